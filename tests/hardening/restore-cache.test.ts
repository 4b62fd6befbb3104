import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../support/database';
import { deleteKeys, TEST_REDIS_URL, testPrefix } from '../support/redis';
import { ensureBuild, prepareDatabase, ROOT, startApp } from './support/app';
import { openReader } from './support/shop';

/*
 * A restore restores what visitors see (docs/operations.md, "What a restore does"): a page cached after the backup
 * shows the backup's price once the shop is restored and restarted, because the restore empties the page cache
 * (the embedded database's cache folder; with Redis, this shop's keys). On the embedded database, and on PostgreSQL
 * with Redis when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
const PORT = 3532;
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

function script(name: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(TSX, ['--conditions=react-server', `scripts/${name}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${name} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

const engines = [
  { name: 'the embedded database', postgres: false },
  ...(process.env.TEST_DATABASE_URL && TEST_REDIS_URL ? [{ name: 'PostgreSQL with Redis', postgres: true }] : []),
];

describe.each(engines)('restore, then restart, on $name', ({ postgres }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-restore-cache-'));
  const prefix = testPrefix();
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await drop?.();
    if (postgres) await deleteKeys(TEST_REDIS_URL!, prefix);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the backup’s price on a page that was cached with a later one', { timeout: 600_000 }, async () => {
    ensureBuild();
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      NEXTAUTH_SECRET: 'restore-cache-test-secret-0123456789abcdef',
    };
    if (postgres) {
      const database = await createPostgresDatabase('floorshop_restore_cache');
      drop = database.drop;
      Object.assign(env, { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL!, REDIS_PREFIX: prefix });
    }
    prepareDatabase(env);
    const target = postgres ? { url: env.DATABASE_URL } : { dataDir };
    let db = await openReader(target);
    const [p] = await db.query<{ id: string; slug: string }>(
      "select id, slug from products where published and type = 'simple' and price > 5 order by slug limit 1",
    );
    await db.query("update products set price = '4.49', discount = '4.49' where id = $1", [p.id]);
    await db.close();
    const archive = path.join(dataDir, 'before.tar.gz');
    script('backup', ['--out', archive], env);

    // after the backup the price changes, and the page is cached with it
    db = await openReader(target);
    await db.query("update products set price = '9.99', discount = '9.99' where id = $1", [p.id]);
    await db.close();
    let app = await startApp({ port: PORT, env });
    // the price the product's structured data (JSON-LD offer) states
    const price = async () =>
      /"offers":\{"@type":"Offer","priceCurrency":"\w+","price":"([\d.]+)"/.exec(
        await (await fetch(`${app.url}/product/${p.slug}`)).text(),
      )?.[1];
    expect(await price()).toBe('9.99');
    // the first render's entry is stored just after its answer is sent (docs/architecture.md, "The cache store"):
    // a request in that moment renders again, so ask until the stored entry answers
    await expect
      .poll(
        async () => {
          const again = await fetch(`${app.url}/product/${p.slug}`);
          await again.text();
          return again.headers.get('x-nextjs-cache');
        },
        { timeout: 10_000 },
      )
      .toBe('HIT');
    await app.stop();

    const out = script('restore', [archive, '--yes'], env);
    expect(out).toMatch(/emptied the page cache/);
    app = await startApp({ port: PORT, env });
    try {
      expect(await price()).toBe('4.49');
    } finally {
      await app.stop();
    }
  });
});

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase, ROOT, startApp, type AppInstance } from './support/app';

/*
 * The deploy order of docs/deploy.md as a new operator runs it: build on a machine with no database, then prepare
 * (migrate and seed), then start. The build must open no database and write no data into the cache, so the first
 * request after start shows the full home page (hero, categories, featured products), not a page rendered empty.
 * The build goes into its own folder (FLOORSHOP_DIST_DIR) beside the suite's usual one.
 */
const DIST = '.next-deploy-test';
const PORT = 3511;

describe('deploy order: build with no database, then prepare, then start', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-deploy-'));
  // next build adds its output folder's types to tsconfig.json; the file is put back as it was
  const tsconfig = readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8');
  let app: AppInstance | undefined;
  afterAll(async () => {
    writeFileSync(path.join(ROOT, 'tsconfig.json'), tsconfig);
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
  });

  it('the first request after start shows the full home page', { timeout: 600_000 }, async () => {
    const env = { DATA_DIR: dataDir, FLOORSHOP_DIST_DIR: DIST };
    const withoutDatabase = { ...process.env };
    delete withoutDatabase.DATABASE_URL;
    const build = spawnSync(process.execPath, ['scripts/build-if-changed.mjs', '--force'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...withoutDatabase, NODE_ENV: 'production', ...env },
    });
    expect(build.status).toBe(0);
    // nothing opened a database (the embedded one would have been created here) and nothing was cached
    expect(readdirSync(dataDir)).toEqual([]);
    const fetchCache = path.join(ROOT, DIST, 'cache', 'fetch-cache');
    expect(existsSync(fetchCache) ? readdirSync(fetchCache) : []).toEqual([]);

    prepareDatabase(env);
    app = await startApp({ port: PORT, env });
    const html = await (await fetch(`${app.url}/`)).text();
    expect(html).toContain('aria-roledescription="carousel"');
    const categories = html.slice(html.indexOf('data-testid="home-categories"'));
    expect(categories.match(/href="\/shop\/[a-z-]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
    const featured = html.slice(html.indexOf('data-testid="featured-products"'));
    expect(featured.match(/href="\/product\/[a-z0-9-]+"/g)?.length ?? 0).toBeGreaterThan(0);
  });
});

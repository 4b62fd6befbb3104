import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureBuild, prepareDatabase, startApp, type AppInstance } from './support/app';

/*
 * The deploy order of docs/deploy.md as a new operator runs it: build on a machine with no database, then prepare
 * (migrate and seed), then start, and the first request after start shows the full home page (hero, categories,
 * featured products), not a page rendered empty. That the build opens no database and caches nothing is checked by
 * every build itself (scripts/build-if-changed.mjs runs `next build` with no DATABASE_URL and an empty scratch
 * DATA_DIR and fails when anything is written: unit test scripts/build-leftovers.test.ts), so this test takes the
 * suite's build, which passed that check, instead of building a second time.
 */
const PORT = 3511;

describe('deploy order: build with no database, then prepare, then start', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-deploy-'));
  let app: AppInstance | undefined;
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the first request after start shows the full home page', { timeout: 600_000 }, async () => {
    ensureBuild();
    const env = { DATA_DIR: dataDir };
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

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from './support/cache-files';
import { startFreshApp, type AppInstance } from './support/app';

/*
 * Nothing keyed by a visitor-chosen query is stored without a bound (docs/architecture.md, "Pages from cache"): 1,000
 * distinct searches and hundreds of distinct filtered listings leave the cache store on disk as it was (one entry per
 * query would be a thousand files; at most 10 new ones are allowed, the shared reads' late writes).
 */
const CACHE_DIR = mkdtempSync(path.join(os.tmpdir(), 'floorshop-bounded-cache-'));

/** `n` requests, `parallel` at a time */
async function hammer(n: number, parallel: number, url: (i: number) => string): Promise<number[]> {
  const statuses: number[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let i = next++; i < n; i = next++) {
        const res = await fetch(url(i));
        await res.arrayBuffer();
        statuses[i] = res.status;
      }
    }),
  );
  return statuses;
}

describe('caches keyed by what visitors choose are bounded', () => {
  let app: AppInstance;
  beforeAll(async () => {
    app = await startFreshApp({ port: 3524, prefix: 'bounded', env: { CACHE_DIR } });
  }, 300_000);
  afterAll(async () => {
    await app?.stop();
    rmSync(CACHE_DIR, { recursive: true, force: true });
  });

  it(
    '1,000 distinct searches, 300 distinct filtered listings and 300 unknown products add nothing to the cache store',
    { timeout: 600_000 },
    async () => {
      // warm: the plain pages and reads every visitor shares are cached once
      await hammer(3, 1, () => `${app.url}/shop/laminate`);
      await hammer(3, 1, () => `${app.url}/api/home/product_search?q=oak`);
      const before = filesUnder(CACHE_DIR);
      // the shared pages and reads are stored there
      expect(before.files).toBeGreaterThan(3);
      const searches = await hammer(
        1000,
        8,
        (i) => `${app.url}/api/home/product_search?q=${encodeURIComponent(`oak plank ${i} ${(i * 7919).toString(36)}`)}`,
      );
      expect(searches.every((s) => s === 200)).toBe(true);
      const listings = await hammer(
        300,
        4,
        (i) => `${app.url}/shop/laminate?min=${i}&max=${1000 + i}&sort=${['price-asc', 'newest', 'name'][i % 3]}`,
      );
      expect(listings.every((s) => s === 200)).toBe(true);
      const products = await hammer(300, 4, (i) => `${app.url}/product/no-such-floor-${i}`);
      expect(products.every((s) => s === 404)).toBe(true);
      const after = filesUnder(CACHE_DIR);
      console.log(
        `cache store: ${before.files} files / ${before.bytes} bytes before, ${after.files} / ${after.bytes} after 1,600 distinct queries`,
      );
      expect(after.files - before.files).toBeLessThanOrEqual(10);
    },
  );
});

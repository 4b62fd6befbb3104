import { describe, expect, it, vi } from 'vitest';

vi.mock('@/server/catalogue/cache-scope', () => ({ cacheScope: async () => 'test-db' }));
const { queryCached } = await import('./query-cache');
const { cacheStore } = await import('./cache-store.mjs');

describe('queryCached', () => {
  it('keeps at most `max` entries and `maxBytes` of JSON, however many distinct queries arrive', async () => {
    const read = vi.fn(async (q: string) => ({ q, rows: Array.from({ length: 5 }, (_, i) => `${q}-${i}`) }));
    const cache = queryCached(read, { max: 200, maxBytes: 20_000, ttlMs: 60_000 });
    for (let i = 0; i < 5000; i++) await cache(`query ${i}`);
    const { entries, bytes } = cache.stats();
    expect(entries).toBeLessThanOrEqual(200);
    expect(bytes).toBeLessThanOrEqual(20_000);
    expect(entries).toBeGreaterThan(0);
  });

  it('answers a repeated query from memory, a copy each time, until a card or list changes', async () => {
    const read = vi.fn(async (q: string) => ({ q, n: read.mock.calls.length }));
    const cache = queryCached(read);
    const a = await cache('oak');
    const b = await cache('oak');
    expect(read).toHaveBeenCalledTimes(1);
    expect(b).toEqual(a);
    expect(b).not.toBe(a);
    // an order that only changed a product's own page (its stock figure) leaves the answers
    await cacheStore().revalidateTag(['catalogue:product:oak'], { expire: 0 });
    await cache('oak');
    expect(read).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 2));
    await cacheStore().revalidateTag(['catalogue:cards'], { expire: 0 });
    await cache('oak');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shares one read between simultaneous identical queries', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const read = vi.fn(async (q: string) => {
      await gate;
      return { q };
    });
    const cache = queryCached(read);
    const both = Promise.all([cache('walnut'), cache('walnut')]);
    release();
    expect(await both).toEqual([{ q: 'walnut' }, { q: 'walnut' }]);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

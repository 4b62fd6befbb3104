import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';

/*
 * Next's data cache only exists inside a Next request, so this test stands in a small tagged cache with the same
 * contract (entries keyed by key parts + arguments, cleared by tag) and checks that the storefront's cached reads
 * are keyed and tagged so that revalidateStore() makes a changed product, listing or category show at once.
 */
const store = vi.hoisted(() => ({
  entries: new Map<string, { tags: string[]; value: unknown }>(),
  revalidated: [] as { tag: string; profile: unknown }[],
}));
vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: string[], opts: { tags?: string[] }) =>
    async (...args: A): Promise<R> => {
      const key = JSON.stringify([keyParts, args]);
      const hit = store.entries.get(key);
      if (hit) return structuredClone(hit.value) as R;
      const value = await fn(...args);
      store.entries.set(key, { tags: opts.tags ?? [], value: structuredClone(value) });
      return value;
    },
  revalidateTag: (tag: string, profile: unknown) => {
    store.revalidated.push({ tag, profile });
    for (const [k, e] of store.entries) if (e.tags.includes(tag)) store.entries.delete(k);
  },
}));

import { parseListingQuery } from '@/domain/catalogue/listing-query';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { getCachedCategories, getCachedProduct, getCachedProductPage, getCachedSearch } from '@/server/catalogue/cached-reads';
import { revalidateStore } from '@/server/cache/revalidate-store';
import { createSeededTestDatabase, type TestDatabase } from '../support/database';

describe('cached storefront reads', () => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await createSeededTestDatabase('pglite');
    useDbHandle(tdb.handle);
  });
  afterAll(async () => {
    await tdb?.dispose();
  });

  it('a product page keeps its cached copy until the product is revalidated, then shows the change', async () => {
    const slug = 'armani-grey-carving-24x48-porcelain';
    const before = (await getCachedProduct(slug))!;
    await tdb.handle.db.update(t.products).set({ discount: '12.34' }).where(eq(t.products.slug, slug));
    expect((await getCachedProduct(slug))!.discount).toBe(before.discount);
    revalidateStore({ productSlugs: [slug] });
    expect((await getCachedProduct(slug))!.discount).toBe(12.34);
    // cleared at once, not served stale while refreshing
    expect(store.revalidated.every((r) => (r.profile as { expire?: number }).expire === 0)).toBe(true);
  });

  it('listings and search follow a product change; categories follow a category change', async () => {
    const query = parseListingQuery({ sort: 'name' });
    const first = await getCachedProductPage({}, query);
    const search = await getCachedSearch('walnt', 10);
    const target = first.items[0];
    await tdb.handle.db.update(t.products).set({ name: '000 Walnut Renamed Plank' }).where(eq(t.products.id, target._id));
    expect((await getCachedProductPage({}, query)).items[0].name).toBe(target.name);
    expect((await getCachedSearch('walnt', 10)).map((p) => p.name)).toEqual(search.map((p) => p.name));
    revalidateStore({ products: true });
    expect((await getCachedProductPage({}, query)).items[0].name).toBe('000 Walnut Renamed Plank');
    expect((await getCachedSearch('walnt', 10)).map((p) => p.name)).toContain('000 Walnut Renamed Plank');

    const cats = await getCachedCategories();
    await tdb.handle.db.update(t.categories).set({ name: 'Laminate Floors' }).where(eq(t.categories.slug, 'laminate'));
    revalidateStore({ products: true });
    expect((await getCachedCategories()).find((c) => c.slug === 'laminate')!.name).toBe(cats.find((c) => c.slug === 'laminate')!.name);
    revalidateStore({ categories: true });
    expect((await getCachedCategories()).find((c) => c.slug === 'laminate')!.name).toBe('Laminate Floors');
  });
});

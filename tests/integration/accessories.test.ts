import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';

/*
 * Matching accessories (docs/requirements.md, "Matching accessories"): a product's own ordered list, its category's
 * default from settings when it names none, unpublished accessories left out, the permissions of the writes, and the
 * cache tags that make the product page show a change at once. Next's data cache only exists inside a request, so a
 * small tagged cache with the same contract stands in for it (as in catalogue-cache.test.ts).
 */
vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
const store = vi.hoisted(() => ({
  entries: new Map<string, { tags: string[]; value: unknown }>(),
  revalidated: [] as string[],
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
  revalidateTag: (tag: string) => {
    store.revalidated.push(tag);
    for (const [k, e] of store.entries) if (e.tags.includes(tag)) store.entries.delete(k);
  },
  revalidatePath: () => {},
}));

import type { ProductFormValues } from '@/domain/catalogue/product-form';
import type { ActionResult } from '@/lib/action-result';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { findProducts, getProduct, productChoices, updateProduct } from '@/server/dashboard/products';
import { settingsAccessoryActions as S } from '@/server/dashboard/settings-accessories';
import { getCachedProductAccessories } from '@/server/catalogue/cached-reads';
import { getProductAccessories } from '@/server/catalogue/get-accessories';
import { SEED_ACCESSORY_DEFAULTS } from '@/server/db/seed/seed-settings';
import { getSettings } from '@/server/settings/get-settings';
import { ACTOR_KINDS, allowed, createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const ok = <T>(r: ActionResult<T>): T => {
  if (!r.ok) throw new Error(`${r.status} ${r.error} ${JSON.stringify(r.fieldErrors ?? r.params ?? {})}`);
  return r.data;
};

describe.each(ENGINES)('matching accessories on %s', (engine) => {
  let tdb: TestDatabase;
  let productActors: Record<ActorKind, string | null>;
  let settingsActors: Record<ActorKind, string | null>;
  const idOf = async (slug: string) => (await tdb.handle.db.select().from(t.products).where(eq(t.products.slug, slug)))[0];
  const categoryOf = async (slug: string) => (await tdb.handle.db.select().from(t.categories).where(eq(t.categories.slug, slug)))[0];
  /** a seeded laminate floor (simple or not, its form is saved as it is) */
  let floor: typeof t.products.$inferSelect;
  let record: ProductFormValues;

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    useDbHandle(tdb.handle);
    productActors = await createActors(tdb.handle.db, 'product');
    settingsActors = await createActors(tdb.handle.db, 'settings');
    const laminate = await categoryOf('laminate');
    [floor] = await tdb.handle.db.select().from(t.products).where(eq(t.products.categoryId, laminate.id)).limit(1);
    actAs(productActors.admin);
    record = ok(await getProduct({ id: floor.id }));
  });
  afterAll(async () => {
    await tdb?.dispose();
  });
  beforeEach(() => {
    store.revalidated.length = 0;
  });

  it('a new shop lists its categories default accessories on a floor product, in order, and none on an accessory', async () => {
    expect(record.accessoryIds).toEqual([]);
    const listed = await getProductAccessories(floor.id);
    expect(listed.map((a) => a.slug)).toEqual(SEED_ACCESSORY_DEFAULTS.laminate);
    const underlay = listed[0];
    expect(underlay).toMatchObject({ unit: 'sq ft', unitValue: 100, sellUnit: 'roll', type: 'simple' });
    expect(underlay.stock).toBeGreaterThan(0);
    expect(underlay.image).toMatch(/^\/images\//);
    // its names in the other languages, and nothing more of its translations (the page keeps its own language's)
    expect(Object.keys(underlay.translations ?? {}).sort()).toEqual(['ar', 'bn', 'fr']);
    expect(Object.values(underlay.translations!).every((tr) => Object.keys(tr!).join() === 'name')).toBe(true);
    const tiles = await categoryOf('tiles');
    const [tile] = await tdb.handle.db.select().from(t.products).where(eq(t.products.categoryId, tiles.id)).limit(1);
    expect((await getProductAccessories(tile.id)).map((a) => a.slug)).toEqual(SEED_ACCESSORY_DEFAULTS.tiles);
    // underlay is sold by the square foot but is an accessory itself
    expect(await getProductAccessories(underlay._id)).toEqual([]);
    // an out-of-stock accessory is listed, with no stock to add
    const vinyl = await categoryOf('vinyl-plank');
    const [plank] = await tdb.handle.db.select().from(t.products).where(eq(t.products.categoryId, vinyl.id)).limit(1);
    const pvc = (await getProductAccessories(plank.id)).find((a) => a.slug === 'waterproof-pvc-base-shoe-8-ft');
    expect(pvc?.stock).toBe(0);
  });

  it("saves a product's own accessories in order, lists them instead of the default and leaves unpublished ones out", async () => {
    const grout = await idOf('premium-sanded-grout-25-lb');
    const trim = await idOf('aluminium-l-angle-tile-edge-trim-10-mm-8-ft');
    const cork = await idOf('natural-cork-underlay-6-mm-200-sq-ft');
    actAs(productActors.staffEdit);
    ok(await updateProduct({ id: floor.id, product: { ...record, accessoryIds: [trim.id, cork.id, grout.id] } }));
    expect(store.revalidated).toContain(`catalogue:product:${floor.slug}`);
    const saved = ok(await getProduct({ id: floor.id }));
    expect(saved.accessoryIds).toEqual([trim.id, cork.id, grout.id]);
    expect(
      (await productChoices({ ids: saved.accessoryIds })).ok && ok(await productChoices({ ids: saved.accessoryIds })).map((c) => c.id),
    ).toEqual(saved.accessoryIds);
    expect((await getProductAccessories(floor.id)).map((a) => a._id)).toEqual([trim.id, cork.id, grout.id]);

    // the order is the form's: saved again the other way round
    ok(await updateProduct({ id: floor.id, product: { ...saved, accessoryIds: [grout.id, trim.id, cork.id] } }));
    expect(ok(await getProduct({ id: floor.id })).accessoryIds).toEqual([grout.id, trim.id, cork.id]);

    await tdb.handle.db.update(t.products).set({ published: false }).where(eq(t.products.id, cork.id));
    expect((await getProductAccessories(floor.id)).map((a) => a._id)).toEqual([grout.id, trim.id]);
    await tdb.handle.db.update(t.products).set({ published: true }).where(eq(t.products.id, cork.id));

    // a save of the rest of the form keeps the list (it is part of the form's values), and emptying it brings the default back
    ok(await updateProduct({ id: floor.id, product: { ...ok(await getProduct({ id: floor.id })), summary: 'Kept accessories' } }));
    expect(ok(await getProduct({ id: floor.id })).accessoryIds).toEqual([grout.id, trim.id, cork.id]);
    ok(await updateProduct({ id: floor.id, product: { ...ok(await getProduct({ id: floor.id })), accessoryIds: [] } }));
    expect((await getProductAccessories(floor.id)).map((a) => a.slug)).toEqual(SEED_ACCESSORY_DEFAULTS.laminate);
  });

  it('refuses an unknown accessory or the product itself as a field error and writes nothing', async () => {
    actAs(productActors.admin);
    const before = await rows(tdb, sql`select count(*)::int as n from product_accessories`);
    for (const accessoryIds of [[crypto.randomUUID()], [floor.id]]) {
      const res = await updateProduct({ id: floor.id, product: { ...record, accessoryIds } });
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.fieldErrors).toEqual({ accessoryIds: 'invalid' });
    }
    const twice = await updateProduct({ id: floor.id, product: { ...record, accessoryIds: [floor.id, floor.id] } });
    expect(twice.ok).toBe(false);
    expect(await rows(tdb, sql`select count(*)::int as n from product_accessories`)).toEqual(before);
  });

  it("the category default comes from settings: saved, it shows on the page's cached read at once", async () => {
    const wood = await categoryOf('engineered-wood');
    const [plank] = await tdb.handle.db.select().from(t.products).where(eq(t.products.categoryId, wood.id)).limit(1);
    const first = await getCachedProductAccessories(plank.id, plank.slug);
    expect(first.map((a) => a.slug)).toEqual(SEED_ACCESSORY_DEFAULTS['engineered-wood']);
    const spacers = await idOf('cross-tile-spacers-bag-of-500');
    const cork = await idOf('natural-cork-underlay-6-mm-200-sq-ft');
    actAs(settingsActors.admin);
    const view = ok(await S.getAccessoriesSettings({}));
    expect(view.categories.map((c) => c.name)).not.toContain('Accessories');
    const byCategory = [
      ...view.byCategory.filter((c) => c.categoryId !== wood.id),
      { categoryId: wood.id, productIds: [cork.id, spacers.id] },
    ];
    actAs(settingsActors.staffEdit);
    ok(await S.updateAccessories({ byCategory }));
    expect(store.revalidated).toContain('settings');
    expect((await getSettings()).accessories.byCategory.find((c) => c.categoryId === wood.id)?.productIds).toEqual([cork.id, spacers.id]);
    expect((await getCachedProductAccessories(plank.id, plank.slug)).map((a) => a._id)).toEqual([cork.id, spacers.id]);

    // an accessory's new price reaches the floor's page through the card tag its save clears
    await tdb.handle.db.update(t.products).set({ discount: '1.23' }).where(eq(t.products.id, cork.id));
    expect((await getCachedProductAccessories(plank.id, plank.slug))[0].discount).not.toBe(1.23);
    const { revalidateStore } = await import('@/server/cache/revalidate-store');
    // its own page alone changes nothing on the floor's page
    revalidateStore({ productSlugs: [cork.slug] });
    expect((await getCachedProductAccessories(plank.id, plank.slug))[0].discount).not.toBe(1.23);
    revalidateStore({ productSlugs: [cork.slug], cards: [cork.id] });
    expect((await getCachedProductAccessories(plank.id, plank.slug))[0].discount).toBe(1.23);
  });

  it('refuses a rule naming the accessories category or an unknown product', async () => {
    actAs(settingsActors.admin);
    const accessories = await categoryOf('accessories');
    const wood = await categoryOf('engineered-wood');
    const before = (await getSettings()).accessories;
    const underlay = await idOf('natural-cork-underlay-6-mm-200-sq-ft');
    for (const byCategory of [
      [{ categoryId: accessories.id, productIds: [underlay.id] }],
      [{ categoryId: wood.id, productIds: [crypto.randomUUID()] }],
    ]) {
      const res = await S.updateAccessories({ byCategory });
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.fieldErrors).toEqual({ 'byCategory.0': 'invalid' });
    }
    expect((await getSettings()).accessories).toEqual(before);
  });

  describe('permissions', () => {
    const productCases: [string, 'view' | 'edit', () => Promise<ActionResult<unknown>>][] = [
      ['product.findProducts', 'view', () => findProducts({ q: 'underlay' })],
      ['product.choices', 'view', () => productChoices({ ids: [floor.id] })],
      [
        'product.update (accessories)',
        'edit',
        async () => updateProduct({ id: floor.id, product: { ...record, accessoryIds: [(await idOf('premium-sanded-grout-25-lb')).id] } }),
      ],
    ];
    describe.each(productCases)('%s', (_name, need, call) => {
      it.each(ACTOR_KINDS)('as %s', async (kind) => {
        actAs(productActors[kind]);
        const before = await rows(tdb, sql`select product_id, accessory_id, position from product_accessories order by 1, 3`);
        const res = await call();
        expect(res.ok, kind).toBe(allowed(kind, need));
        if (!res.ok) {
          expect(res.status).toBe(403);
          expect(await rows(tdb, sql`select product_id, accessory_id, position from product_accessories order by 1, 3`)).toEqual(before);
        }
      });
    });

    const settingsCases: [string, 'view' | 'edit', () => Promise<ActionResult<unknown>>][] = [
      ['settings.accessories', 'view', () => S.getAccessoriesSettings({})],
      ['settings.findProducts', 'view', () => S.findSettingsProducts({ q: 'grout' })],
      ['settings.updateAccessories', 'edit', () => S.updateAccessories({ byCategory: [] })],
    ];
    describe.each(settingsCases)('%s', (_name, need, call) => {
      it.each(ACTOR_KINDS)('as %s', async (kind) => {
        actAs(settingsActors[kind]);
        const before = (await getSettings()).accessories;
        const res = await call();
        expect(res.ok, kind).toBe(allowed(kind, need));
        if (!res.ok) {
          expect(res.status).toBe(403);
          expect((await getSettings()).accessories).toEqual(before);
        } else if (need === 'edit') {
          expect((await getSettings()).accessories).toEqual({ byCategory: [] });
        }
      });
    });
  });

  it('the product search finds accessories by name for both pickers', async () => {
    actAs(productActors.staffView);
    const found = ok(await findProducts({ q: 'underlay' }));
    expect(found.length).toBeGreaterThanOrEqual(4);
    expect(found.every((p) => /underlay/i.test(p.name) || /underlay/i.test(p.sku ?? ''))).toBe(true);
    expect(found[0]).toMatchObject({ unit: expect.any(String), sellUnit: expect.any(String), published: expect.any(Boolean) });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => void revalidated.push(tag),
  revalidatePath: () => {},
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
}));

import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { categoryCrud } from '@/server/dashboard/catalogue';
import { getProduct } from '@/server/catalogue/get-product';
import { createCategory, createProduct } from '../factories';
import { ACTOR_KINDS, allowed, createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

/*
 * Hiding a category (docs/requirements.md): refused while it has published products unless the save says what
 * happens to them (hidden too, or moved to another published category), done in the same transaction; a product
 * page never links to a hidden category.
 */
describe('hiding a category (PGlite)', () => {
  let tdb: TestDatabase;
  let actors: Record<ActorKind, string | null>;

  beforeAll(async () => {
    tdb = await createSeededTestDatabase('pglite');
    useDbHandle(tdb.handle);
    actors = await createActors(tdb.handle.db, 'category');
  });
  afterAll(async () => {
    await tdb?.dispose();
  });
  beforeEach(() => {
    revalidated.length = 0;
  });

  /** a published category with a subcategory, two published products (one in the subcategory) and a hidden one */
  async function setUp() {
    const db = tdb.handle.db;
    const category = await createCategory(db);
    const [sub] = await db
      .insert(t.subcategories)
      .values({ categoryId: category.id, name: `Sub ${category.slug}`, slug: 'sub' })
      .returning();
    const a = await createProduct(db, { categoryId: category.id, subcategoryId: sub.id });
    const b = await createProduct(db, { categoryId: category.id });
    const hidden = await createProduct(db, { categoryId: category.id, published: false });
    return { category, sub, products: [a, b], hidden };
  }
  const formOf = (c: typeof t.categories.$inferSelect, over: Record<string, unknown> = {}) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description ?? '',
    image: c.image ?? '',
    position: c.position,
    published: c.published,
    seoTitle: c.seoTitle ?? '',
    seoDescription: c.seoDescription ?? '',
    ...over,
  });
  const snapshot = async () => [
    await rows(tdb, sql`select id, published, category_id, subcategory_id from products order by id`),
    await rows(tdb, sql`select id, published from categories order by id`),
    (await rows(tdb, sql`select count(*)::int as n from audit_log`))[0].n,
  ];
  const productRows = (ids: string[]) =>
    tdb.handle.db
      .select({
        id: t.products.id,
        published: t.products.published,
        categoryId: t.products.categoryId,
        subcategoryId: t.products.subcategoryId,
      })
      .from(t.products)
      .where(inArray(t.products.id, ids));

  it('refuses hiding a category that has published products without a decision, and changes nothing', async () => {
    const { category } = await setUp();
    actAs(actors.admin);
    const before = await snapshot();
    expect(await categoryCrud.update(formOf(category, { published: false }))).toMatchObject({
      ok: false,
      status: 409,
      error: 'categoryHasProducts',
      params: { count: 2 },
    });
    expect(await snapshot()).toEqual(before);
    expect(revalidated).toEqual([]);
  });

  it('hides the products with the category, in one save', async () => {
    const { category, products, hidden } = await setUp();
    actAs(actors.staffEdit);
    const res = await categoryCrud.update(formOf(category, { published: false, onHide: { action: 'hide' } }));
    expect(res.ok).toBe(true);
    const after = await productRows([...products.map((p) => p.id), hidden.id]);
    expect(after.every((p) => !p.published && p.categoryId === category.id)).toBe(true);
    expect((await tdb.handle.db.select().from(t.categories).where(eq(t.categories.id, category.id)))[0].published).toBe(false);
    expect(await getProduct(products[0].slug)).toBeNull();
    // the category tree, the lists (the products left them), their cards and exactly the pages of the products
    // that were on sale
    expect([...revalidated].sort()).toEqual(
      [
        'catalogue:categories',
        'catalogue:listings',
        'catalogue:facets',
        'catalogue:cards',
        ...products.map((p) => `catalogue:card:${p.id}`),
        ...products.map((p) => `catalogue:product:${p.slug}`),
      ].sort(),
    );
  });

  it('moves the products to another published category, out of their subcategory', async () => {
    const { category, products, hidden } = await setUp();
    const target = await createCategory(tdb.handle.db);
    actAs(actors.admin);
    const res = await categoryCrud.update(formOf(category, { published: false, onHide: { action: 'move', categoryId: target.id } }));
    expect(res.ok).toBe(true);
    const moved = await productRows(products.map((p) => p.id));
    expect(moved).toEqual(
      expect.arrayContaining(products.map((p) => ({ id: p.id, published: true, categoryId: target.id, subcategoryId: null }))),
    );
    // the hidden product stays where it was
    expect((await productRows([hidden.id]))[0].categoryId).toBe(category.id);
    const page = await getProduct(products[0].slug);
    expect(page?.category).toMatchObject({ _id: target.id, published: true });
    expect(page?.subcategory).toBeNull();
    // audited beside the category's own row
    const [logged] = await rows(
      tdb,
      sql`select area, entity, after from audit_log where action = 'category.hide.move' order by created_at desc limit 1`,
    );
    expect(logged).toMatchObject({ area: 'category', entity: 'product' });
    expect(logged.after).toMatchObject({ categoryId: target.id, products: expect.arrayContaining(products.map((p) => p.id)) });
    expect(revalidated).toEqual(expect.arrayContaining(products.map((p) => `catalogue:product:${p.slug}`)));
  });

  it('refuses moving them to a hidden category, an unknown one or the category itself; nothing changes', async () => {
    const { category } = await setUp();
    const hiddenTarget = await createCategory(tdb.handle.db, { published: false });
    actAs(actors.admin);
    const before = await snapshot();
    for (const categoryId of [hiddenTarget.id, category.id, '00000000-0000-4000-8000-000000000000']) {
      expect(await categoryCrud.update(formOf(category, { published: false, onHide: { action: 'move', categoryId } }))).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { 'onHide.categoryId': 'required' },
      });
    }
    expect(await categoryCrud.update(formOf(category, { published: false, onHide: { action: 'move' } }))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('hides a category without published products as before, and an unrelated edit needs no decision', async () => {
    const db = tdb.handle.db;
    const empty = await createCategory(db);
    await createProduct(db, { categoryId: empty.id, published: false });
    actAs(actors.admin);
    expect((await categoryCrud.update(formOf(empty, { published: false }))).ok).toBe(true);
    expect(revalidated).toEqual(['catalogue:categories']);
    const { category } = await setUp();
    revalidated.length = 0;
    expect((await categoryCrud.update(formOf(category, { description: 'Now with a description' }))).ok).toBe(true);
    expect(revalidated).toEqual(['catalogue:categories']);
  });

  it('a product in a hidden category names it without linking it (its listing would answer 404)', async () => {
    const db = tdb.handle.db;
    const { category, sub, products } = await setUp();
    // a product published into the category after it was hidden (product saves do not ask)
    await db.update(t.categories).set({ published: false }).where(eq(t.categories.id, category.id));
    const page = await getProduct(products[0].slug);
    expect(page?.category).toMatchObject({ name: category.name, published: false });
    expect(page?.subcategory).toMatchObject({ _id: sub.id, published: false });
    // a hidden subcategory of a shown category
    await db.update(t.categories).set({ published: true }).where(eq(t.categories.id, category.id));
    await db.update(t.subcategories).set({ published: false }).where(eq(t.subcategories.id, sub.id));
    expect((await getProduct(products[0].slug))?.subcategory).toMatchObject({ published: false });
    expect((await getProduct(products[0].slug))?.category).toMatchObject({ published: true });
  });

  describe('the permission matrix of a hiding save', () => {
    it.each(ACTOR_KINDS)('as %s', async (kind) => {
      const { category, products } = await setUp();
      actAs(actors[kind]);
      const before = await snapshot();
      const res = await categoryCrud.update(formOf(category, { published: false, onHide: { action: 'hide' } }));
      expect(res.ok, kind).toBe(allowed(kind, 'edit'));
      if (!res.ok) {
        expect(res.status).toBe(403);
        expect(await snapshot()).toEqual(before);
      } else expect((await productRows([products[0].id]))[0].published).toBe(false);
    });
  });
});

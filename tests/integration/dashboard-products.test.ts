import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => void revalidated.push(tag),
  unstable_cache: (fn: unknown) => fn,
}));

import { emptyProductForm, type ProductFormValues } from '@/domain/catalogue/product-form';
import type { ActionResult } from '@/lib/action-result';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import {
  createProduct,
  deleteProducts,
  duplicateProduct,
  getProduct,
  listProducts,
  productOptions,
  updateProduct,
} from '@/server/dashboard/products';
import { findDashboardAction } from '@/server/dashboard/registry';
import { getProduct as getStoreProduct } from '@/server/catalogue/get-product';
import { listProducts as listStoreProducts } from '@/server/catalogue/list-products';
import { listFacets } from '@/server/catalogue/list-facets';
import { parseListingQuery } from '@/domain/catalogue/listing-query';
import { quoteCart } from '@/server/orders/quote-cart';
import { galleryImages, openingGalleryImage } from '@/features/catalogue/gallery-images';
import { ACTOR_KINDS, allowed, createActors, type ActorKind, type Need } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const ok = <T>(r: ActionResult<T>): T => {
  if (!r.ok) throw new Error(`${r.status} ${r.error} ${JSON.stringify(r.fieldErrors ?? r.params ?? {})}`);
  return r.data;
};
let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

describe.each(ENGINES)('dashboard products on %s', (engine) => {
  let tdb: TestDatabase;
  let actors: Record<ActorKind, string | null>;
  let ref: {
    category: string;
    subcategory: string;
    otherSubcategory: string;
    brand: string;
    red: string;
    blue: string;
    attribute: string;
    values: string[];
    otherValue: string;
    otherAttribute: string;
    otherValues: string[];
  };

  const input = (over: Partial<ProductFormValues> = {}): ProductFormValues => ({
    ...emptyProductForm(),
    name: `Test Oak ${uniq()}`,
    categoryId: ref.category,
    subcategoryId: ref.subcategory,
    brandId: ref.brand,
    unitValue: '20.5',
    price: '49.99',
    discount: '39.99',
    quantity: 12,
    ...over,
  });
  const variable = (over: Partial<ProductFormValues> = {}): ProductFormValues =>
    input({
      type: 'variable',
      colorIds: [ref.red, ref.blue],
      attributeIds: [ref.attribute],
      variants: [ref.red, ref.blue].flatMap((colorId) =>
        ref.values.map((attributeValueId, i) => ({
          colorId,
          attributeValueIds: [attributeValueId],
          sku: `V-${uniq()}`,
          price: '30',
          discount: i ? '' : '25',
          quantity: i ? -1 : 4,
          image: '',
        })),
      ),
      ...over,
    });
  const count = async (table: string) => Number((await rows(tdb, sql.raw(`select count(*)::int as n from ${table}`)))[0].n);
  const counts = async () => Promise.all(['products', 'variants', 'product_images', 'product_colors', 'audit_log'].map(count));
  const make = async (over: Partial<ProductFormValues> = {}) => {
    actAs(actors.admin);
    return ok(await createProduct(input(over)));
  };

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    useDbHandle(tdb.handle);
    actors = await createActors(tdb.handle.db, 'product');
    const db = tdb.handle.db;
    const subs = await db.select().from(t.subcategories).orderBy(asc(t.subcategories.slug));
    const sub = subs[0];
    const other = subs.find((s) => s.categoryId !== sub.categoryId)!;
    const [brand] = await db.select().from(t.brands).limit(1);
    const cols = await db.select().from(t.colors).orderBy(asc(t.colors.name)).limit(2);
    const [attr] = await db
      .insert(t.attributes)
      .values({ name: `Thickness ${uniq()}` })
      .returning();
    const vals = await db
      .insert(t.attributeValues)
      .values([
        { attributeId: attr.id, value: '8 mm' },
        { attributeId: attr.id, value: '12 mm', position: 1 },
      ])
      .returning();
    const [otherAttr] = await db
      .insert(t.attributes)
      .values({ name: `Width ${uniq()}` })
      .returning();
    const otherVals = await db
      .insert(t.attributeValues)
      .values([
        { attributeId: otherAttr.id, value: '5 in' },
        { attributeId: otherAttr.id, value: '7 in', position: 1 },
      ])
      .returning();
    const otherVal = otherVals[0];
    ref = {
      category: sub.categoryId,
      subcategory: sub.id,
      otherSubcategory: other.id,
      brand: brand.id,
      red: cols[0].id,
      blue: cols[1].id,
      attribute: attr.id,
      values: vals.map((v) => v.id),
      otherValue: otherVal.id,
      otherAttribute: otherAttr.id,
      otherValues: otherVals.map((v) => v.id),
    };
  });
  afterAll(async () => {
    await tdb?.dispose();
  });
  beforeEach(() => {
    revalidated.length = 0;
  });

  it('registers every product action for the browser', () => {
    for (const name of [
      'product.list',
      'product.get',
      'product.options',
      'product.create',
      'product.update',
      'product.delete',
      'product.duplicate',
    ]) {
      expect(findDashboardAction(name)?.actionName, name).toBe(name);
    }
  });

  describe('permissions', () => {
    const cases: [string, Need, () => Promise<() => Promise<ActionResult<unknown>>>][] = [
      ['product.list', 'view', async () => () => listProducts({ q: 'oak' })],
      ['product.options', 'view', async () => () => productOptions({})],
      [
        'product.get',
        'view',
        async () => {
          const { id } = await make();
          return () => getProduct({ id });
        },
      ],
      ['product.create', 'edit', async () => () => createProduct(input())],
      ['product.create (variable)', 'edit', async () => () => createProduct(variable())],
      [
        'product.update',
        'edit',
        async () => {
          const { id } = await make();
          return () => updateProduct({ id, product: variable({ name: `Renamed ${uniq()}` }) });
        },
      ],
      [
        'product.duplicate',
        'edit',
        async () => {
          const { id } = await make();
          return () => duplicateProduct({ id });
        },
      ],
      [
        'product.delete',
        'delete',
        async () => {
          const { id } = await make();
          return () => deleteProducts({ ids: [id] });
        },
      ],
      [
        'product.delete (bulk)',
        'delete',
        async () => {
          const a = await make();
          const b = await make();
          return () => deleteProducts({ ids: [a.id, b.id] });
        },
      ],
    ];
    describe.each(cases)('%s', (_name, need, prepare) => {
      it.each(ACTOR_KINDS)('as %s', async (kind) => {
        const call = await prepare();
        actAs(actors[kind]);
        revalidated.length = 0;
        const before = await counts();
        const snapshot = await rows(tdb, sql`select id, name, slug, price, updated_at from products order by id`);
        const res = await call();
        expect(res.ok, `${kind} needs ${need}: ${res.ok ? '' : res.error}`).toBe(allowed(kind, need));
        if (!res.ok) {
          expect(res.status).toBe(403);
          expect(await counts()).toEqual(before);
          expect(await rows(tdb, sql`select id, name, slug, price, updated_at from products order by id`)).toEqual(snapshot);
          expect(revalidated).toEqual([]);
        } else if (need !== 'view') {
          expect((await counts())[4]).toBeGreaterThan(before[4]);
          // every product write expires the page of the product it wrote
          expect(revalidated.some((tag) => tag.startsWith('catalogue:product:'))).toBe(true);
        }
      });
    });
  });

  it('creates a variable product with its variants, colours and ordered images; sanitises the description', async () => {
    actAs(actors.staffEdit);
    const images = [
      { url: '/uploads/2026/11/b.webp', alt: 'Second' },
      { url: '/uploads/2026/11/a.webp', alt: 'First' },
    ];
    const saved = ok(
      await createProduct(variable({ images, description: '<p>Warm oak</p><script>alert(1)</script><img src="javascript:x">' })),
    );
    const db = tdb.handle.db;
    const vs = await db.select().from(t.variants).where(eq(t.variants.productId, saved.id));
    expect(vs).toHaveLength(4);
    expect(vs.filter((v) => v.quantity === -1)).toHaveLength(2);
    expect(vs.filter((v) => v.quantity === 4).every((v) => v.discount === '25.00')).toBe(true);
    // an empty sale price means "not on sale": the charged price is the price
    expect(vs.filter((v) => v.quantity === -1).every((v) => v.discount === '30.00')).toBe(true);
    const cs = await db.select().from(t.productColors).where(eq(t.productColors.productId, saved.id));
    expect(cs.map((c) => c.colorId).sort()).toEqual([ref.red, ref.blue].sort());
    const imgs = await db
      .select()
      .from(t.productImages)
      .where(eq(t.productImages.productId, saved.id))
      .orderBy(asc(t.productImages.position));
    expect(imgs.map((i) => [i.url, i.alt])).toEqual(images.map((i) => [i.url, i.alt]));
    const [p] = await db.select().from(t.products).where(eq(t.products.id, saved.id));
    expect(p).toMatchObject({ type: 'variable', attributeId: ref.attribute, quantity: 0 });
    expect(p.description).toContain('<p>Warm oak</p>');
    expect(p.description).not.toMatch(/script|javascript/);
    const [row] = await db.select().from(t.auditLog).where(eq(t.auditLog.entityId, saved.id));
    expect(row).toMatchObject({ action: 'product.create', entity: 'product', actorId: actors.staffEdit });
    expect((row.after as { variants: unknown[] }).variants).toHaveLength(4);
    expect(revalidated).toEqual(
      expect.arrayContaining(['catalogue:listings', `catalogue:card:${saved.id}`, `catalogue:product:${saved.slug}`]),
    );

    const got = ok(await getProduct({ id: saved.id }));
    expect(got.variants).toHaveLength(4);
    expect(got.images).toEqual(images);
  });

  it('shows on the product page every picture, figure and heading the description kept when saved, in each language', async () => {
    actAs(actors.staffEdit);
    const description =
      '<h2>Care</h2><figure><img src="/uploads/2026/11/room.webp" alt="In a living room" width="800" height="600" />' +
      '<figcaption>Fitted in Surrey</figcaption></figure><p>See <a href="/page/care">care</a>.</p><img src="x" onerror="alert(1)" />';
    const saved = ok(await createProduct(input({ description, translations: { fr: { description: `<p>Entretien</p>${description}` } } })));
    const [row] = await tdb.handle.db.select().from(t.products).where(eq(t.products.id, saved.id));
    const picture = /<img [^>]*src="\/uploads\/2026\/11\/room\.webp"/;
    expect(row.description).toMatch(picture);
    expect(row.description).not.toContain('onerror');
    const page = (await getStoreProduct(saved.slug))!;
    // the page shows what the editor kept: one policy on save and on read
    expect(page.description).toBe(row.description);
    expect(page.description).toContain('<figcaption>Fitted in Surrey</figcaption>');
    expect(page.translations?.fr?.description).toBe((row.translations as { fr: { description: string } }).fr.description);
    expect(page.translations?.fr?.description).toMatch(picture);
  });

  it("keeps each variant's own picture, and the store's product page opens the gallery on it", async () => {
    actAs(actors.staffEdit);
    const images = [
      { url: '/uploads/2026/11/red.webp', alt: 'Red' },
      { url: '/uploads/2026/11/blue.webp', alt: 'Blue' },
    ];
    const base = variable({ images, published: true });
    const variants = base.variants.map((v) => ({ ...v, image: v.colorId === ref.blue ? images[1].url : '' }));
    const saved = ok(await createProduct({ ...base, variants }));
    const got = ok(await getProduct({ id: saved.id }));
    expect(got.variants.filter((v) => v.image === images[1].url).map((v) => v.colorId)).toEqual([ref.blue, ref.blue]);
    expect(got.variants.filter((v) => v.image === '')).toHaveLength(2);
    const page = (await getStoreProduct(saved.slug, tdb.handle.db))!;
    const blue = page.variants.find((v) => v.color?._id === ref.blue)!;
    expect(blue.image).toBe(images[1].url);
    expect(galleryImages(page, blue.image)[0].url).toBe(images[1].url);
    expect(openingGalleryImage({ ...page, variants: [blue] })).toBe(images[1].url);
    // a picture that is not the product's is refused, and nothing is written
    const refused = await createProduct({ ...base, variants: variants.map((v) => ({ ...v, image: '/uploads/2026/11/other.webp' })) });
    expect(refused).toMatchObject({ ok: false, status: 400, fieldErrors: { 'variants.0.image': 'invalid' } });
  });

  it('saves a product with two options besides colour; the shop page, filters, facets and cart name every combination', async () => {
    actAs(actors.staffEdit);
    const [mm8, mm12] = ref.values;
    const [in5, in7] = ref.otherValues;
    const variant = (colorId: string, values: string[], quantity: number) => ({
      colorId,
      attributeValueIds: values,
      sku: `O-${uniq()}`,
      price: values[0] === mm12 ? '40' : '30',
      discount: '',
      quantity,
      image: '',
    });
    const input = variable({
      published: true,
      attributeIds: [ref.attribute, ref.otherAttribute],
      variants: [variant(ref.red, [mm8, in5], 3), variant(ref.red, [mm12, in5], 0), variant(ref.red, [mm12, in7], 9)],
    });
    const saved = ok(await createProduct(input));
    const [row] = await tdb.handle.db.select().from(t.products).where(eq(t.products.id, saved.id));
    expect([row.attributeId, row.attribute2Id, row.attribute3Id]).toEqual([ref.attribute, ref.otherAttribute, null]);
    const got = ok(await getProduct({ id: saved.id }));
    expect(got.attributeIds).toEqual([ref.attribute, ref.otherAttribute]);
    expect(got.variants.map((v) => v.attributeValueIds.join()).sort()).toEqual(
      [`${mm8},${in5}`, `${mm12},${in5}`, `${mm12},${in7}`].sort(),
    );

    // the shop's page: both options in order, each variant's values, in the order staff gave the values
    const page = (await getStoreProduct(saved.slug, tdb.handle.db))!;
    expect(page.options.map((o) => o._id)).toEqual([ref.attribute, ref.otherAttribute]);
    expect(page.variants.map((v) => v.values.map((x) => x?.value))).toEqual([
      ['8 mm', '5 in'],
      ['12 mm', '5 in'],
      ['12 mm', '7 in'],
    ]);
    // a listing filtered by a value of the second option finds it; the facets offer that option's values
    const scope = { categoryId: input.categoryId };
    const found = await listStoreProducts(scope, parseListingQuery({ attr: in7 }), tdb.handle.db, 200);
    // (7 in is this product's alone)
    expect(found.items.map((c) => c._id)).toEqual([saved.id]);
    const facets = await listFacets(scope, tdb.handle.db);
    const width = facets.attributes.find((a) => a.values.some((v) => v.id === in7));
    expect(width?.values.map((v) => v.value)).toEqual(expect.arrayContaining(['5 in', '7 in']));
    // the cart names the line by its colour and every value
    const wide = page.variants[2];
    const quote = (await quoteCart({ items: [{ productId: saved.id, variantId: wide._id, qty: 2 }] }, {}, tdb.handle.db))!;
    expect(quote.lines[0]).toMatchObject({ attributeName: '12 mm / 7 in', qty: 2 });

    // a value of the wrong option, the same attribute twice and a variant missing a value are refused; nothing changes
    const wrongPlace = { ...input, variants: [variant(ref.red, [in5, mm8], 1)] };
    expect(await updateProduct({ id: saved.id, product: wrongPlace })).toMatchObject({
      ok: false,
      fieldErrors: { 'variants.0.attributeValueIds.0': 'invalid', 'variants.0.attributeValueIds.1': 'invalid' },
    });
    expect(await updateProduct({ id: saved.id, product: { ...input, attributeIds: [ref.attribute, ref.attribute] } })).toMatchObject({
      ok: false,
      fieldErrors: { 'product.attributeIds.1': 'optionDuplicate' },
    });
    expect(await updateProduct({ id: saved.id, product: { ...input, variants: [variant(ref.red, [mm8], 1)] } })).toMatchObject({
      ok: false,
      fieldErrors: { 'product.variants.0.attributeValueIds.1': 'required' },
    });
    expect(ok(await getProduct({ id: saved.id })).variants).toHaveLength(3);

    // a save that keeps the combinations keeps the variants (orders point at them)
    const ids = (await tdb.handle.db.select({ id: t.variants.id }).from(t.variants).where(eq(t.variants.productId, saved.id))).map(
      (v) => v.id,
    );
    ok(await updateProduct({ id: saved.id, product: { ...input, variants: got.variants.map((v) => ({ ...v, quantity: 5 })) } }));
    const after = await tdb.handle.db.select().from(t.variants).where(eq(t.variants.productId, saved.id));
    expect(after.map((v) => v.id).sort()).toEqual([...ids].sort());
    expect(after.every((v) => v.quantity === 5)).toBe(true);
  });

  it('makes the slug from the name, unique, and refuses a taken slug as a field error', async () => {
    const name = `Slug Test ${uniq()}`;
    const a = await make({ name });
    const b = await make({ name });
    expect(b.slug).toBe(`${a.slug}-2`);
    actAs(actors.admin);
    const before = await counts();
    expect(await createProduct(input({ slug: a.slug }))).toMatchObject({ ok: false, status: 409, fieldErrors: { slug: 'slugTaken' } });
    expect(await updateProduct({ id: b.id, product: input({ slug: a.slug }) })).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { slug: 'slugTaken' },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a subcategory of another category, a value of another attribute and a sale price above the price', async () => {
    actAs(actors.admin);
    const before = await counts();
    expect(await createProduct(input({ subcategoryId: ref.otherSubcategory }))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { subcategoryId: 'subcategoryMismatch' },
    });
    const bad = variable();
    bad.variants[1].attributeValueIds = [ref.otherValue];
    expect(await createProduct(bad)).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { 'variants.1.attributeValueIds.0': 'invalid' },
    });
    expect(await createProduct(input({ price: '10', discount: '11' }))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { discount: 'discountAbovePrice' },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a new simple product without its stock (no silent 0); a variable product keeps its stock on the variants', async () => {
    actAs(actors.admin);
    const before = await counts();
    const withoutStock = input();
    delete withoutStock.quantity;
    expect(await createProduct(withoutStock)).toMatchObject({ ok: false, status: 400, fieldErrors: { quantity: 'quantityRequired' } });
    expect(await createProduct(input({ quantity: undefined }))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { quantity: 'quantityRequired' },
    });
    expect(await counts()).toEqual(before);
    const saved = ok(await createProduct(variable({ quantity: undefined })));
    const [row] = await tdb.handle.db.select().from(t.products).where(eq(t.products.id, saved.id));
    expect(row.quantity).toBe(0);
    const unlimited = ok(await createProduct(input({ quantity: -1 })));
    const [stored] = await tdb.handle.db.select().from(t.products).where(eq(t.products.id, unlimited.id));
    expect(stored.quantity).toBe(-1);
  });

  it('saves an accessory sold by the tube without a coverage, and refuses a product sold by area without one', async () => {
    actAs(actors.admin);
    const before = await counts();
    expect(await createProduct(input({ unitValue: '' }))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { unitValue: 'coverageRequired' },
    });
    expect(await counts()).toEqual(before);
    const sealant = ok(await createProduct(input({ unit: 'tube', sellUnit: 'tube', unitValue: '' })));
    const [row] = await tdb.handle.db.select().from(t.products).where(eq(t.products.id, sealant.id));
    expect(Number(row.unitValue)).toBe(0);
    // the form shows it empty again, and saving it unchanged keeps it so
    const got = ok(await getProduct({ id: sealant.id }));
    expect(got.unitValue).toBe('');
    ok(
      await updateProduct({
        id: sealant.id,
        product: { ...input({ unit: 'tube', sellUnit: 'tube' }), unitValue: got.unitValue, name: got.name },
      }),
    );
  });

  it('answers field errors that name the rule and its limit', async () => {
    actAs(actors.admin);
    const before = await counts();
    expect(await createProduct(input({ price: '-5', discount: '', name: 'x'.repeat(201), quantity: -2 }))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { price: 'priceAtLeastZero', name: 'maxChars:200', quantity: 'quantityMin' },
    });
    expect(await counts()).toEqual(before);
  });

  it('updates in place: kept variants keep their ids, a renamed slug clears the old and the new page', async () => {
    actAs(actors.admin);
    const saved = ok(await createProduct(variable()));
    const db = tdb.handle.db;
    const old = await db.select().from(t.variants).where(eq(t.variants.productId, saved.id));
    const form = ok(await getProduct({ id: saved.id }));
    const kept = form.variants.filter((v) => v.colorId === ref.red).map((v) => ({ ...v, price: '35' }));
    revalidated.length = 0;
    const newSlug = `renamed-${uniq()}`;
    const res = ok(await updateProduct({ id: saved.id, product: { ...form, slug: newSlug, colorIds: [ref.red], variants: kept } }));
    expect(res.slugs.sort()).toEqual([saved.slug, newSlug].sort());
    expect(revalidated).toEqual(
      expect.arrayContaining([`catalogue:product:${saved.slug}`, `catalogue:product:${newSlug}`, `catalogue:card:${saved.id}`]),
    );
    // the edit moved it into no list and out of none: the lists keep their products, only its card changes
    expect(revalidated).not.toContain('catalogue:listings');
    const now = await db.select().from(t.variants).where(eq(t.variants.productId, saved.id));
    expect(now).toHaveLength(2);
    expect(now.every((v) => v.price === '35.00')).toBe(true);
    expect(now.map((v) => v.id).every((id) => old.some((o) => o.id === id))).toBe(true);
    const audit = await db.select().from(t.auditLog).where(eq(t.auditLog.action, 'product.update'));
    const mine = audit.find((a) => a.entityId === saved.id)!;
    expect((mine.before as { slug: string }).slug).toBe(saved.slug);
    expect((mine.after as { slug: string }).slug).toBe(newSlug);
  });

  it("keeps a simple product's colours through a save, and writes them when they change", async () => {
    actAs(actors.admin);
    const saved = ok(await createProduct(input({ colorIds: [ref.red] })));
    const form = ok(await getProduct({ id: saved.id }));
    expect(form.colorIds).toEqual([ref.red]);
    // a save that changes something else keeps the colour; a save that changes the colours writes them
    ok(await updateProduct({ id: saved.id, product: { ...form, price: '59.99' } }));
    expect(ok(await getProduct({ id: saved.id })).colorIds).toEqual([ref.red]);
    ok(await updateProduct({ id: saved.id, product: { ...form, colorIds: [ref.blue, ref.red] } }));
    expect(ok(await getProduct({ id: saved.id })).colorIds.sort()).toEqual([ref.blue, ref.red].sort());
    const db = tdb.handle.db;
    const colours = await db.select().from(t.productColors).where(eq(t.productColors.productId, saved.id));
    expect(colours.map((c) => c.colorId).sort()).toEqual([ref.blue, ref.red].sort());
  });

  it('duplicates as an unpublished copy with a free slug', async () => {
    actAs(actors.admin);
    const src = ok(
      await createProduct(variable({ published: true, featured: true, images: [{ url: '/uploads/2026/11/x.webp', alt: 'X' }] })),
    );
    const a = ok(await duplicateProduct({ id: src.id }));
    const b = ok(await duplicateProduct({ id: src.id }));
    expect(a.slug).toBe(`${src.slug}-copy`);
    expect(b.slug).toBe(`${src.slug}-copy-2`);
    const copy = ok(await getProduct({ id: a.id }));
    const orig = ok(await getProduct({ id: src.id }));
    expect(copy).toMatchObject({
      name: `${orig.name} (copy)`,
      published: false,
      featured: false,
      sku: '',
      images: orig.images,
      colorIds: orig.colorIds,
    });
    const keys = (vs: typeof orig.variants) => vs.map((v) => `${v.colorId}|${v.attributeValueIds}|${v.price}|${v.quantity}`).sort();
    expect(keys(copy.variants)).toEqual(keys(orig.variants));
    expect(copy.variants.every((v) => v.sku === '')).toBe(true);
    expect(await duplicateProduct({ id: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ ok: false, status: 404 });
  });

  it('refuses to delete a product that is in an order, naming the order; deletes the others all or nothing', async () => {
    const sold = await make();
    const free = await make();
    const db = tdb.handle.db;
    const address = {
      fullName: 'A B',
      phone: '1',
      email: 'a@b.test',
      house: '1',
      city: 'Surrey',
      state: 'BC',
      zipCode: 'V3T',
      country: 'CA',
    };
    const number = `FS-${uniq()}`;
    const [order] = await db
      .insert(t.orders)
      .values({
        number,
        email: 'a@b.test',
        billing: address,
        shipping: address,
        deliveryType: 'pickup',
        deliveryArea: 'store',
        subtotal: '10',
        total: '10',
      })
      .returning();
    await db.insert(t.orderItems).values({
      orderId: order.id,
      productId: sold.id,
      name: 'x',
      slug: sold.slug,
      unit: 'sq ft',
      unitValue: '20',
      unitPrice: '10',
      quantity: 1,
      lineTotal: '10',
    });
    actAs(actors.staffEdit);
    const before = await counts();
    const res = await deleteProducts({ ids: [free.id, sold.id] });
    expect(res).toMatchObject({ ok: false, status: 409, error: 'inUse' });
    expect(!res.ok && String(res.params?.what)).toContain(number);
    expect(await counts()).toEqual(before);
    expect(ok(await deleteProducts({ ids: [free.id] })).ids).toEqual([free.id]);
    expect(await db.select().from(t.products).where(eq(t.products.id, free.id))).toHaveLength(0);
    expect(revalidated).toContain(`catalogue:product:${free.slug}`);
  });

  it('lists with search on name and SKU, filters and sorts on the server', async () => {
    const tag = uniq();
    const a = await make({ name: `Zebra ${tag} Alpha`, price: '10', discount: '', published: false, quantity: 0 });
    await make({ name: `Zebra ${tag} Beta`, price: '30', discount: '', sku: `SKU-${tag}`, quantity: -1 });
    actAs(actors.staffView);
    const byName = ok(await listProducts({ q: `zebra ${tag}`, sort: 'price', dir: 'desc' }));
    expect(byName.total).toBe(2);
    expect(byName.rows.map((r) => r.price)).toEqual(['30.00', '10.00']);
    expect(byName.rows[1]).toMatchObject({ id: a.id, published: false, quantity: 0, category: expect.any(String) });
    expect(ok(await listProducts({ q: `sku-${tag}` })).rows.map((r) => r.name)).toEqual([`Zebra ${tag} Beta`]);
    expect(ok(await listProducts({ q: tag, published: 'no' })).rows.map((r) => r.id)).toEqual([a.id]);
    expect(ok(await listProducts({ q: tag, stock: 'out' })).rows.map((r) => r.id)).toEqual([a.id]);
    expect(ok(await listProducts({ q: tag, stock: 'in' })).rows.map((r) => r.quantity)).toEqual([-1]);
    // LIKE wildcards are searched literally
    expect(ok(await listProducts({ q: `%${tag}` })).total).toBe(0);
    expect(ok(await listProducts({ q: `_ebra ${tag}` })).total).toBe(0);
    const all = ok(await listProducts({ category: ref.category, pageSize: 10, sort: 'name', dir: 'asc' }));
    expect(all.rows.length).toBeLessThanOrEqual(10);
    expect(all.rows.map((r) => r.name)).toEqual([...all.rows.map((r) => r.name)].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });

  it('refuses a product code another product or variant has (any case), or that the form gives twice, naming the field', async () => {
    const code = `SKU-${uniq()}`;
    const a = await make({ sku: code });
    const b = variable();
    const before = await counts();
    actAs(actors.admin);
    // another product's code, in other letters and spaces, as a product's or a variant's code
    expect(await createProduct(input({ sku: ` ${code.toLowerCase()} ` }))).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { sku: 'skuTaken' },
    });
    const taken = { ...b, variants: b.variants.map((v, i) => (i === 1 ? { ...v, sku: code } : v)) };
    expect(await createProduct(taken)).toMatchObject({ ok: false, status: 409, fieldErrors: { 'variants.1.sku': 'skuTaken' } });
    const twice = { ...b, variants: b.variants.map((v, i) => (i === 2 ? { ...v, sku: b.variants[0].sku.toLowerCase() } : v)) };
    expect(await createProduct(twice)).toMatchObject({ ok: false, status: 409, fieldErrors: { 'variants.2.sku': 'skuRepeated' } });
    expect(await counts()).toEqual(before);

    // a product keeps its own code on a save, and may swap codes between its variants
    const saved = ok(await createProduct(b));
    expect(ok(await updateProduct({ id: a.id, product: input({ sku: code, name: `Renamed ${uniq()}` }) })).id).toBe(a.id);
    const stored = ok(await getProduct({ id: saved.id }));
    const swapped = stored.variants.map((v, i) => ({ ...v, sku: stored.variants[(i + 1) % stored.variants.length].sku }));
    ok(await updateProduct({ id: saved.id, product: { ...b, name: stored.name, variants: swapped } }));
    expect(ok(await getProduct({ id: saved.id })).variants.map((v) => v.sku)).toEqual(swapped.map((v) => v.sku));

    // the database holds each code once whatever writes it: a direct insert of a taken code fails, a freed code is free
    const db = tdb.handle.db;
    await expect(
      db.transaction(async (tx) => {
        await tx.update(t.variants).set({ sku: code.toLowerCase() }).where(eq(t.variants.productId, saved.id));
      }),
    ).rejects.toThrow();
    ok(await updateProduct({ id: a.id, product: input({ sku: '', name: `Freed ${uniq()}` }) }));
    expect(ok(await createProduct(input({ sku: code }))).id).toBeTruthy();
    const [{ n }] = await rows(tdb, sql`select count(*)::int as n from sku_codes where code = ${code.toUpperCase()}`);
    expect(Number(n)).toBe(1);
  });

  it('offers the form its choices', async () => {
    actAs(actors.staffView);
    const o = ok(await productOptions({}));
    expect(o.categories.find((c) => c.id === ref.category)?.subcategories.map((s) => s.id)).toContain(ref.subcategory);
    expect(o.attributes.find((a) => a.id === ref.attribute)?.values.map((v) => v.value)).toEqual(['8 mm', '12 mm']);
    expect(o.colors.length).toBeGreaterThanOrEqual(2);
  });
});

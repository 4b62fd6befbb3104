import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';

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
import { createProduct, getProduct as getDashboardProduct, updateProduct } from '@/server/dashboard/products';
import { attributeCrud, brandCrud, colorCrud } from '@/server/dashboard/catalogue';
import { tourMessageActions } from '@/server/dashboard/content/tours-messages';
import { CATALOGUE_TAGS } from '@/server/catalogue/cache-tags';
import { getProduct } from '@/server/catalogue/get-product';
import { getCompareProducts } from '@/server/catalogue/get-products-by-ids';
import { listFacets } from '@/server/catalogue/list-facets';
import { listProducts } from '@/server/catalogue/list-products';
import { cardBrand, localizeFacets, localizeProduct } from '@/server/catalogue/localize';
import { listTours, localizeTour } from '@/server/content/list-tours';
import { quoteCart } from '@/server/orders/quote-cart';
import { parseListingQuery } from '@/domain/catalogue/listing-query';
import { createActors } from '../support/actors';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const ok = <T>(r: ActionResult<T>): T => {
  if (!r.ok) throw new Error(`${r.status} ${r.error} ${JSON.stringify(r.fieldErrors ?? r.params ?? {})}`);
  return r.data;
};
let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/**
 * Brands, colours, attributes and their values, specifications and tour titles in four languages
 * (docs/requirements.md, "Content in four languages"): saved, validated, read in the page's language, cleared.
 */
describe.each(ENGINES)('catalogue terms in four languages on %s', (engine) => {
  let tdb: TestDatabase;
  let admin: string | null;
  let category: typeof t.categories.$inferSelect;

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    useDbHandle(tdb.handle);
    admin = (await createActors(tdb.handle.db, 'product')).admin;
    [category] = await tdb.handle.db.select().from(t.categories).where(eq(t.categories.slug, 'laminate'));
  });
  afterAll(async () => {
    await tdb?.dispose();
  });
  beforeEach(() => {
    revalidated.length = 0;
    actAs(admin);
  });

  /** A variable product in a new colour and a new attribute's value, with two specification rows. */
  async function variableProduct(over: Partial<ProductFormValues> = {}) {
    const tag = uniq();
    const brand = ok(
      await brandCrud.create({ name: `Lumen ${tag}`, slug: '', logo: '', translations: { fr: { name: `Lumière ${tag}` } } }),
    );
    const color = ok(
      await colorCrud.create({
        name: `Fog ${tag}`,
        hex: '#aabbcc',
        translations: { ar: { name: `ضباب ${tag}` }, fr: { name: `Brume ${tag}` } },
      }),
    );
    const attribute = ok(
      await attributeCrud.create({
        name: `Grade ${tag}`,
        translations: { fr: { name: `Choix ${tag}` } },
        values: [
          { id: '', value: 'Select', translations: { fr: { value: 'Sélect' }, ar: { value: 'مختار' } } },
          { id: '', value: 'Rustic' },
        ],
      }),
    ) as { id: string; name: string; values: { id: string; value: string }[] };
    const product = ok(
      await createProduct({
        ...emptyProductForm(),
        name: `Fogline ${tag}`,
        categoryId: category.id,
        brandId: brand.id,
        type: 'variable',
        unitValue: '20',
        price: '50',
        colorIds: [color.id],
        attributeIds: [attribute.id],
        variants: attribute.values.map((v) => ({
          colorId: color.id,
          attributeValueIds: [v.id],
          sku: '',
          price: '50',
          discount: '',
          quantity: 5,
          image: '',
        })),
        specifications: [
          { name: 'Thickness', value: '12.3 mm', translations: { ar: { name: 'السماكة' }, fr: { name: 'Épaisseur', value: '12,3 mm' } } },
          { name: 'Warranty', value: 'Lifetime residential' },
        ],
        ...over,
      }),
    );
    return { tag, brand, color, attribute, product };
  }

  it('reads the product page’s brand, colours, variants, attribute and specifications in the page’s language, English marked', async () => {
    const { tag, product } = await variableProduct();
    const read = (await getProduct(product.slug))!;
    const ar = localizeProduct(read, 'ar');
    expect(ar.colors[0]).toMatchObject({ name: `ضباب ${tag}` });
    expect(ar.colors[0]).not.toHaveProperty('lang');
    expect(ar.variants.map((v) => v.values[0])).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: 'مختار' }),
        expect.objectContaining({ value: 'Rustic', lang: { value: 'en' } }),
      ]),
    );
    expect(ar.variants[0].color).toMatchObject({ name: `ضباب ${tag}` });
    expect(ar.options).toEqual([{ _id: expect.any(String), name: `Grade ${tag}`, lang: { name: 'en' } }]);
    expect(ar.brand).toMatchObject({ name: `Lumen ${tag}`, lang: { name: 'en' } });
    expect(ar.specifications).toEqual([
      { name: 'السماكة', value: '12.3 mm', lang: { value: 'en' } },
      { name: 'Warranty', value: 'Lifetime residential', lang: { name: 'en', value: 'en' } },
    ]);
    // the room preview still reads the English sizes
    expect(ar.english?.specifications[0]).toEqual({ name: 'Thickness', value: '12.3 mm' });

    const fr = localizeProduct(read, 'fr');
    expect(fr).toMatchObject({ options: [{ name: `Choix ${tag}` }], brand: { name: `Lumière ${tag}` } });
    expect(fr.options[0].lang).toBeUndefined();
    expect(fr.specifications[0]).toEqual({ name: 'Épaisseur', value: '12,3 mm' });
    const en = localizeProduct(read, 'en');
    expect(en.colors[0]).toEqual({ _id: expect.any(String), name: `Fog ${tag}`, hex: '#aabbcc' });
    expect(en).not.toHaveProperty('english');
    expect(JSON.stringify(en)).not.toContain('translations');
  });

  it('names facets, cards, the compare table and the cart in the page’s language', async () => {
    const { tag, product, color } = await variableProduct();
    const facets = localizeFacets(await listFacets({ categoryId: category.id }), 'fr');
    expect(facets.colors.find((c) => c.id === color.id)).toMatchObject({ name: `Brume ${tag}` });
    expect(facets.brands.find((b) => b.name === `Lumière ${tag}`)).toBeTruthy();
    const attr = facets.attributes.find((a) => a.name === `Choix ${tag}`)!;
    expect(attr.values).toEqual([
      expect.objectContaining({ value: 'Sélect' }),
      expect.objectContaining({ value: 'Rustic', lang: { value: 'en' } }),
    ]);
    const bn = localizeFacets(await listFacets({ categoryId: category.id }), 'bn');
    expect(bn.colors.find((c) => c.id === color.id)).toMatchObject({ name: `Fog ${tag}`, lang: { name: 'en' } });

    const card = (await listProducts({ categoryId: category.id }, parseListingQuery({ q: `Fogline ${tag}` }))).items.find(
      (c) => c._id === product.id,
    )!;
    expect(cardBrand(card, 'fr')).toEqual({ name: `Lumière ${tag}`, lang: undefined });
    expect(cardBrand(card, 'ar')).toEqual({ name: `Lumen ${tag}`, lang: 'en' });

    const [compared] = (await getCompareProducts([product.id], undefined, 'fr'))!;
    expect(compared.colors[0]).toMatchObject({ name: `Brume ${tag}` });
    expect(compared.specifications[0]).toEqual({ name: 'Épaisseur', value: '12,3 mm' });

    const variantId = (await tdb.handle.db.select().from(t.variants).where(eq(t.variants.productId, product.id)))[0].id;
    const quote = (await quoteCart({ items: [{ productId: product.id, variantId, qty: 1 }], locale: 'ar' }, {}))!;
    expect(quote.lines[0]).toMatchObject({ colorName: `ضباب ${tag}`, name: `Fogline ${tag}`, lang: { name: 'en' } });
    // without a language (the dashboard's phone orders): English, no marks
    const english = (await quoteCart({ items: [{ productId: product.id, variantId, qty: 1 }] }, {}))!;
    expect(english.lines[0]).toMatchObject({ colorName: `Fog ${tag}` });
    expect(english.lines[0]).not.toHaveProperty('lang');
  });

  it('keeps stored translations on a save without them, replaces them on a save with them, refuses bad ones', async () => {
    const { tag, brand, color, attribute } = await variableProduct();
    const stored = async () => ({
      brand: (await tdb.handle.db.select().from(t.brands).where(eq(t.brands.id, brand.id)))[0].translations,
      color: (await tdb.handle.db.select().from(t.colors).where(eq(t.colors.id, color.id)))[0].translations,
      values: (await tdb.handle.db.select().from(t.attributeValues).where(eq(t.attributeValues.attributeId, attribute.id))).map((v) => [
        v.value,
        v.translations,
      ]),
    });
    const before = await stored();
    ok(await brandCrud.update({ id: brand.id, name: brand.name, slug: brand.slug, logo: '' }));
    ok(await colorCrud.update({ id: color.id, name: color.name, hex: '#aabbcd' }));
    ok(
      await attributeCrud.update({
        id: attribute.id,
        name: `Grade ${tag}`,
        values: attribute.values.map((v) => ({ id: v.id, value: v.value })),
      }),
    );
    expect(await stored()).toEqual(before);

    ok(
      await colorCrud.update({ id: color.id, name: color.name, hex: '#aabbcd', translations: { bn: { name: 'কুয়াশা' }, fr: { name: '' } } }),
    );
    expect((await stored()).color).toEqual({ bn: { name: 'কুয়াশা' } });
    const select = attribute.values.find((v) => v.value === 'Select')!;
    ok(
      await attributeCrud.update({
        id: attribute.id,
        name: `Grade ${tag}`,
        values: [{ id: select.id, value: 'Select', translations: { fr: { value: 'Premier choix' } } }, ...attribute.values.slice(1)],
      }),
    );
    expect((await stored()).values).toContainEqual(['Select', { fr: { value: 'Premier choix' } }]);

    for (const translations of [{ de: { name: 'Nebel' } }, { fr: { title: 'Brume' } }, { fr: { name: 'x'.repeat(81) } }])
      expect(await colorCrud.update({ id: color.id, name: color.name, hex: '#aabbcd', translations })).toMatchObject({
        ok: false,
        status: 400,
      });
    expect(
      await attributeCrud.update({
        id: attribute.id,
        name: `Grade ${tag}`,
        values: [{ id: select.id, value: 'Select', translations: { fr: { value: 'x'.repeat(81) } } }],
      }),
    ).toMatchObject({ ok: false, status: 400 });
    expect((await stored()).color).toEqual({ bn: { name: 'কুয়াশা' } });
  });

  it('keeps each specification row’s translations when the product is saved without them, replaces them when sent', async () => {
    const { product } = await variableProduct();
    const record = ok(await getDashboardProduct({ id: product.id })) as ProductFormValues & { id: string };
    expect(record.specifications[0].translations).toEqual({ ar: { name: 'السماكة' }, fr: { name: 'Épaisseur', value: '12,3 mm' } });
    const specsOf = async () => (await tdb.handle.db.select().from(t.products).where(eq(t.products.id, product.id)))[0].specifications;
    // as the CSV import and older clients send them: no translations, one row renamed
    ok(
      await updateProduct({
        id: product.id,
        product: {
          ...record,
          specifications: [
            { name: 'Thickness', value: '12.3 mm' },
            { name: 'Guarantee', value: 'Lifetime residential' },
          ],
        },
      }),
    );
    expect(await specsOf()).toEqual([
      { name: 'Thickness', value: '12.3 mm', translations: { ar: { name: 'السماكة' }, fr: { name: 'Épaisseur', value: '12,3 mm' } } },
      { name: 'Guarantee', value: 'Lifetime residential' },
    ]);
    ok(
      await updateProduct({
        id: product.id,
        product: {
          ...record,
          specifications: [{ name: 'Thickness', value: '12.3 mm', translations: { fr: { name: 'Épaisseur', value: '' }, bn: {} } }],
        },
      }),
    );
    expect(await specsOf()).toEqual([{ name: 'Thickness', value: '12.3 mm', translations: { fr: { name: 'Épaisseur' } } }]);
    const bad = { ...record, specifications: [{ name: 'Edge', value: 'Square', translations: { fr: { name: 'x'.repeat(101) } } }] };
    expect(await updateProduct({ id: product.id, product: bad })).toMatchObject({ ok: false, status: 400 });
  });

  it('clears what a rename shows: product pages and facets; listings too when cards show it', async () => {
    const { brand, color, attribute, product } = await variableProduct();
    revalidated.length = 0;
    // a colour's French name: the product pages and the facets (the reference tag), not every listing
    ok(await colorCrud.update({ id: color.id, name: color.name, hex: '#aabbcc', translations: { fr: { name: 'Brume claire' } } }));
    expect(revalidated).toContain(CATALOGUE_TAGS.reference);
    expect(revalidated).not.toContain(CATALOGUE_TAGS.listings);
    // its English name orders the variants a card prices: the listings too
    revalidated.length = 0;
    ok(await colorCrud.update({ id: color.id, name: `${color.name} II`, hex: '#aabbcc' }));
    expect(revalidated).toEqual(expect.arrayContaining([CATALOGUE_TAGS.reference, CATALOGUE_TAGS.listings]));
    // a brand's name in any language shows on the cards of its products
    revalidated.length = 0;
    ok(await brandCrud.update({ id: brand.id, name: brand.name, slug: brand.slug, logo: '', translations: { ar: { name: 'لومن' } } }));
    expect(revalidated).toEqual(expect.arrayContaining([CATALOGUE_TAGS.reference, CATALOGUE_TAGS.listings]));
    // the same save again changes nothing a card shows
    revalidated.length = 0;
    ok(await brandCrud.update({ id: brand.id, name: brand.name, slug: brand.slug, logo: '', translations: { ar: { name: 'لومن' } } }));
    expect(revalidated).not.toContain(CATALOGUE_TAGS.listings);
    // an attribute value: its product pages and facets
    revalidated.length = 0;
    ok(
      await attributeCrud.update({
        id: attribute.id,
        name: attribute.name,
        values: attribute.values.map((v) => ({ id: v.id, value: v.value, translations: { bn: { value: 'বাছাই' } } })),
      }),
    );
    expect(revalidated).toContain(CATALOGUE_TAGS.reference);
    // the product's page reads the new name at once (the page's read is tagged with the reference tag)
    expect(localizeProduct((await getProduct(product.slug))!, 'fr').colors[0].name).toBe('Brume claire');
  });

  it('reads the seeded colours, values, specifications and tours in Bengali, Arabic and French', async () => {
    const shaughnessy = (await getProduct('shaughnessy-chestnut-123-mm-laminate'))!;
    const ar = localizeProduct(shaughnessy, 'ar');
    expect(ar.specifications.find((s) => s.name === 'السماكة')).toBeTruthy();
    expect(ar.colors.every((c) => !('lang' in c))).toBe(true);
    const fr = localizeProduct(shaughnessy, 'fr');
    expect(fr.specifications.map((s) => s.name)).toContain('Garantie');
    // a tile's finish and look are translated too; its size, a measurement, stays English
    const calacatta = (await getProduct('calacatta-gold-24x48-high-gloss-porcelain'))!;
    const tileAr = localizeProduct(calacatta, 'ar').specifications;
    expect(tileAr).toContainEqual({ name: 'التشطيب', value: 'عالي اللمعان، مصقول بالكامل' });
    expect(tileAr).toContainEqual({ name: 'المظهر', value: 'رخام كالاكاتا بعروق ذهبية' });
    expect(tileAr).toContainEqual({ name: 'مقاس البلاط', value: '24" x 48" (600 x 1200 mm)', lang: { value: 'en' } });
    expect(localizeProduct(calacatta, 'bn').specifications).toContainEqual({ name: 'চেহারা', value: 'সোনালি শিরার ক্যালাকাটা মার্বেল' });
    const tours = (await listTours()).map((tour) => localizeTour(tour, 'fr'));
    expect(tours.map((tour) => tour.title)).toContain('Bureau en chêne fumé à point de Hongrie');
    expect(tours.every((tour) => !tour.lang)).toBe(true);
  });

  it('saves a tour’s title in four languages; the tours page reads the page’s, English marked', async () => {
    const tactors = await createActors(tdb.handle.db, 'pageSettings');
    actAs(tactors.staffEdit);
    const tour = {
      name: `tour-${uniq()}`,
      title: 'Oak loft',
      image: '/images/tours/x/cover.webp',
      panorama: '/images/tours/x/panorama.webp',
      position: 9,
      published: true,
    };
    const { id } = ok(await tourMessageActions.saveTour({ ...tour, translations: { fr: { title: 'Loft en chêne' }, ar: { title: ' ' } } }));
    expect(revalidated).toContain(CATALOGUE_TAGS.tours);
    const shown = (await listTours()).find((x) => x.id === id)!;
    expect(localizeTour(shown, 'fr')).toMatchObject({ title: 'Loft en chêne' });
    expect(localizeTour(shown, 'ar')).toMatchObject({ title: 'Oak loft', lang: { title: 'en' } });
    // saved again without translations: kept
    ok(await tourMessageActions.saveTour({ id, ...tour, title: 'Oak loft II' }));
    const [row] = await tdb.handle.db.select().from(t.virtualTours).where(eq(t.virtualTours.id, id));
    expect(row.translations).toEqual({ fr: { title: 'Loft en chêne' } });
    expect(await tourMessageActions.saveTour({ id, ...tour, translations: { fr: { title: 'x'.repeat(161) } } })).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});

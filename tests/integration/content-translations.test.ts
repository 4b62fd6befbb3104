import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => void revalidated.push(tag),
  unstable_cache: (fn: unknown) => fn,
}));

import { parseListingQuery } from '@/domain/catalogue/listing-query';
import { emptyProductForm, type ProductFormValues } from '@/domain/catalogue/product-form';
import type { ActionResult } from '@/lib/action-result';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { createProduct, getProduct, listProducts as listDashboardProducts, updateProduct } from '@/server/dashboard/products';
import { categoryCrud, subcategoryCrud } from '@/server/dashboard/catalogue';
import { CATALOGUE_TAGS } from '@/server/catalogue/cache-tags';
import { getProduct as getStoreProduct } from '@/server/catalogue/get-product';
import { getCompareProducts } from '@/server/catalogue/get-products-by-ids';
import { listCategories } from '@/server/catalogue/list-categories';
import { listProducts } from '@/server/catalogue/list-products';
import { resolveCategoryPath } from '@/server/catalogue/resolve-category';
import { searchProducts, suggestSearch } from '@/server/catalogue/search-products';
import { cardName, localizeCategories, localizeCategoryPath, localizeProduct } from '@/server/catalogue/localize';
import { createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const ok = <T>(r: ActionResult<T>): T => {
  if (!r.ok) throw new Error(`${r.status} ${r.error} ${JSON.stringify(r.fieldErrors ?? r.params ?? {})}`);
  return r.data;
};
let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** Content in four languages (docs/requirements.md, "Content in four languages"): saved, validated, read with fallback. */
describe.each(ENGINES)('content translations on %s', (engine) => {
  let tdb: TestDatabase;
  let actors: Record<ActorKind, string | null>;
  let categoryEditor: string | null;
  let category: typeof t.categories.$inferSelect;
  let subcategory: typeof t.subcategories.$inferSelect;

  const input = (over: Partial<ProductFormValues> = {}): ProductFormValues => ({
    ...emptyProductForm(),
    name: `Lumen Oak ${uniq()}`,
    categoryId: category.id,
    subcategoryId: subcategory.id,
    unitValue: '20.5',
    price: '49.99',
    quantity: 12,
    summary: 'Warm white oak for busy rooms',
    description: '<p>Wire-brushed and oiled.</p>',
    ...over,
  });
  const storedTranslations = async (id: string) =>
    (await tdb.handle.db.select({ tr: t.products.translations }).from(t.products).where(eq(t.products.id, id)))[0].tr;

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    useDbHandle(tdb.handle);
    actors = await createActors(tdb.handle.db, 'product');
    categoryEditor = (await createActors(tdb.handle.db, 'category')).staffEdit;
    const db = tdb.handle.db;
    [subcategory] = await db.select().from(t.subcategories).orderBy(asc(t.subcategories.slug)).limit(1);
    [category] = await db.select().from(t.categories).where(eq(t.categories.id, subcategory.categoryId));
  });
  afterAll(async () => {
    await tdb?.dispose();
  });
  beforeEach(() => {
    revalidated.length = 0;
    actAs(actors.staffEdit);
  });

  it('stores the translations without blank texts, the description sanitised as the English one', async () => {
    const saved = ok(
      await createProduct(
        input({
          translations: {
            fr: { name: '  Chêne Lumen  ', summary: 'Chêne blanc chaleureux', description: '<p>Brossé</p><script>alert(1)</script>' },
            ar: { name: '', summary: ' ', description: '' },
            bn: { name: 'লুমেন ওক' },
          },
        }),
      ),
    );
    expect(await storedTranslations(saved.id)).toEqual({
      fr: { name: 'Chêne Lumen', summary: 'Chêne blanc chaleureux', description: '<p>Brossé</p>' },
      bn: { name: 'লুমেন ওক' },
    });
    const record = ok(await getProduct({ id: saved.id }));
    expect(record.translations?.fr?.name).toBe('Chêne Lumen');
  });

  it('refuses an unknown language, an unknown field and a text over the English limit, and writes nothing', async () => {
    const saved = ok(await createProduct(input({ translations: { fr: { name: 'Avant' } } })));
    const product = input({ name: 'Unchanged name' });
    const refusals = [
      { translations: { de: { name: 'Eiche' } } },
      { translations: { fr: { colour: 'blanc' } } },
      { translations: { ar: { name: 'ب'.repeat(201) } } },
    ];
    for (const over of refusals) {
      const res = await updateProduct({ id: saved.id, product: { ...product, ...(over as Partial<ProductFormValues>) } });
      expect(res).toMatchObject({ ok: false, status: 400 });
    }
    const long = await updateProduct({ id: saved.id, product: { ...product, translations: { ar: { name: 'ب'.repeat(201) } } } });
    expect(long).toMatchObject({ ok: false, fieldErrors: { 'product.translations.ar.name': 'maxChars:200' } });
    expect(await storedTranslations(saved.id)).toEqual({ fr: { name: 'Avant' } });
  });

  it('lists each product with how far each language is translated', async () => {
    const name = `Completeness Oak ${uniq()}`;
    ok(
      await createProduct(
        input({
          name,
          translations: {
            fr: { name: 'Chêne complet', summary: 'Résumé', description: '<p>Texte</p>' },
            ar: { name: 'بلوط' },
            bn: { description: '<p></p>' },
          },
        }),
      ),
    );
    const list = ok(await listDashboardProducts({ q: name }));
    expect(list.rows.map((r) => r.languages)).toEqual([{ fr: 'complete', ar: 'partial', bn: 'missing' }]);
  });

  it('keeps the stored translations when a save sends none (the CSV import), replaces them when it does', async () => {
    const saved = ok(await createProduct(input({ translations: { fr: { name: 'Chêne' }, ar: { name: 'بلوط' } } })));
    ok(await updateProduct({ id: saved.id, product: input({ name: 'Kept', translations: undefined }) }));
    expect(await storedTranslations(saved.id)).toEqual({ fr: { name: 'Chêne' }, ar: { name: 'بلوط' } });
    const after = ok(
      await updateProduct({ id: saved.id, product: input({ name: 'Kept', translations: { fr: { name: 'Chêne clair' } } }) }),
    );
    expect(await storedTranslations(saved.id)).toEqual({ fr: { name: 'Chêne clair' } });
    // the product's own page is cleared, so a translated name shows at once
    expect(revalidated).toContain(CATALOGUE_TAGS.product(after.slug));
  });

  it('stores a French SEO title and description; the product read for French gives them to its head, not counted as texts', async () => {
    const name = `Seo Oak ${uniq()}`;
    const saved = ok(
      await createProduct(
        input({
          name,
          seoTitle: 'Lumen oak flooring in Surrey',
          translations: {
            fr: { name: 'Chêne Lumen', summary: 'Résumé', description: '<p>Texte</p>', seoTitle: '  Parquet chêne Lumen à Surrey ' },
            ar: { name: 'بلوط لومن', seoDescription: 'أرضيات بلوط' },
          },
        }),
      ),
    );
    expect(await storedTranslations(saved.id)).toEqual({
      fr: { name: 'Chêne Lumen', summary: 'Résumé', description: '<p>Texte</p>', seoTitle: 'Parquet chêne Lumen à Surrey' },
      ar: { name: 'بلوط لومن', seoDescription: 'أرضيات بلوط' },
    });
    // the dashboard's form gets them back
    expect(ok(await getProduct({ id: saved.id })).translations?.fr?.seoTitle).toBe('Parquet chêne Lumen à Surrey');
    // the optional SEO texts do not make a language partly translated
    const list = ok(await listDashboardProducts({ q: name }));
    expect(list.rows[0].languages).toMatchObject({ fr: 'complete', bn: 'missing' });
    // a card carries the names only
    const page = await listProducts({ categoryId: category.id, subcategoryId: subcategory.id }, parseListingQuery({}));
    expect(page.items.find((c) => c._id === saved.id)!.translations).toEqual({ fr: { name: 'Chêne Lumen' }, ar: { name: 'بلوط لومن' } });

    const stored = (await getStoreProduct(saved.slug))!;
    expect(localizeProduct(stored, 'fr').seo).toMatchObject({ title: 'Parquet chêne Lumen à Surrey', description: 'Résumé' });
    // Arabic: its own SEO description, its translated name (no Arabic SEO title); Bengali: the English SEO title
    expect(localizeProduct(stored, 'ar').seo).toMatchObject({ title: 'بلوط لومن', description: 'أرضيات بلوط' });
    expect(localizeProduct(stored, 'bn').seo).toMatchObject({ title: 'Lumen oak flooring in Surrey', description: stored.summary });
    expect(localizeProduct(stored, 'en').seo.title).toBe('Lumen oak flooring in Surrey');

    // an over-long French SEO title is refused, and the stored one stays
    const long = await updateProduct({ id: saved.id, product: input({ name, translations: { fr: { seoTitle: 'é'.repeat(121) } } }) });
    expect(long).toMatchObject({ ok: false, fieldErrors: { 'product.translations.fr.seoTitle': 'maxChars:120' } });
    expect((await storedTranslations(saved.id)).fr?.seoTitle).toBe('Parquet chêne Lumen à Surrey');
  });

  it('saves category and subcategory translations; a translated name clears the pages of their products', async () => {
    const made = ok(await createProduct(input()));
    actAs(categoryEditor);
    const base = {
      name: category.name,
      slug: category.slug,
      description: category.description,
      image: category.image ?? '',
      position: category.position,
      published: true,
      seoTitle: category.seoTitle ?? '',
      seoDescription: category.seoDescription ?? '',
    };
    revalidated.length = 0;
    ok(
      (await categoryCrud.update({
        ...base,
        id: category.id,
        translations: { fr: { name: 'Catégorie traduite', description: 'Une description' }, ar: { name: ' ' } },
      })) as ActionResult<unknown>,
    );
    const [c] = await tdb.handle.db.select().from(t.categories).where(eq(t.categories.id, category.id));
    expect(c.translations).toEqual({ fr: { name: 'Catégorie traduite', description: 'Une description' } });
    expect(revalidated).toContain(CATALOGUE_TAGS.categories);
    expect(revalidated).toContain(CATALOGUE_TAGS.product(made.slug));

    // a description-only change leaves the product pages alone (their breadcrumb shows names only)
    revalidated.length = 0;
    ok(
      (await categoryCrud.update({
        ...base,
        id: category.id,
        translations: { fr: { name: 'Catégorie traduite', description: 'Une autre description' } },
      })) as ActionResult<unknown>,
    );
    expect(revalidated).toContain(CATALOGUE_TAGS.categories);
    expect(revalidated).not.toContain(CATALOGUE_TAGS.product(made.slug));

    revalidated.length = 0;
    const sub = {
      categoryId: subcategory.categoryId,
      name: subcategory.name,
      slug: subcategory.slug,
      image: subcategory.image ?? '',
      position: subcategory.position,
      published: subcategory.published,
    };
    ok((await subcategoryCrud.update({ ...sub, id: subcategory.id, translations: { bn: { name: 'উপবিভাগ' } } })) as ActionResult<unknown>);
    const [s] = await tdb.handle.db.select().from(t.subcategories).where(eq(t.subcategories.id, subcategory.id));
    expect(s.translations).toEqual({ bn: { name: 'উপবিভাগ' } });
    expect(revalidated).toContain(CATALOGUE_TAGS.product(made.slug));
    expect(await subcategoryCrud.update({ ...sub, id: subcategory.id, translations: { bn: { name: 'x'.repeat(81) } } })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { 'translations.bn.name': 'tooLong' },
    });
  });

  it('reads the page language with English standing in, marked lang="en", for products, cards and categories', async () => {
    const saved = ok(
      await createProduct(
        input({
          translations: {
            fr: { name: 'Chêne Lumière', summary: 'Chêne blanc chaleureux', description: '<p>Brossé et huilé</p>' },
            ar: { name: 'بلوط لومن' },
          },
        }),
      ),
    );
    // a hand-written row with unsafe HTML is sanitised again when read, as the English description
    await tdb.handle.db.execute(
      `update products set translations = jsonb_set(translations, '{bn}', '{"description": "<p>ok</p><img src=x onerror=alert(1)>"}') where id = '${saved.id}'`,
    );
    const stored = (await getStoreProduct(saved.slug))!;
    expect(stored.translations?.bn?.description).toBe('<p>ok</p><img src="x" />');

    const fr = localizeProduct(stored, 'fr');
    expect(fr).toMatchObject({ name: 'Chêne Lumière', summary: 'Chêne blanc chaleureux', description: '<p>Brossé et huilé</p>' });
    expect(fr.lang).toBeUndefined();
    expect(fr).not.toHaveProperty('translations');
    const ar = localizeProduct(stored, 'ar');
    expect(ar.name).toBe('بلوط لومن');
    expect(ar.summary).toBe('Warm white oak for busy rooms');
    expect(ar.lang).toEqual({ summary: 'en', description: 'en' });
    const en = localizeProduct(stored, 'en');
    expect(en.name).toMatch(/^Lumen Oak /);
    expect(en.lang).toBeUndefined();

    // the breadcrumb's category: translated in French (an earlier test named it), English marked in Arabic
    expect(fr.category).toMatchObject({ name: 'Catégorie traduite' });
    expect(ar.category).toMatchObject({ name: category.name, lang: { name: 'en' } });

    // a card carries the names only, and shows the page's
    const page = await listProducts({ categoryId: category.id, subcategoryId: subcategory.id }, parseListingQuery({}));
    const card = page.items.find((c) => c._id === saved.id)!;
    expect(card.translations).toEqual({ fr: { name: 'Chêne Lumière' }, ar: { name: 'بلوط لومن' } });
    expect(cardName(card, 'fr')).toEqual({ name: 'Chêne Lumière', lang: undefined });
    expect(cardName(card, 'bn')).toEqual({ name: card.name, lang: 'en' });

    // the compare table (in the browser) gets the translated names, not the descriptions
    const [compared] = (await getCompareProducts([saved.id]))!;
    expect(compared.translations).toEqual({ fr: { name: 'Chêne Lumière' }, ar: { name: 'بلوط لومن' } });

    const menu = localizeCategories(await listCategories(), 'fr');
    const translated = menu.find((c) => c._id === category.id)!;
    expect(translated).toMatchObject({ name: 'Catégorie traduite' });
    for (const c of menu) expect(c).not.toHaveProperty('translations');
    const path = localizeCategoryPath((await resolveCategoryPath(category.slug, subcategory.slug))!, 'bn');
    expect(path.subcategory).toMatchObject({ name: 'উপবিভাগ' });
    expect(path.category.lang?.name).toBe('en');
  });

  describe('search', () => {
    let slug: string;
    beforeAll(async () => {
      actAs(actors.staffEdit);
      slug = ok(
        await createProduct(
          input({
            name: 'Quorvex Amber Oak Plank',
            translations: {
              fr: { name: 'Parquet Quorvex chêne doré' },
              bn: { name: 'কোরভেক্স সোনালি ওক' },
              ar: { name: 'باركيه كورفكس بلوط ذهبي' },
            },
          }),
        ),
      ).slug;
    });
    const found = async (q: string) => (await searchProducts(q, 10)).map((r) => r.slug);

    it('finds a product by its name in French, Bengali and Arabic, typos and accents included', async () => {
      expect(await found('chene dore quorvex')).toContain(slug);
      expect(await found('chêne doré')).toContain(slug);
      expect(await found('Parquet Quorvx doré')).toContain(slug);
      expect(await found('কোরভেক্স')).toContain(slug);
      expect(await found('সোনালি ওক')).toContain(slug);
      // Arabic folded: alef with hamza and vowel marks match the plain letters
      expect(await found('كورفكس')).toContain(slug);
      expect(await found('بَلُوط ذَهَبِي كورفكس')).toContain(slug);
    });

    it('still finds the English name, and answers with every name for the page to pick from', async () => {
      expect(await found('quorvex amber')).toContain(slug);
      const [hit] = await searchProducts('quorvex amber', 1);
      expect(hit.translations).toMatchObject({ fr: { name: 'Parquet Quorvex chêne doré' } });
      expect(cardName(hit, 'ar')).toEqual({ name: 'باركيه كورفكس بلوط ذهبي', lang: undefined });
    });

    it('finds a new translated name as soon as it is saved, and a listing search finds it too', async () => {
      const [row] = await tdb.handle.db.select().from(t.products).where(eq(t.products.slug, slug));
      const record = ok(await getProduct({ id: row.id }));
      ok(
        await updateProduct({
          id: row.id,
          product: { ...record, translations: { ...record.translations, fr: { name: 'Lame Zéphyrine miel' } } },
        }),
      );
      expect(await found('zephyrine')).toContain(slug);
      expect(await found('chêne doré')).not.toContain(slug);
      const page = await listProducts({ q: 'zéphyrine miel' }, parseListingQuery({}));
      expect(page.items.map((p) => p.slug)).toContain(slug);
    });

    it('offers "did you mean" from the translated words as well', async () => {
      expect(await suggestSearch('zephyrin')).toBe('zephyrine');
    });
  });
});

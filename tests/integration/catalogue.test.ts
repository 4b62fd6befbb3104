import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { parseListingQuery } from '@/domain/catalogue/listing-query';
import { GET as searchRoute } from '@/app/api/home/product_search/route';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { getProduct } from '@/server/catalogue/get-product';
import { listFacets } from '@/server/catalogue/list-facets';
import { listProducts } from '@/server/catalogue/list-products';
import { resolveCategoryPath } from '@/server/catalogue/resolve-category';
import { searchProducts, suggestSearch } from '@/server/catalogue/search-products';
import { getProductCards } from '@/server/catalogue/get-products-by-ids';
import { openingVariant } from '@/domain/catalogue/variants';
import { createProduct, createVariableProduct } from '../factories';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';

describe.each(ENGINES)('catalogue on %s', (engine) => {
  let tdb: TestDatabase;
  const db = () => tdb.handle.db;

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    useDbHandle(tdb.handle);
  });
  afterAll(async () => {
    await tdb?.dispose();
  });

  describe('search', () => {
    it.each([
      ['lamnate', /laminate/i],
      ['walnt', /walnut/i],
      ['herringbon', /herringbone/i],
      ['porcelian', /porcelain/i],
    ])('"%s" finds what a person meant', async (q, meant) => {
      const found = await searchProducts(q, 10, db());
      expect(found.length).toBeGreaterThan(0);
      // the best results are the intended ones
      for (const p of found.slice(0, 3)) expect(p.name).toMatch(meant);
    });

    it('ranks by similarity: the closest name comes first', async () => {
      const found = await searchProducts('kitsilano oak laminat', 5, db());
      expect(found[0].name).toBe('Kitsilano Oak 12.3 mm Laminate');
      const exact = await searchProducts('Deep Cove Walnut', 5, db());
      expect(exact[0].name).toMatch(/^Deep Cove Walnut/);
    });

    it('returns the result fields, and nothing for nonsense, empty or over-long text', async () => {
      const [first] = await searchProducts('herringbon', 1, db());
      expect(Object.keys(first).sort()).toEqual([
        '_id',
        'discount',
        'fromPrice',
        'image',
        'name',
        'price',
        'slug',
        'translations',
        'unit',
        'unitValue',
      ]);
      expect(typeof first.price).toBe('number');
      expect(first.image).toMatch(/^\/images\/catalog\/.+\.webp$/);
      expect(await searchProducts('qqxxzzjj', 10, db())).toEqual([]);
      expect(await searchProducts('   ', 10, db())).toEqual([]);
      expect(await searchProducts('oak '.repeat(40), 10, db())).toEqual([]);
    });

    it.each([
      ['swapped letters', 'kitsialno', 'Kitsilano Oak 12.3 mm Laminate'],
      ['a dropped letter', 'kerrisdal hickory', 'Kerrisdale Hickory 12.3 mm Hand-Scraped Laminate'],
      ['a doubled letter', 'shaughnesssy', 'Shaughnessy Chestnut 12.3 mm Laminate'],
      ['a wrong letter', 'calacatta gild', 'Calacatta Gold 24x48 High Gloss Porcelain'],
      ['a missing space', 'deepcove walnut', 'Deep Cove Walnut 12.3 mm 72-Hour Waterproof Laminate'],
      ['two misspelled words', 'nero marquena porcelan', 'Nero Marquina 24x24 High Gloss Porcelain'],
      ['accents', 'Crêma Marfíl', 'Crema Marfil Sugar 24x24 Porcelain'],
      ['upper case', 'TOFINO ALMOND', 'Tofino Almond Ash 6 1/2" Engineered Hardwood'],
      ['a prefix being typed', 'semiah', 'Semiahmoo Walnut 5.5 mm SPC Vinyl'],
    ])('%s: "%s" shows the meant product first', async (_kind, q, first) => {
      const found = await searchProducts(q, 10, db());
      expect(found[0]?.name).toBe(first);
    });

    it('matches misspelled words against the word table, then products through their words (both indexed)', async () => {
      // a product saved later joins the vocabulary through the trigger
      const [cat] = await db().select({ id: t.categories.id }).from(t.categories).limit(1);
      await db()
        .insert(t.products)
        .values({
          name: 'Zebrawood Quokka Plank',
          slug: `zebrawood-quokka-${engine}`,
          categoryId: cat.id,
          unit: 'sq ft',
          unitValue: '20',
          price: '50',
          discount: '50',
        });
      const [row] = await rows(tdb, sql`select search_words from products where slug = ${`zebrawood-quokka-${engine}`}`);
      expect(row.search_words).toEqual(['plank', 'quokka', 'zebrawood']);
      expect((await searchProducts('quoka', 5, db()))[0]?.name).toBe('Zebrawood Quokka Plank');
      const plan = await tdb.handle.db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', '0.3', true), set_config('enable_seqscan', 'off', true)`,
        );
        const words = (await tx.execute(sql`explain select word from search_words where 'lamnate' <% word limit 25`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        const products = (await tx.execute(sql`explain select id from products where search_words && array['laminate']`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        return [...words.rows, ...products.rows].map((r) => r['QUERY PLAN']).join('\n');
      });
      // the vocabulary is a few thousand words: scanned through an index either way; the products only through theirs
      expect(plan).toContain('products_search_words_idx');
      expect(plan).not.toContain('Seq Scan on products');
      await db()
        .delete(t.products)
        .where(eq(t.products.slug, `zebrawood-quokka-${engine}`));
    });

    it('finds a product as soon as it is published, renamed or hidden: the word index is read again when its token moves', async () => {
      const token = async () => (await rows(tdb, sql`select version::text as v from search_state`))[0].v as string;
      const found = async (q: string) => (await searchProducts(q, 5, db())).map((r) => r.slug);
      const product = await createProduct(db(), { name: `Wombatwood Plank ${engine}`, published: false });
      expect(await found('wombatwod')).toEqual([]);
      let before = await token();
      await db().update(t.products).set({ published: true }).where(eq(t.products.id, product.id));
      expect(await token()).not.toBe(before);
      expect(await found('wombatwod')).toEqual([product.slug]);
      // renamed: found by its new word, no longer by the old one
      before = await token();
      await db()
        .update(t.products)
        .set({ name: `Numbatwood Plank ${engine}` })
        .where(eq(t.products.id, product.id));
      expect(await token()).not.toBe(before);
      expect(await found('numbatwod')).toEqual([product.slug]);
      expect(await found('wombatwod')).toEqual([]);
      // an order's stock and sales leave the token (the best-selling order refreshes with the revalidate time)
      before = await token();
      await db().update(t.products).set({ quantity: 3, sold: 9 }).where(eq(t.products.id, product.id));
      expect(await token()).toBe(before);
      // a transaction rolled back leaves it too
      await db()
        .transaction(async (tx) => {
          await tx.update(t.products).set({ published: false }).where(eq(t.products.id, product.id));
          tx.rollback();
        })
        .catch(() => {});
      expect(await token()).toBe(before);
      expect(await found('numbatwod')).toEqual([product.slug]);
      // hidden, in a transaction that writes other products too: one new token at its commit
      const other = await createProduct(db(), { name: `Quollwood Plank ${engine}` });
      before = await token();
      await db().transaction(async (tx) => {
        await tx.update(t.products).set({ published: false }).where(eq(t.products.id, product.id));
        await tx
          .update(t.products)
          .set({ name: `Quollwood Board ${engine}` })
          .where(eq(t.products.id, other.id));
        // not before the commit: a search elsewhere would read the index without this transaction's writes
        const inside = (await tx.execute(sql`select version::text as v from search_state`)) as unknown as { rows: { v: string }[] };
        expect(inside.rows[0]).toEqual({ v: before });
      });
      expect(await token()).not.toBe(before);
      expect(await found('numbatwod')).toEqual([]);
      expect(await found('quollwod board')).toEqual([other.slug]);
      await db()
        .delete(t.products)
        .where(inArray(t.products.id, [product.id, other.id]));
      expect(await found('quollwod board')).toEqual([]);
    });

    it('suggests the closest known words when a search finds nothing ("did you mean")', async () => {
      const typed = 'kitsilanno hardwod qxzvbwtpp jjkkllmmnn';
      expect(await searchProducts(typed, 10, db())).toEqual([]);
      expect(await suggestSearch(typed, db())).toBe('kitsilano hardwood qxzvbwtpp jjkkllmmnn');
      // nothing to improve: no suggestion
      expect(await suggestSearch('qxzvbwtpp', db())).toBeNull();
      expect(await suggestSearch('kitsilano', db())).toBeNull();
    });

    it('the API answers {success, product} and an empty query gives an empty list', async () => {
      const res = await searchRoute(new Request('http://x/api/home/product_search?q=porcelian') as never);
      const body = await res.json();
      expect(body.success).toBe(true);
      expect(body.product.length).toBeGreaterThan(0);
      const empty = await (await searchRoute(new Request('http://x/api/home/product_search?q=') as never)).json();
      expect(empty).toEqual({ success: true, product: [] });
    });

    it('the API names each product in the language asked for, English standing in marked (docs/requirements.md, "Content in four languages")', async () => {
      const names = async (lang: string, q = 'stanley%20park') => {
        const res = await searchRoute(new Request(`http://x/api/home/product_search?q=${q}&lang=${lang}`) as never);
        const body = (await res.json()) as { product: { slug: string; name: string; lang?: { name?: string }; translations?: unknown }[] };
        return body.product.find((p) => p.slug === 'stanley-park-american-oak-herringbone')!;
      };
      const bn = await names('bn');
      expect(bn).toMatchObject({ name: 'স্ট্যানলি পার্ক আমেরিকান ওক হেরিংবোন' });
      expect(bn.lang).toBeUndefined();
      const ar = await names('ar');
      expect(ar).toMatchObject({ name: 'باركيه ستانلي بارك بلوط أمريكي بنقشة عظم السمكة' });
      expect(ar.lang).toBeUndefined();
      expect((await names('en')).lang).toBeUndefined();
      expect(bn).not.toHaveProperty('translations');
      // without its Arabic: the English name, marked (asked in other words: the search keeps its answers a while)
      const stored = await db().query.products.findFirst({ where: eq(t.products.slug, 'stanley-park-american-oak-herringbone') });
      const others = { ...stored!.translations };
      delete others.ar;
      await db().update(t.products).set({ translations: others }).where(eq(t.products.id, stored!.id));
      try {
        expect(await names('ar', 'stanley%20park%20herringbone')).toMatchObject({
          name: 'Stanley Park American Oak Herringbone',
          lang: { name: 'en' },
        });
      } finally {
        await db().update(t.products).set({ translations: stored!.translations }).where(eq(t.products.id, stored!.id));
      }
    });
  });

  describe('listing filters', () => {
    it('a category shows only its products, with a total count', async () => {
      const path = (await resolveCategoryPath('laminate', undefined, db()))!;
      const page = await listProducts({ categoryId: path.category._id }, parseListingQuery({}), db());
      const [{ n }] = await rows(
        tdb,
        sql`select count(*)::int as n from products p join categories c on c.id = p.category_id where c.slug = 'laminate'`,
      );
      expect(page.total).toBe(n);
      expect(page.items.every((p) => /Laminate/.test(p.name))).toBe(true);
    });

    it('subcategory slugs are resolved within their category (matt-tiles)', async () => {
      const lam = (await resolveCategoryPath('laminate', 'matt-tiles', db()))!;
      const tiles = (await resolveCategoryPath('tiles', 'matt-tiles', db()))!;
      expect(lam.subcategory!._id).not.toBe(tiles.subcategory!._id);
      const a = await listProducts({ categoryId: lam.category._id, subcategoryId: lam.subcategory!._id }, parseListingQuery({}), db());
      const b = await listProducts({ categoryId: tiles.category._id, subcategoryId: tiles.subcategory!._id }, parseListingQuery({}), db());
      expect(a.items.every((p) => /Laminate/.test(p.name))).toBe(true);
      expect(b.items.every((p) => /Porcelain/.test(p.name))).toBe(true);
      expect(await resolveCategoryPath('laminate', 'gloss-tiles', db())).toBeNull();
      expect(await resolveCategoryPath('no-such-category', undefined, db())).toBeNull();
    });

    it('filters by price range, sale, brand and colour, and sorts by price', async () => {
      const q = parseListingQuery({ min: '20', max: '60', sort: 'price-asc' });
      const page = await listProducts({}, { ...q }, db(), 200);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((p) => p.discount >= 20 && p.discount <= 60)).toBe(true);
      const prices = page.items.map((p) => p.discount);
      expect(prices).toEqual([...prices].sort((x, y) => x - y));

      const sale = await listProducts({}, parseListingQuery({ sale: '1' }), db(), 200);
      expect(sale.total).toBeGreaterThan(0);
      expect(sale.items.every((p) => p.discount < p.price)).toBe(true);

      const brand = await listProducts({}, parseListingQuery({ brand: 'tidewater-vinyl' }), db(), 200);
      expect(brand.total).toBeGreaterThan(0);
      expect(brand.items.every((p) => p.brand === 'Tidewater Vinyl')).toBe(true);

      const facets = await listFacets({}, db());
      const walnut = facets.colors.find((c) => c.name === 'Walnut Brown')!;
      const byColour = await listProducts({}, parseListingQuery({ color: walnut.id }), db(), 200);
      expect(byColour.total).toBe(walnut.count);
      const [{ n }] = await rows(tdb, sql`select count(distinct product_id)::int as n from product_colors where color_id = ${walnut.id}`);
      expect(byColour.total).toBe(n);
    });

    it('filters by attribute value through the variants', async () => {
      const facets = await listFacets({}, db());
      const thickness = facets.attributes.find((a) => a.values.length > 0)!;
      const value = thickness.values[0];
      const page = await listProducts({}, parseListingQuery({ attr: value.id }), db(), 200);
      expect(page.total).toBe(value.count);
      expect(page.items.every((p) => p.type === 'variable')).toBe(true);
    });

    it('paginates with a stable order and a page count', async () => {
      const p1 = await listProducts({}, parseListingQuery({ sort: 'name' }), db(), 10);
      const p2 = await listProducts({}, parseListingQuery({ sort: 'name', page: '2' }), db(), 10);
      expect(p1.pageCount).toBe(Math.ceil(p1.total / 10));
      expect(p2.page).toBe(2);
      expect(p1.items.map((p) => p._id)).not.toContain(p2.items[0]._id);
      expect(p1.items[9].name.localeCompare(p2.items[0].name, 'en', { sensitivity: 'base' })).toBeLessThanOrEqual(0);
    });

    it('a search listing takes the shop filters', async () => {
      const all = await listProducts({ q: 'lamnate' }, parseListingQuery({}), db(), 200);
      const sale = await listProducts({ q: 'lamnate' }, parseListingQuery({ sale: '1' }), db(), 200);
      expect(all.total).toBeGreaterThan(sale.total);
      expect(sale.items.every((p) => /Laminate/.test(p.name) && p.discount < p.price)).toBe(true);
    });
  });

  describe('a variable product is priced by the variant its page opens with', () => {
    it('the card, the search answer and the product page agree, said as "from" when the variants differ', async () => {
      // the product's own price (99) is not what any variant costs; the cheapest (18) is sold out
      const { product } = await createVariableProduct(
        db(),
        [
          { price: '30.00', discount: '30.00', quantity: 5 },
          { price: '20.00', discount: '18.00', quantity: 0 },
          { price: '25.00', discount: '22.00', quantity: -1 },
        ],
        { label: 'Variantprice Maple', price: '99.00', discount: '99.00' },
      );
      const [card] = (await getProductCards([product.id], db()))!;
      expect(card).toMatchObject({ price: 25, discount: 22, fromPrice: true, inStock: true });
      const [found] = await searchProducts(product.name, 1, db());
      expect(found).toMatchObject({ _id: product.id, price: 25, discount: 22, fromPrice: true });
      const page = (await getProduct(product.slug, db()))!;
      expect(openingVariant(page.variants)).toMatchObject({ price: 25, discount: 22 });
      // the product's own price does not leak: the compare table and every reader of the page's data see the same
      expect(page).toMatchObject({ price: 25, discount: 22 });

      // one price for every variant: no "from"
      const same = await createVariableProduct(db(), [{ quantity: 1 }, { quantity: 2 }], { label: 'Sameprice Maple' });
      const [plain] = (await getProductCards([same.product.id], db()))!;
      expect(plain).toMatchObject({ price: 10, discount: 10, fromPrice: false });
      // a simple product keeps its own price
      const simple = await createProduct(db(), { label: 'Simpleprice Maple', price: '12.00', discount: '9.00' });
      expect((await getProductCards([simple.id], db()))![0]).toMatchObject({ price: 12, discount: 9, fromPrice: false });
    });
  });

  describe('stock rule across variants (-1 counts 100000, negatives 0)', () => {
    async function makeVariable(slug: string, quantities: number[]) {
      const [base] = await db().select().from(t.products).where(eq(t.products.type, 'simple')).limit(1);
      const [p] = await db()
        .insert(t.products)
        .values({ ...base, id: undefined, slug, name: `Stock test ${slug}`, type: 'variable', quantity: 0, sku: null })
        .returning({ id: t.products.id });
      await db()
        .insert(t.variants)
        .values(quantities.map((quantity) => ({ productId: p.id, price: '10.00', discount: '10.00', quantity })));
      return p.id;
    }

    it('in stock when the counted sum exceeds 0: -1 counts as 100000, other negatives as 0', async () => {
      await makeVariable('stock-unlimited', [0, -1]);
      await makeVariable('stock-negatives', [-3, 0, -2]);
      await makeVariable('stock-some', [-5, 2]);
      const unlimited = (await getProduct('stock-unlimited', db()))!;
      expect(unlimited.inStock).toBe(true);
      expect(unlimited.stock).toBe(100_000);
      const none = (await getProduct('stock-negatives', db()))!;
      expect(none.inStock).toBe(false);
      expect(none.stock).toBe(0);
      const some = (await getProduct('stock-some', db()))!;
      expect(some.inStock).toBe(true);
      expect(some.stock).toBe(2);

      // the listing's "in stock only" filter agrees with the rule
      const page = await listProducts({ q: 'stock test' }, parseListingQuery({ stock: '1' }), db(), 200);
      const slugs = page.items.map((p) => p.slug);
      expect(slugs).toContain('stock-unlimited');
      expect(slugs).toContain('stock-some');
      expect(slugs).not.toContain('stock-negatives');
      const cards = (await listProducts({ q: 'stock test' }, parseListingQuery({}), db(), 200)).items;
      expect(cards.find((c) => c.slug === 'stock-negatives')!.inStock).toBe(false);
      expect(cards.find((c) => c.slug === 'stock-unlimited')!.stock).toBe(100_000);
    });

    it('a product page has its variants with colour, attribute and sanitised description', async () => {
      const [v] = await rows(
        tdb,
        sql`select p.slug from products p where p.type = 'variable' and p.attribute_id is not null and p.slug not like 'stock-%' limit 1`,
      );
      const p = (await getProduct(String(v.slug), db()))!;
      expect(p.variants.length).toBeGreaterThan(1);
      expect(p.variants.some((x) => x.color && x.values[0])).toBe(true);
      expect(p.options[0].name).toBeTruthy();
      // a variant's own code comes with it (the page shows it for the chosen variant)
      await db().update(t.variants).set({ sku: 'OWN-CODE-1' }).where(eq(t.variants.id, p.variants[1]._id));
      const coded = (await getProduct(String(v.slug), db()))!;
      expect(coded.variants.find((x) => x._id === p.variants[1]._id)!.sku).toBe('OWN-CODE-1');
      await db()
        .update(t.products)
        .set({ description: '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)>' })
        .where(eq(t.products.slug, String(v.slug)));
      // the shop's one rich-text policy: the script and the handler go, the picture stays (docs/security.md)
      expect((await getProduct(String(v.slug), db()))!.description).toBe('<p>ok</p><img src="x" />');
      expect(await getProduct('no-such-product', db())).toBeNull();
      expect(await getProduct('../etc', db())).toBeNull();
    });
  });
});

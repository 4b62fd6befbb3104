import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { LISTING_COUNT_LIMIT, parseListingQuery, SORTS, type RawSearchParams } from '@/domain/catalogue/listing-query';
import { listFacets } from '@/server/catalogue/list-facets';
import { listProducts, listRelatedProducts, type ListingScope } from '@/server/catalogue/list-products';
import { resolveCategoryPath } from '@/server/catalogue/resolve-category';
import { searchProducts, suggestSearch } from '@/server/catalogue/search-products';
import { openDatabase, type Database, type DbHandle } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { seedLargeCatalog } from '@/server/db/seed/seed-large-catalog';
import { explainAsRun, StatementRecorder } from '../../scripts/bench/explain-as-run';
import { nodeReads, wastefulReads } from '../../scripts/bench/plan-reads';
import { createPostgresDatabase } from '../support/database';

/*
 * Every listing, count and search statement the shop makes, EXPLAIN ANALYZEd on PostgreSQL with a large catalogue as
 * it ran (its planner settings replayed): none may read the products table with a sequential scan, and none may pass
 * over more than READ_LIMIT products, whether by walking an index and filtering out what does not match or by reading
 * a large set to return a few (docs/architecture.md, "Search" and "Listings at scale"). Fed the hard cases: empty
 * and rare filter combinations in every sort (a brand of another category, a price band nothing is in), words never
 * found together, very common words. Facets count a whole scope by nature: only their filtering is judged.
 * PostgreSQL only: PGlite's planner statistics are not those of production.
 */
const PRODUCTS = 30_000;
/** A tenth of the catalogue: the walks this test exists for read all of it, a category or a brand at least. */
const READ_LIMIT = 3_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('query plans at scale (PostgreSQL)', () => {
  let created: { url: string; drop(): Promise<void> };
  let handle: DbHandle;
  let pool: pg.Pool;
  const recorder = new StatementRecorder();
  let db: Database;

  beforeAll(async () => {
    created = await createPostgresDatabase('floorshop_plans', inject('seededPostgresTemplate'));
    handle = await openDatabase({ url: created.url, poolSize: 4 });
    await seedLargeCatalog(handle.db, PRODUCTS);
    pool = new pg.Pool({ connectionString: created.url, max: 2 });
    await pool.query('analyze');
    db = drizzle(pool, { schema, logger: recorder }) as unknown as Database;
  }, 600_000);
  afterAll(async () => {
    await pool?.end();
    await handle?.close();
    await created?.drop();
  });

  /** What is wrong with the statements `run` sends, each explained as it ran. */
  async function problemsOf(name: string, run: () => Promise<unknown>, { scansScope = false } = {}): Promise<string[]> {
    recorder.statements = [];
    await run();
    const client = await pool.connect();
    try {
      const out: string[] = [];
      for (const e of await explainAsRun(client, recorder.statements)) {
        const wrong = wastefulReads(e.plan, { table: 'products', limit: READ_LIMIT, scansScope });
        if (nodeReads(e.plan).some((n) => n.node === 'Seq Scan on products')) wrong.push('sequential scan of products');
        if (wrong.length) out.push(`${name}: ${wrong.join('; ')}\n  ${e.query.replace(/\s+/g, ' ').slice(0, 240)}`);
      }
      return out;
    } finally {
      client.release();
    }
  }

  it(
    `no listing, count, facet, related-products or search statement passes over more than ${READ_LIMIT.toLocaleString('en')} of ${PRODUCTS.toLocaleString('en')} products`,
    { timeout: 600_000 },
    async () => {
      const laminate = (await resolveCategoryPath('laminate', undefined, db))!;
      const sub = (await resolveCategoryPath('laminate', '123-mm', db))!;
      const [color] = await db.select({ id: schema.colors.id }).from(schema.colors).limit(1);
      const [attr] = await db.select({ id: schema.attributeValues.id }).from(schema.attributeValues).limit(1);
      const { rows: brands } = await pool.query<{ slug: string; n: number; cheapest: string }>(
        `select b.slug, count(p.id)::int as n, min(p.discount)::text as cheapest from brands b
         left join products p on p.brand_id = b.id and p.category_id = $1 group by b.slug order by count(p.id) desc, b.slug`,
        [laminate.category._id],
      );
      const [own] = brands;
      // a brand that sells nothing in laminate: its filter there matches nothing
      const other = brands.find((b) => b.n === 0)!;
      expect(other, 'a brand without laminate').toBeDefined();
      const low = Math.floor(Number(own.cheapest));
      const scopes: [string, ListingScope][] = [
        ['/shop', {}],
        ['/shop/laminate', { categoryId: laminate.category._id }],
        ['/shop/laminate/123-mm', { categoryId: sub.category._id, subcategoryId: sub.subcategory!._id }],
      ];
      const queries: RawSearchParams[] = [
        {},
        ...SORTS.map((sort) => ({ sort, page: '3' })),
        { min: '20', max: '60' },
        { stock: '1' },
        { sale: '1' },
        { color: color.id },
        { brand: own.slug },
        { attr: attr.id },
        { min: '10', max: '90', stock: '1', sale: '1', sort: 'price-asc', page: '2' },
        // the hard cases, in every sort: a brand of another category with a price band, a band nothing is in,
        // a one-dollar band of the cheapest products, on sale within it
        ...SORTS.flatMap((sort) => [
          { brand: other.slug, min: String(low), max: String(low + 5), sort },
          { min: '5000', max: '6000', sort, page: '2' },
          { brand: own.slug, min: String(low), max: String(low + 1), sort },
          { min: String(low), max: String(low + 1), sale: '1', stock: '1', sort },
        ]),
      ];
      const bad: string[] = [];
      for (const [name, scope] of scopes) {
        for (const q of queries) {
          const label = `${name}?${new URLSearchParams(q as Record<string, string>)}`;
          bad.push(...(await problemsOf(label, () => listProducts(scope, parseListingQuery(q), db))));
        }
        // the whole shop's facets count every product by nature: read once per catalogue change (the data cache)
        if (scope.categoryId) bad.push(...(await problemsOf(`facets of ${name}`, () => listFacets(scope, db), { scansScope: true })));
      }
      const { rows: related } = await pool.query<{ id: string; categoryId: string; subcategoryId: string }>(
        'select id, category_id as "categoryId", subcategory_id as "subcategoryId" from products where subcategory_id is not null limit 1',
      );
      bad.push(...(await problemsOf('related products', () => listRelatedProducts(related[0], 8, db))));
      bad.push(
        ...(await problemsOf('related products of a category', () => listRelatedProducts({ ...related[0], subcategoryId: null }, 8, db))),
      );
      // the search's word index is read once per change of what a search can find (every published product, by
      // nature), then held in memory: read here, before the searches are judged
      await searchProducts('oak', 1, db);
      // typos, words never found together (a vinyl word and a parquet one), very common words, a number, nothing
      for (const text of [
        'lamnate',
        'walnt herringbon',
        'oak',
        'vinyl parquet',
        'vinl parqet',
        'porcelain mm',
        'white oak',
        '24x48',
        'qqxxzzjj',
      ]) {
        bad.push(...(await problemsOf(`search ${text}`, () => searchProducts(text, 10, db))));
        for (const sort of ['', 'price-asc', 'best-selling'])
          bad.push(
            ...(await problemsOf(`/search?q=${text}&sort=${sort}`, () =>
              listProducts({ q: text }, parseListingQuery({ q: text, sort }), db),
            )),
          );
      }
      bad.push(...(await problemsOf('facets of a search', () => listFacets({ q: 'white oak' }, db), { scansScope: true })));
      bad.push(...(await problemsOf('suggest', () => suggestSearch('kitsilanno hardwod', db))));
      expect(bad).toEqual([]);
    },
  );

  it('a broad listing is counted up to the limit ("over 1,000"), a narrower one exactly, an empty one as nothing', async () => {
    const all = await listProducts({}, parseListingQuery({}), db);
    expect(all).toMatchObject({ total: LISTING_COUNT_LIMIT, more: true, pageCount: Math.ceil(LISTING_COUNT_LIMIT / 24) });
    const last = await listProducts({}, parseListingQuery({ page: '999' }), db);
    expect(last.page).toBe(last.pageCount);
    expect(last.items.length).toBeGreaterThan(0);
    // a brand and a one-dollar price band that hold some products but fewer than the limit
    const band = await pool.query(
      `select b.slug, floor(p.discount)::int as low, count(*)::int as n from products p join brands b on b.id = p.brand_id
       where p.published group by b.slug, floor(p.discount) having count(*) between 30 and $1 order by count(*) desc limit 1`,
      [LISTING_COUNT_LIMIT],
    );
    const { slug, low } = band.rows[0];
    const query = { brand: slug, min: String(low), max: String(low + 0.99) };
    const exact = await pool.query(
      `select p.id from products p join brands b on b.id = p.brand_id where p.published and b.slug = $1 and p.discount between $2 and $3
       order by p.name, p.id`,
      [slug, low, low + 0.99],
    );
    expect(exact.rows.length).toBeGreaterThan(24);
    expect(exact.rows.length).toBeLessThanOrEqual(LISTING_COUNT_LIMIT);
    const narrow = await listProducts({}, parseListingQuery(query), db);
    expect(narrow).toMatchObject({ total: exact.rows.length, more: false });
    // read as a small set and sorted: the same pages, in the same order, as the sort asks
    const second = await listProducts({}, parseListingQuery({ ...query, sort: 'name', page: '2' }), db);
    expect(second.items.map((p) => p._id)).toEqual(exact.rows.slice(24, 48).map((r) => r.id));
    const none = await listProducts({}, parseListingQuery({ ...query, min: '5000', max: '6000' }), db);
    expect(none).toMatchObject({ items: [], total: 0, more: false, page: 1 });
  });
});

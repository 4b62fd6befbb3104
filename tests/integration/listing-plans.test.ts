import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import { LISTING_COUNT_LIMIT, parseListingQuery, type RawSearchParams } from '@/domain/catalogue/listing-query';
import { listFacets } from '@/server/catalogue/list-facets';
import { listProducts, type ListingScope } from '@/server/catalogue/list-products';
import { resolveCategoryPath } from '@/server/catalogue/resolve-category';
import { searchProducts, suggestSearch } from '@/server/catalogue/search-products';
import { openDatabase, type Database, type DbHandle } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { seedLargeCatalog } from '@/server/db/seed/seed-large-catalog';
import { createPostgresDatabase } from '../support/database';

/*
 * Every listing query the shop makes (each filter, sort and paging) and the search, EXPLAINed on PostgreSQL with a
 * large catalogue: none may read the products table with a sequential scan (docs/architecture.md, "Search" and
 * "Listings at scale"). The whole shop, category and sub-category listings with every filter, sort and page, their
 * facets, the search and "did you mean".
 * PostgreSQL only: PGlite's planner statistics are not those of production.
 */
const PRODUCTS = 30_000;

class Recorder implements Logger {
  statements: { query: string; params: unknown[] }[] = [];
  logQuery(query: string, params: unknown[]) {
    this.statements.push({ query, params });
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('query plans at scale (PostgreSQL)', () => {
  let created: { url: string; drop(): Promise<void> };
  let handle: DbHandle;
  let pool: pg.Pool;
  const recorder = new Recorder();
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

  /** The plans of the SELECTs `run` makes, each EXPLAINed as it was sent (trigram settings as the search sets them). */
  async function plansOf(run: () => Promise<unknown>): Promise<string[]> {
    recorder.statements = [];
    await run();
    const client = await pool.connect();
    try {
      const out: string[] = [];
      for (const s of recorder.statements.filter((x) => /^\s*(select|with)/i.test(x.query) && !x.query.includes('set_config'))) {
        await client.query('begin');
        try {
          await client.query(
            "select set_config('pg_trgm.similarity_threshold', '0.3', true), set_config('pg_trgm.word_similarity_threshold', '0.3', true)",
          );
          const res = await client.query(`explain ${s.query}`, s.params);
          out.push(res.rows.map((r) => r['QUERY PLAN'] as string).join('\n'));
        } finally {
          await client.query('rollback');
        }
      }
      return out;
    } finally {
      client.release();
    }
  }

  it(
    `no category listing, filter, sort, page or search reads the products table sequentially (${PRODUCTS.toLocaleString('en')} products)`,
    { timeout: 300_000 },
    async () => {
      const laminate = (await resolveCategoryPath('laminate', undefined, db))!;
      const sub = (await resolveCategoryPath('laminate', '123-mm', db))!;
      const [color] = await db.select({ id: schema.colors.id }).from(schema.colors).limit(1);
      const [brand] = await db.select({ slug: schema.brands.slug }).from(schema.brands).limit(1);
      const [attr] = await db.select({ id: schema.attributeValues.id }).from(schema.attributeValues).limit(1);
      const scopes: [string, ListingScope][] = [
        ['/shop', {}],
        ['/shop/laminate', { categoryId: laminate.category._id }],
        ['/shop/laminate/123-mm', { categoryId: sub.category._id, subcategoryId: sub.subcategory!._id }],
      ];
      const queries: RawSearchParams[] = [
        {},
        ...['newest', 'price-asc', 'price-desc', 'name', 'best-selling', 'top-rated'].map((sort) => ({ sort, page: '3' })),
        { min: '20', max: '60' },
        { stock: '1' },
        { sale: '1' },
        { color: color.id },
        { brand: brand.slug },
        { attr: attr.id },
        { min: '10', max: '90', stock: '1', sale: '1', sort: 'price-asc', page: '2' },
      ];
      const bad: string[] = [];
      for (const [name, scope] of scopes) {
        for (const q of queries) {
          for (const plan of await plansOf(() => listProducts(scope, parseListingQuery(q), db))) {
            if (/Seq Scan on products\b/.test(plan)) bad.push(`${name}?${new URLSearchParams(q as Record<string, string>)}\n${plan}`);
          }
        }
        for (const plan of await plansOf(() => listFacets(scope, db))) {
          // the whole shop's brand, colour and attribute counts read every product by nature: they are read once per
          // catalogue change (the data cache, under the catalogue's tags), never per request or per filter
          if (!scope.categoryId && /Group Key/.test(plan)) continue;
          if (/Seq Scan on products\b/.test(plan)) bad.push(`facets of ${name}\n${plan}`);
        }
      }
      for (const text of ['lamnate', 'walnt herringbon', 'oak', 'qqxxzzjj']) {
        for (const plan of await plansOf(() => searchProducts(text, 10, db)))
          if (/Seq Scan on products\b/.test(plan)) bad.push(`search ${text}\n${plan}`);
        for (const plan of await plansOf(() => listProducts({ q: text }, parseListingQuery({ q: text }), db)))
          if (/Seq Scan on products\b/.test(plan)) bad.push(`/search?q=${text}\n${plan}`);
      }
      for (const plan of await plansOf(() => suggestSearch('kitsilanno hardwod', db)))
        if (/Seq Scan on products\b/.test(plan)) bad.push(`suggest\n${plan}`);
      expect(bad).toEqual([]);
    },
  );

  it('a broad listing is counted up to the limit ("over 1,000"), a narrower one exactly', async () => {
    const all = await listProducts({}, parseListingQuery({}), db);
    expect(all).toMatchObject({ total: LISTING_COUNT_LIMIT, more: true, pageCount: Math.ceil(LISTING_COUNT_LIMIT / 24) });
    const last = await listProducts({}, parseListingQuery({ page: '999' }), db);
    expect(last.page).toBe(last.pageCount);
    expect(last.items.length).toBeGreaterThan(0);
    // a brand and a one-dollar price band that hold some products but fewer than the limit
    const band = await pool.query(
      `select b.slug, floor(p.discount)::int as low, count(*)::int as n from products p join brands b on b.id = p.brand_id
       where p.published group by b.slug, floor(p.discount) having count(*) <= $1 order by count(*) desc limit 1`,
      [LISTING_COUNT_LIMIT],
    );
    const { slug, low } = band.rows[0];
    const narrow = await listProducts({}, parseListingQuery({ brand: slug, min: String(low), max: String(low + 0.99) }), db);
    const exact = await pool.query(
      'select count(*)::int as n from products p join brands b on b.id = p.brand_id where p.published and b.slug = $1 and p.discount between $2 and $3',
      [slug, low, low + 0.99],
    );
    expect(exact.rows[0].n).toBeGreaterThan(0);
    expect(exact.rows[0].n).toBeLessThanOrEqual(LISTING_COUNT_LIMIT);
    expect(narrow).toMatchObject({ total: exact.rows[0].n, more: false });
  });
});

/**
 * EXPLAIN ANALYZE of the storefront's hot queries, exactly as the services build them: the services run
 * against a PostgreSQL connection whose Drizzle logger records every statement, which is then explained
 * (inside the same kind of transaction for the trigram search, whose settings are transaction-local).
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import { parseListingQuery } from '../../src/domain/catalogue/listing-query';
import type { Database } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { getProduct } from '../../src/server/catalogue/get-product';
import { listFacets } from '../../src/server/catalogue/list-facets';
import { listProducts } from '../../src/server/catalogue/list-products';
import { resolveCategoryPath } from '../../src/server/catalogue/resolve-category';
import { searchProducts } from '../../src/server/catalogue/search-products';

export interface ExplainedQuery {
  name: string;
  sql: string;
  plan: string;
  ms: number;
  seqScanOnProducts: boolean;
}

export interface ExplainReport {
  products: number;
  queries: ExplainedQuery[];
}

class Recorder implements Logger {
  statements: { query: string; params: unknown[] }[] = [];
  logQuery(query: string, params: unknown[]) {
    this.statements.push({ query, params });
  }
}

export async function explainHotQueries(url: string): Promise<ExplainReport> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const recorder = new Recorder();
  const db = drizzle(pool, { schema, logger: recorder }) as unknown as Database;
  const client = await pool.connect();
  const out: ExplainedQuery[] = [];
  try {
    const [{ n }] = (await client.query('select count(*)::int as n from products')).rows;
    const laminate = (await resolveCategoryPath('laminate', undefined, db))!;

    async function capture(name: string, fn: () => Promise<unknown>, pick: (q: string) => boolean, trigram = false) {
      recorder.statements = [];
      await fn();
      const stmts = recorder.statements.filter((s) => pick(s.query));
      for (const [i, s] of stmts.entries()) {
        await client.query('begin');
        try {
          if (trigram)
            await client.query(
              "select set_config('pg_trgm.similarity_threshold', '0.3', true), set_config('pg_trgm.word_similarity_threshold', '0.3', true), set_config('enable_seqscan', 'off', true)",
            );
          const res = await client.query(`explain (analyze, costs off, timing on) ${s.query}`, s.params as unknown[]);
          const plan = res.rows.map((r) => r['QUERY PLAN'] as string).join('\n');
          const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
          out.push({
            name: stmts.length > 1 ? `${name} (${i + 1}/${stmts.length})` : name,
            sql: s.query,
            plan,
            ms,
            seqScanOnProducts: /Seq Scan on products\b/.test(plan),
          });
        } finally {
          await client.query('rollback');
        }
      }
    }

    const isSelect = (q: string) => /^select/i.test(q.trim()) && !q.includes('set_config');
    await capture(
      'listing /shop/laminate, newest (count + page)',
      () => listProducts({ categoryId: laminate.category._id }, parseListingQuery({}), db),
      isSelect,
    );
    await capture(
      'listing /shop/laminate, in stock + on sale, price up, page 3',
      () =>
        listProducts({ categoryId: laminate.category._id }, parseListingQuery({ stock: '1', sale: '1', sort: 'price-asc', page: '3' }), db),
      isSelect,
    );
    await capture('listing /shop, best selling', () => listProducts({}, parseListingQuery({ sort: 'best-selling' }), db), isSelect);
    await capture('filter facets of /shop/laminate', () => listFacets({ categoryId: laminate.category._id }, db), isSelect);
    await capture('product page', () => getProduct('armani-grey-carving-24x48-porcelain', db), isSelect);
    for (const q of ['lamnate', 'walnt', 'herringbon', 'porcelian', 'oak'])
      await capture(`search "${q}"`, () => searchProducts(q, 10, db), isSelect, true);
    return { products: n, queries: out };
  } finally {
    client.release();
    await pool.end();
  }
}

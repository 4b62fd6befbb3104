/**
 * EXPLAIN ANALYZE of the storefront's hot queries and of the hard cases of docs/architecture.md ("Listings at scale",
 * "Search"), exactly as the services build them: the services run against a PostgreSQL connection whose Drizzle
 * logger records every statement, which is then explained as it ran (explain-as-run.ts: the planner settings a
 * service changes are replayed with it). Each plan says how many products it passed over (plan-reads.ts).
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { parseListingQuery } from '../../src/domain/catalogue/listing-query';
import type { Database } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { getProduct } from '../../src/server/catalogue/get-product';
import { listFacets } from '../../src/server/catalogue/list-facets';
import { listProducts, listRelatedProducts } from '../../src/server/catalogue/list-products';
import { resolveCategoryPath } from '../../src/server/catalogue/resolve-category';
import { searchProducts } from '../../src/server/catalogue/search-products';
import { explainAsRun, StatementRecorder } from './explain-as-run';
import { nodeReads } from './plan-reads';

export interface ExplainedQuery {
  name: string;
  sql: string;
  plan: string;
  ms: number;
  seqScanOnProducts: boolean;
  /** products passed over by the plan's scans of the table (returned + removed) */
  productsRead: number;
}

export interface ExplainReport {
  products: number;
  queries: ExplainedQuery[];
}

export async function explainHotQueries(url: string): Promise<ExplainReport> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const recorder = new StatementRecorder();
  const db = drizzle(pool, { schema, logger: recorder }) as unknown as Database;
  const client = await pool.connect();
  const out: ExplainedQuery[] = [];
  try {
    const [{ n }] = (await client.query('select count(*)::int as n from products')).rows;
    const laminate = (await resolveCategoryPath('laminate', undefined, db))!;
    const lam = { categoryId: laminate.category._id };

    async function capture(name: string, fn: () => Promise<unknown>) {
      recorder.statements = [];
      await fn();
      const explained = await explainAsRun(client, recorder.statements, { text: true });
      for (const [i, e] of explained.entries()) {
        const reads = nodeReads(e.plan).filter((r) => r.relation === 'products');
        out.push({
          name: explained.length > 1 ? `${name} (${i + 1}/${explained.length})` : name,
          sql: e.query,
          plan: e.text!,
          ms: e.ms,
          seqScanOnProducts: reads.some((r) => r.node.startsWith('Seq Scan')),
          productsRead: reads.reduce((sum, r) => sum + r.rows + r.removed, 0),
        });
      }
    }

    const list = (q: Record<string, string>) => () => listProducts(lam, parseListingQuery(q), db);
    await capture('listing /shop/laminate, newest (count + page)', list({}));
    await capture(
      'listing /shop/laminate, in stock + on sale, price up, page 3',
      list({ stock: '1', sale: '1', sort: 'price-asc', page: '3' }),
    );
    await capture('listing /shop, best selling', () => listProducts({}, parseListingQuery({ sort: 'best-selling' }), db));
    // the hard cases: a brand of another category with a price band (nothing matches), a price band by rating
    await capture(
      'hard case: /shop/laminate, a tile brand and a price band, by name',
      list({ brand: 'cascadia-stone', min: '40', max: '45', sort: 'name' }),
    );
    await capture('hard case: /shop/laminate, top rated, a one-dollar price band', list({ sort: 'top-rated', min: '50', max: '51' }));
    await capture('hard case: /shop, top rated, a price band, page 2', () =>
      listProducts({}, parseListingQuery({ sort: 'top-rated', min: '100', max: '104', page: '2' }), db),
    );
    await capture(
      'hard case: /shop/laminate, a price band nothing is in, best selling',
      list({ min: '5000', max: '9000', sort: 'best-selling' }),
    );
    await capture('filter facets of /shop/laminate', () => listFacets(lam, db));
    await capture('product page', () => getProduct('armani-grey-carving-24x48-porcelain', db));
    const [product] = (
      await client.query(
        'select id, category_id as "categoryId", subcategory_id as "subcategoryId" from products where subcategory_id is not null limit 1',
      )
    ).rows;
    await capture('related products (category, subcategory, best selling)', () => listRelatedProducts(product, 8, db));
    // the search's word index (held in memory, read again only when what a search can find changed) is read first
    await capture('search word index, read once per catalogue change', () => searchProducts('oak', 1, db));
    // typos; words never found in one name (vinyl, parquet); very common words
    for (const q of ['lamnate', 'walnt', 'herringbon', 'porcelian', 'oak', 'vinyl park', 'marble classic', 'white oak'])
      await capture(`search "${q}"`, () => searchProducts(q, 10, db));
    return { products: n, queries: out };
  } finally {
    client.release();
    await pool.end();
  }
}

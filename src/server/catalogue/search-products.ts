import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { normaliseSearchText } from '@/domain/catalogue/listing-query';
import { getDb, type DbOrTx } from '@/server/db';
import { products } from '@/server/db/schema';
import type { SearchResultDto } from './dto';

/** Spec §5 and §9: fuzzy search threshold. */
export const SEARCH_THRESHOLD = 0.3;
/** Candidates taken from the trigram index before ranking; bounds the cost of a very common word at 100k products. */
export const SEARCH_CANDIDATES = 200;

/**
 * Runs `fn` in a transaction where the trigram operators use the spec's threshold 0.3: `%` (similarity of the
 * whole name) and `<%` (word_similarity: the best-matching run of words in the name, so that "lamnate" finds
 * "... 12.3 mm Laminate", whose whole-name similarity is far below 0.3). Sequential scans are switched off for
 * the transaction because both planners otherwise prefer a seq scan + limit over the GIN index.
 */
export async function withTrigramThreshold<T>(db: DbOrTx, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(SEARCH_THRESHOLD)}, true), set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_THRESHOLD)}, true), set_config('enable_seqscan', 'off', true)`,
    );
    return fn(tx);
  });
}

/** The condition "name matches q" at threshold 0.3, served by the GIN index products_name_trgm_idx. */
export const nameMatches = (q: string) => sql`(${q} <% ${products.name})`;
/** Rank: similarity of the best-matching words first, then of the whole name. */
export const nameRank = (q: string) => sql`word_similarity(${q}, ${products.name}) desc, similarity(${q}, ${products.name}) desc`;

/** Header search (spec §2, §7): published products whose name fuzzily matches `text`, best first. */
export async function searchProducts(text: string | undefined | null, limit = 10, db?: DbOrTx): Promise<SearchResultDto[]> {
  const q = normaliseSearchText(text)?.toLowerCase();
  if (!q) return [];
  db ??= await getDb();
  return withTrigramThreshold(db, async (tx) => {
    const candidates = tx
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        unit: products.unit,
        unitValue: products.unitValue,
        price: products.price,
        discount: products.discount,
        sold: products.sold,
      })
      .from(products)
      .where(and(eq(products.published, true), nameMatches(q)))
      .limit(SEARCH_CANDIDATES)
      .as('c');
    const rows = await tx
      .select({
        id: candidates.id,
        name: candidates.name,
        slug: candidates.slug,
        unit: candidates.unit,
        unitValue: candidates.unitValue,
        price: candidates.price,
        discount: candidates.discount,
        image: sql<string | null>`(select pi.url from product_images pi where pi.product_id = "c"."id" order by pi.position limit 1)`,
      })
      .from(candidates)
      .orderBy(sql`word_similarity(${q}, ${candidates.name}) desc, similarity(${q}, ${candidates.name}) desc`, desc(candidates.sold), candidates.name)
      .limit(Math.min(Math.max(1, limit), 50));
    return rows.map((r) => ({
      _id: r.id,
      name: r.name,
      slug: r.slug,
      image: r.image,
      unit: r.unit,
      unitValue: Number(r.unitValue),
      price: Number(r.price),
      discount: Number(r.discount),
    }));
  });
}

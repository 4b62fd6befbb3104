import 'server-only';
import { desc, sql } from 'drizzle-orm';
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

/**
 * The condition "name matches q": one of the best candidates found through the word table (candidateIds), whose
 * folded name matches the folded query at the spec's threshold 0.3 (word_similarity).
 */
export const nameMatches = (q: string) => sql`(${products.id} in ${candidateIds(q)} and fs_fold(${q}) <% fs_fold(${products.name}))`;
/** Rank: similarity of the best-matching words first, then of the whole name. */
export const nameRank = (q: string) => sql`word_similarity(fs_fold(${q}), fs_fold(${products.name})) desc, similarity(fs_fold(${q}), fs_fold(${products.name})) desc`;

/** Words of the vocabulary taken per query word, best first: bounds the work of a very short or common word. */
export const SEARCH_WORDS_PER_QUERY_WORD = 25;

/**
 * The products whose words match the query's words (docs/architecture.md, "Search"): each folded query word is
 * matched against the vocabulary (search_words, a few thousand words, trigram index, word_similarity ≥ 0.3, so
 * prefixes and typos count), then the products holding any matched word are found through the GIN index on
 * products.search_words and ranked by how well and how many of their words matched. The cost no longer depends on
 * whether a query was seen before: a misspelling is matched against thousands of words, not 100k names.
 */
function candidateIds(q: string) {
  return sql`(
    with hits as (
      select m.word, max(m.sim) as sim
      from unnest(fs_search_words(${q})) as qw(w)
      cross join lateral (
        select sw.word, word_similarity(qw.w, sw.word) as sim
        from search_words sw
        where qw.w <% sw.word
        order by word_similarity(qw.w, sw.word) desc, sw.word
        limit ${SEARCH_WORDS_PER_QUERY_WORD}
      ) m
      group by m.word
    )
    select p.id
    from products p
    where p.published and p.search_words && (select coalesce(array_agg(h.word), '{}'::text[]) from hits h)
    order by (select sum(h.sim) from hits h where h.word = any(p.search_words)) desc, p.sold desc, p.id
    limit ${SEARCH_CANDIDATES}
  )`;
}

/** Header search (spec §2, §7): published products whose name fuzzily matches `text`, best first. */
export async function searchProducts(text: string | undefined | null, limit = 10, db?: DbOrTx): Promise<SearchResultDto[]> {
  const q = normaliseSearchText(text)?.toLowerCase();
  if (!q) return [];
  db ??= await getDb();
  return withTrigramThreshold(db, async (tx) => {
    const rows = await tx
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        unit: products.unit,
        unitValue: products.unitValue,
        price: products.price,
        discount: products.discount,
        image: sql<string | null>`(select pi.url from product_images pi where pi.product_id = "products"."id" order by pi.position limit 1)`,
      })
      .from(products)
      // the spec's rule on the whole query still decides (word_similarity ≥ 0.3), over the candidates only
      .where(nameMatches(q))
      .orderBy(nameRank(q), desc(products.sold), products.name)
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

/**
 * "Did you mean": each word of the query replaced by the closest word of the vocabulary (trigram similarity ≥ 0.3),
 * when that changes anything. Null when no word has a better-known neighbour.
 */
export async function suggestSearch(text: string | undefined | null, db?: DbOrTx): Promise<string | null> {
  const q = normaliseSearchText(text)?.toLowerCase();
  if (!q) return null;
  db ??= await getDb();
  return withTrigramThreshold(db, async (tx) => {
    const res = (await tx.execute(sql`
      select qw.w as typed, (select sw.word from search_words sw where sw.word % qw.w order by similarity(sw.word, qw.w) desc, sw.word limit 1) as known
      from regexp_split_to_table(fs_fold(${q}), '[^a-z0-9.]+') with ordinality as qw(w, n)
      where qw.w <> ''
      order by qw.n`)) as unknown as { rows: { typed: string; known: string | null }[] };
    const words = res.rows.map((r) => r.known ?? r.typed);
    const suggestion = words.join(' ');
    return res.rows.some((r) => r.known && r.known !== r.typed) ? suggestion : null;
  });
}

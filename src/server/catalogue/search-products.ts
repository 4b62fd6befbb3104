import 'server-only';
import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { normaliseSearchText } from '@/domain/catalogue/listing-query';
import { getDb, type DbOrTx } from '@/server/db';
import { products } from '@/server/db/schema';
import type { SearchResultDto } from './dto';
import { cardColumns, toCard } from './product-columns';
import { bestSellersHolding, searchIndex } from './search-index';

/** Fuzzy search threshold (docs/requirements.md, "Fuzzy matching"). */
export const SEARCH_THRESHOLD = 0.3;
/** Candidates taken from the trigram index before ranking; bounds the cost of a very common word at 100k products. */
export const SEARCH_CANDIDATES = 60;

/**
 * Runs `fn` in a transaction where the trigram operators use the search threshold 0.3: `%` (similarity of the
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

/** Words of the vocabulary taken per query word, best first: bounds the work of a very short or common word. */
export const SEARCH_WORDS_PER_QUERY_WORD = 10;
/** A vocabulary word stands for a query word when its similarity is at least this share of the best one's. */
const CLOSE_ENOUGH = 0.8;

/**
 * Folded as fs_fold folds in the database (migration 0018): Latin accents; Arabic alef forms, ta marbuta and alef
 * maqsura; a character past the end of FOLD_TO (Arabic vowel marks, tatweel) is dropped, as translate() drops it.
 */
const FOLD_FROM = 'àáâäãåæçèéêëìíîïñòóôöõøùúûüýÿœأإآٱةى\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0640';
const FOLD_TO = 'aaaaaaaceeeeiiiinoooooouuuuyyoااااهي';
/** What separates words, as fs_search_words cuts a name: anything but Latin, Bengali and Arabic letters, digits and the point. */
const WORD_SEPARATORS = '[^a-z0-9.\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u024f\\u0980-\\u09ff\\u0620-\\u065f\\u066e-\\u06d3]+';

/** Text folded as fs_fold folds it. */
export function foldText(q: string): string {
  return [...q.toLowerCase()]
    .map((c) => {
      const i = FOLD_FROM.indexOf(c);
      return i < 0 ? c : (FOLD_TO[i] ?? '');
    })
    .join('');
}

/** The query's words as fs_search_words cuts a name: folded, in the order typed, each once, at most 8. */
export function queryWords(q: string): string[] {
  const words = foldText(q)
    .split(new RegExp(WORD_SEPARATORS, 'u'))
    .filter((w) => w !== '' && w !== '.');
  return [...new Set(words)].slice(0, 8);
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * The candidates of a search (docs/architecture.md, "Search"): each query word is matched against the vocabulary
 * (search_words, trigram index, word_similarity ≥ 0.3, so prefixes and typos count; the closest few words); then the
 * SEARCH_CANDIDATES best-selling products that hold a match for every query word, read from the word index held in
 * memory (search-index.ts); if none hold them all, those that hold a match for any. The cost does not depend on
 * whether a query was seen before, nor on the catalogue's size: a misspelling is matched against the vocabulary, not
 * against 100k names, and its words' products are found without a statement.
 */
export async function searchCandidateIds(q: string, tx: DbOrTx): Promise<string[]> {
  const all = queryWords(q);
  // a number is matched exactly (8, 500, 2026): by similarity it would match every other number
  const numbers = all.map((w, i) => ({ w, n: i + 1 })).filter((x) => /^[0-9]+$/.test(x.w));
  const words = all.filter((w) => !/^[0-9]+$/.test(w));
  if (!all.length) return [];
  // the vocabulary's closest words to each query word (the threshold in the statement, so no setting or transaction
  // is needed), and the word index's token in the same statement (one row at least, when nothing matched)
  const hits = (await tx.execute(sql`
    select st.version, m.n, m.word, m.sim
    from (select version::text as version from search_state where id = 1) st
    left join lateral (
      select qw.n::int as n, v.word, v.sim
      from unnest(${textArray(words)}) with ordinality as qw(w, n)
      cross join lateral (
        select sw.word, word_similarity(qw.w, sw.word) as sim from search_words sw
        where ${atThreshold(sql`word_similarity(qw.w, sw.word)`)}
        order by word_similarity(qw.w, sw.word) desc, sw.word
        limit ${SEARCH_WORDS_PER_QUERY_WORD}
      ) v
    ) m on true`)) as unknown as { rows: { version: string | null; n: number | null; word: string | null; sim: number | null }[] };
  const matched = hits.rows.filter((h): h is { version: string | null; n: number; word: string; sim: number } => h.word !== null);
  // per query word, only the words nearly as close as its best match: "walnt" means walnut, not waterproof
  const best = new Map<number, number>();
  for (const h of matched) best.set(Number(h.n), Math.max(best.get(Number(h.n)) ?? 0, Number(h.sim)));
  const groups = new Map<number, string[]>(numbers.map((x) => [1000 + x.n, [x.w]]));
  for (const h of matched) {
    if (Number(h.sim) < best.get(Number(h.n))! * CLOSE_ENOUGH) continue;
    groups.set(Number(h.n), [...(groups.get(Number(h.n)) ?? []), h.word]);
  }
  if (!groups.size) return [];
  const index = await searchIndex(tx, hits.rows[0]?.version ?? '');
  const every = bestSellersHolding(index, [...groups.values()], SEARCH_CANDIDATES);
  if (every.length || groups.size === 1) return every;
  return bestSellersHolding(index, [[...new Set([...groups.values()].flat())]], SEARCH_CANDIDATES);
}

/**
 * The closeness of a product's names to the folded query: the best word similarity and the best similarity among its
 * English and translated names (products.search_names, folded when written; a missing translation is '', which
 * matches nothing).
 */
const closeness = (q: string) => ({
  words: sql<number>`(select max(word_similarity(fs_fold(${q}), n)) from unnest(${products.searchNames}) n)`,
  whole: sql<number>`(select max(similarity(fs_fold(${q}), n)) from unnest(${products.searchNames}) n)`,
});

/** "Matches" (docs/requirements.md, "Fuzzy matching"): a word similarity of at least the threshold, as `<%` compares. */
const atThreshold = (words: SQL) => sql`${words}::float8 >= ${SEARCH_THRESHOLD}::float8`;

/**
 * The condition "name matches q": one of the search's candidates (searchCandidateIds) whose folded name, English or
 * translated, matches the folded query at the threshold 0.3 (word_similarity; docs/requirements.md, "Fuzzy matching").
 */
export const nameMatches = (q: string, candidates: string[]) =>
  candidates.length ? sql`(${inArray(products.id, candidates)} and ${atThreshold(closeness(q).words)})` : sql`false`;
/** Rank: similarity of the best-matching words first, then of the whole name; of the closest of the product's names. */
export const nameRank = (q: string) => sql`${closeness(q).words} desc, ${closeness(q).whole} desc`;

/** Header search (docs/requirements.md, "Header search"): published products whose name fuzzily matches `text`, best first. */
export async function searchProducts(text: string | undefined | null, limit = 10, db?: DbOrTx): Promise<SearchResultDto[]> {
  const q = normaliseSearchText(text)?.toLowerCase();
  if (!q) return [];
  db ??= await getDb();
  // two statements, no transaction: the vocabulary (with the index's token), then the ranking of the candidates
  const candidates = await searchCandidateIds(q, db);
  if (!candidates.length) return [];
  // each name's closeness computed once per candidate, for the rule and the rank alike
  const close = db
    .select({
      words: sql<number>`max(word_similarity(fs_fold(${q}), n))`.as('words'),
      whole: sql<number>`max(similarity(fs_fold(${q}), n))`.as('whole'),
    })
    .from(sql`unnest(${products.searchNames}) n`)
    .as('close');
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoinLateral(close, sql`true`)
    .where(and(inArray(products.id, candidates), atThreshold(sql`${close.words}`)))
    .orderBy(desc(close.words), desc(close.whole), desc(products.sold), products.name)
    .limit(Math.min(Math.max(1, limit), 50));
  // a search answer is the card's fields the dropdown shows, priced as the card
  return rows.map((r) => {
    const { _id, name, slug, image, unit, unitValue, price, discount, fromPrice, translations } = toCard(r);
    return { _id, name, slug, image, unit, unitValue, price, discount, fromPrice, translations };
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
      from regexp_split_to_table(fs_fold(${q}), ${WORD_SEPARATORS}) with ordinality as qw(w, n)
      where qw.w <> ''
      order by qw.n`)) as unknown as { rows: { typed: string; known: string | null }[] };
    const words = res.rows.map((r) => r.known ?? r.typed);
    const suggestion = words.join(' ');
    return res.rows.some((r) => r.known && r.known !== r.typed) ? suggestion : null;
  });
}

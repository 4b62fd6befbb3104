import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db';
import { withPlannerSettings } from '@/server/db/planner-settings';
import { CATALOGUE_REVALIDATE_SECONDS } from './cache-tags';

/**
 * The search's word index, held in memory (docs/architecture.md, "Search"): every published product in best-selling
 * order (sold desc, id), and for every word of their names (products.search_words) the positions of the products
 * holding it. With it the candidates of a search (the best sellers holding a match for every query word) cost a pass
 * over the matched words' lists, in microseconds, instead of statements whose cost grows with the catalogue.
 *
 * It is read again when the search_state token moved (a committed change of which products a search can find:
 * added, deleted, renamed, translated, published or hidden; on every instance, since the token is in the database)
 * and when it is older than the catalogue's revalidate time (the best-selling order, which orders move, refreshes
 * then, as related products' does).
 */
export interface SearchIndex {
  /** the search_state token the index was read with */
  version: string;
  /** when it was read (ms) */
  loadedAt: number;
  /** how many published products it holds */
  size: number;
  /** the id of the product at a position, best sellers first */
  id(ordinal: number): string;
  /**
   * the positions of the products whose names hold a folded word, ascending; a word of one product is its position
   * alone (which saves an array per such word); undefined for a word no published product holds
   */
  holders(word: string): Int32Array | number | undefined;
  /** how many distinct words it knows */
  words: number;
}

/** Length of an id (a uuid) in the joined list of ids, with its separator. */
const ID_STRIDE = 37;

/** A number without a leading zero that fits an Int32Array: kept apart when a single product holds it. */
const SMALL_NUMBER = /^[1-9][0-9]{0,8}$/;

/** `holders` of the index: the map, else the sorted single-product numbers (binary search). */
const holdersOf =
  (postings: Map<string, Int32Array | number>, numbers: Int32Array, numberHolders: Int32Array) =>
  (word: string): Int32Array | number | undefined => {
    const found = postings.get(word);
    if (found !== undefined || !SMALL_NUMBER.test(word)) return found;
    const n = Number(word);
    let lo = 0;
    let hi = numbers.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (numbers[mid] === n) return numberHolders[mid];
      if (numbers[mid] < n) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  };

/** The id at a position of the joined list. */
const idAt =
  (orderedIds: string) =>
  (ordinal: number): string =>
    orderedIds.substr(ordinal * ID_STRIDE, 36);

/**
 * Makes the index from the published products' ids in best-selling order (uuids joined by commas, kept as that one
 * string), then their words, added in batches in any order (`add`: each product's id and its words joined by spaces).
 */
export function searchIndexBuilder(version: string, orderedIds: string, loadedAt = Date.now()) {
  const size = orderedIds ? (orderedIds.length + 1) / ID_STRIDE : 0;
  const id = idAt(orderedIds);
  const ordinals = new Map<string, number>();
  for (let o = 0; o < size; o++) ordinals.set(id(o), o);
  const lists = new Map<string, number[]>();
  return {
    add(rows: Iterable<{ id: string; words: string }>): void {
      for (const row of rows) {
        const o = ordinals.get(row.id);
        if (o === undefined) continue;
        for (const word of row.words.split(' ')) {
          if (!word) continue;
          const list = lists.get(word);
          if (list) list.push(o);
          else lists.set(word, [o]);
        }
      }
    },
    done(): SearchIndex {
      const postings = new Map<string, Int32Array | number>();
      // most words of one product are its own number ("#55738"): kept as sorted pairs of number and position, 8 bytes
      // each, rather than as 100,000 entries of the map at 100k products
      const single: [number, number][] = [];
      for (const [word, list] of lists) {
        if (list.length === 1 && SMALL_NUMBER.test(word)) single.push([Number(word), list[0]]);
        else postings.set(word, list.length === 1 ? list[0] : Int32Array.from(list).sort());
      }
      single.sort((x, y) => x[0] - y[0]);
      const numbers = Int32Array.from(single, ([n]) => n);
      const numberHolders = Int32Array.from(single, ([, o]) => o);
      const words = postings.size + single.length;
      // the index keeps none of what made it (a closure made here would hold these through their shared scope)
      ordinals.clear();
      lists.clear();
      single.length = 0;
      return { version, loadedAt, size, words, id, holders: holdersOf(postings, numbers, numberHolders) };
    },
  };
}

/** At most 8 query words (queryWords), one bit each. */
const MAX_GROUPS = 8;

/**
 * The first `limit` ids, best sellers first, of the products holding at least one word of every group (a group: the
 * vocabulary words that stand for one query word, or a number typed).
 */
export function bestSellersHolding(index: SearchIndex, groups: string[][], limit: number): string[] {
  if (!groups.length || groups.length > MAX_GROUPS) return [];
  const lists = groups.map((words) => words.map((w) => index.holders(w)).filter((l) => l !== undefined));
  if (lists.some((group) => !group.length)) return [];
  const marks = new Uint8Array(index.size);
  lists.forEach((group, i) => {
    const bit = 1 << i;
    for (const list of group) {
      if (typeof list === 'number') marks[list] |= bit;
      else for (let k = 0; k < list.length; k++) marks[list[k]] |= bit;
    }
  });
  const all = (1 << groups.length) - 1;
  const out: string[] = [];
  for (let o = 0; o < marks.length && out.length < limit; o++) if (marks[o] === all) out.push(index.id(o));
  return out;
}

/** Older than this, the index is read again (the best-selling order moves with orders, which leave the token). */
const SEARCH_INDEX_MAX_AGE_MS = CATALOGUE_REVALIDATE_SECONDS * 1000;
/** Indexes kept at once (a process serves one database; tests may read two). */
const KEPT = 2;

const g = globalThis as typeof globalThis & { __floorshopSearchIndexes?: Map<string, Promise<SearchIndex>> };
const held = () => (g.__floorshopSearchIndexes ??= new Map());

type Rows<T> = { rows: T[] };

/**
 * The words are read in 16 statements, one per first hex digit of the product's id: each a bitmap scan of the primary
 * key reading the table in its own order (10 statements walking the key in order read the rows in random order, three
 * times slower at 100k products), and the memory of one sixteenth of the rows at a time.
 */
const ID_RANGES = [...'0123456789abcdef'].map((digit) => `${digit}0000000-0000-0000-0000-000000000000`);

/**
 * Reads the index: the token and the ids in best-selling order in one statement, then the products' words by ranges of
 * ids. A product written between the two is stamped with the token read first, so the next search, seeing the token
 * its write moved, reads the index again.
 */
async function loadSearchIndex(tx: DbOrTx): Promise<SearchIndex> {
  // the caller's transaction may have switched sequential scans off (withTrigramThreshold): this read is of everything
  return withPlannerSettings(tx, { enable_seqscan: 'on' }, () => readSearchIndex(tx));
}

async function readSearchIndex(tx: DbOrTx): Promise<SearchIndex> {
  const [head] = (
    (await tx.execute(sql`
      select (select version::text from search_state where id = 1) as version,
        (select string_agg(id::text, ',' order by sold desc, id) from products where published) as ids`)) as unknown as Rows<{
      version: string | null;
      ids: string | null;
    }>
  ).rows;
  const index = searchIndexBuilder(head.version ?? '', head.ids ?? '');
  for (const [i, from] of ID_RANGES.entries()) {
    const to = ID_RANGES[i + 1];
    const range = to ? sql`id >= ${from}::uuid and id < ${to}::uuid` : sql`id >= ${from}::uuid`;
    index.add(
      (
        (await tx.execute(
          sql`select id::text as id, array_to_string(search_words, ' ') as words from products where published and ${range}`,
        )) as unknown as Rows<{ id: string; words: string }>
      ).rows,
    );
  }
  return index.done();
}

/**
 * The index for the database `tx` reads, whose search_state token the caller read (`version`): the one held for that
 * token while it is young enough, else read again.
 */
export async function searchIndex(tx: DbOrTx, version: string): Promise<SearchIndex> {
  const indexes = held();
  const pending = indexes.get(version);
  if (pending) {
    const index = await pending.catch(() => null);
    if (index && Date.now() - index.loadedAt < SEARCH_INDEX_MAX_AGE_MS) return index;
    // only the first caller to find it old or failed reads it again; the others wait for that read
    const newer = indexes.get(version);
    if (newer && newer !== pending) return newer;
  }
  const loading = loadSearchIndex(tx);
  indexes.delete(version);
  indexes.set(version, loading);
  loading.catch(() => indexes.get(version) === loading && indexes.delete(version));
  while (indexes.size > KEPT) indexes.delete(indexes.keys().next().value!);
  return loading;
}

// @ts-check
/**
 * The production server's memory of pages served from cache (server.mjs): the last answer of each page per language
 * and encoding, replayed without entering Next.js while it is current. It is current for MEMO_TTL_MS at most (so
 * Next.js still sees a request now and then and refreshes pages whose revalidate time passed) and only while the
 * page generation has not moved: every store write that clears cache tags (revalidateStore) moves it, in this process
 * at once and, with REDIS_URL, for every instance through a Redis counter that server.mjs reads on each request.
 * The memory is then dropped as a whole; the pages themselves stay in Next.js's cache, cleared by tag exactly.
 */

/** how long a remembered answer is replayed at most */
export const MEMO_TTL_MS = 10_000;
/** answers remembered at most (pages × languages × encodings) */
export const MEMO_MAX_ENTRIES = 2000;
/** search answers remembered at most (queries × encodings), apart from the pages so a flood of queries evicts no page */
export const MEMO_MAX_SEARCHES = 500;

/** @typedef {{ generation: string; at: number; status: number; headers: Record<string, string | string[] | number>; body: Buffer }} MemoEntry */

/** @typedef {{ generation: number; entries: Map<string, MemoEntry>; searches: Map<string, MemoEntry> }} Memo */

/** @returns {Memo} */
export function pageMemo() {
  const g = /** @type {typeof globalThis & { __floorshopPageMemo?: Memo }} */ (globalThis);
  g.__floorshopPageMemo ??= { generation: 0, entries: new Map(), searches: new Map() };
  return g.__floorshopPageMemo;
}

/** Called by every write that clears store pages: the remembered answers of this process are no longer current. */
export function markPagesChangedLocally() {
  const memo = pageMemo();
  memo.generation++;
  memo.entries.clear();
  memo.searches.clear();
}

/** The Redis key of the shared page generation. @param {string} prefix */
export const generationKey = (prefix) => `${prefix}pages:generation`;

/**
 * The current store generation: this process's counter and, with several instances, the shared one (`readShared`:
 * a GET of generationKey); null when the shared one cannot be read now (Redis away): then nothing is replayed.
 * @param {(() => Promise<string | null>) | null} readShared
 * @returns {Promise<string | null>}
 */
export async function currentGeneration(readShared) {
  const local = String(pageMemo().generation);
  if (!readShared) return local;
  try {
    return `${local}:${(await readShared()) ?? 0}`;
  } catch {
    return null;
  }
}

/** @param {string} key @param {string} generation @param {number} [now] @param {'entries' | 'searches'} [store] */
export function recall(key, generation, now = Date.now(), store = 'entries') {
  const e = pageMemo()[store].get(key);
  if (!e || e.generation !== generation || now - e.at > MEMO_TTL_MS) return undefined;
  return e;
}

/** @param {string} key @param {MemoEntry} entry @param {'entries' | 'searches'} [store] */
export function remember(key, entry, store = 'entries') {
  const map = pageMemo()[store];
  map.delete(key);
  map.set(key, entry);
  if (map.size > (store === 'entries' ? MEMO_MAX_ENTRIES : MEMO_MAX_SEARCHES)) map.delete(/** @type {string} */ (map.keys().next().value));
}

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

/** @typedef {{ generation: string; at: number; status: number; headers: Record<string, string | string[] | number>; body: Buffer }} MemoEntry */

/** @returns {{ generation: number; entries: Map<string, MemoEntry> }} */
export function pageMemo() {
  const g = /** @type {typeof globalThis & { __floorshopPageMemo?: { generation: number; entries: Map<string, MemoEntry> } }} */ (globalThis);
  g.__floorshopPageMemo ??= { generation: 0, entries: new Map() };
  return g.__floorshopPageMemo;
}

/** Called by every write that clears store pages: the remembered answers of this process are no longer current. */
export function markPagesChangedLocally() {
  const memo = pageMemo();
  memo.generation++;
  memo.entries.clear();
}

/** The Redis key of the shared page generation. @param {string} prefix */
export const generationKey = (prefix) => `${prefix}pages:generation`;

/** @param {string} key @param {string} generation @param {number} [now] */
export function recall(key, generation, now = Date.now()) {
  const e = pageMemo().entries.get(key);
  if (!e || e.generation !== generation || now - e.at > MEMO_TTL_MS) return undefined;
  return e;
}

/** @param {string} key @param {MemoEntry} entry */
export function remember(key, entry) {
  const memo = pageMemo();
  memo.entries.delete(key);
  memo.entries.set(key, entry);
  if (memo.entries.size > MEMO_MAX_ENTRIES) memo.entries.delete(/** @type {string} */ (memo.entries.keys().next().value));
}

// @ts-check
/**
 * The header search's recent answers in server.mjs (docs/architecture.md, "Search"): every keystroke asks
 * `/api/home/product_search`, and people type the same prefixes, so an answer is replayed for a few seconds without
 * entering Next.js, while no product's card changed (the `catalogue:cards` tag, read from the cache store). Keyed by
 * every query parameter (the language changes the answer) and the encoding; only a GET's whole answer is kept. Bounded
 * by count, apart from the pages, so a flood of distinct queries costs nothing else.
 */
import { LRUCache } from 'lru-cache';

export const SEARCH_MEMO_TTL_MS = 10_000;
export const SEARCH_MEMO_MAX = 500;
/** the tag whose expiry makes every kept answer old (src/server/catalogue/cache-tags.ts, CATALOGUE_TAGS.cards) */
export const SEARCH_MEMO_TAGS = ['catalogue:cards', 'catalogue:categories', 'settings'];

/** @param {URLSearchParams} params @param {string} encoding */
export function searchMemoKey(params, encoding) {
  const pairs = [...params].map(([k, v]) => [k, k === 'q' ? v.trim().toLowerCase().slice(0, 200) : v.slice(0, 50)]);
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return `${new URLSearchParams(pairs)}|${encoding}`;
}

/** @typedef {{ status: number; headers: Record<string, string | string[] | number>; body: Buffer; at: number; kept: number }} SearchAnswer */

/** Headers that belong to one connection or one moment, never replayed. */
const HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * @param {{ lastExpired(tags: string[]): Promise<number | null> }} store
 * @param {{ now?: () => number }} [options]
 */
export function createSearchMemo(store, { now = Date.now } = {}) {
  /** @type {LRUCache<string, SearchAnswer>} */
  const answers = new LRUCache({ max: SEARCH_MEMO_MAX });
  return {
    /** @param {string} key @returns {Promise<SearchAnswer | undefined>} */
    async recall(key) {
      const known = answers.get(key);
      if (!known) return undefined;
      if (now() - known.kept > SEARCH_MEMO_TTL_MS) {
        answers.delete(key);
        return undefined;
      }
      const changed = await store.lastExpired(SEARCH_MEMO_TAGS);
      if (changed === null || changed >= known.at) {
        answers.delete(key);
        return undefined;
      }
      return known;
    },
    /**
     * Keeps a whole answer: one whose body is shorter than its declared length (a HEAD's) never.
     * @param {string} key @param {{ status: number; headers: import('node:http').OutgoingHttpHeaders; body: Buffer }} answer
     * @param {number} askedAt when the request that read it began (a write after that makes it old)
     */
    remember(key, answer, askedAt) {
      const declared = Number(answer.headers['content-length'] ?? answer.body.length);
      if (answer.body.length !== declared) return;
      /** @type {Record<string, string | string[] | number>} */
      const headers = {};
      for (const [k, v] of Object.entries(answer.headers)) if (v !== undefined && !HOP.has(k.toLowerCase())) headers[k] = v;
      answers.set(key, { status: answer.status, headers, body: answer.body, at: askedAt, kept: now() });
    },
    size: () => answers.size,
  };
}

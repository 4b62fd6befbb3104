import type { OutgoingHttpHeaders } from 'node:http';

/** Types of search-memo.mjs. */
export declare const SEARCH_MEMO_TTL_MS: number;
export declare const SEARCH_MEMO_MAX: number;
export declare const SEARCH_MEMO_TAGS: string[];
export declare function searchMemoKey(params: URLSearchParams, encoding: string): string;
export interface SearchAnswer {
  status: number;
  headers: Record<string, string | string[] | number>;
  body: Buffer;
  at: number;
  kept: number;
}
export declare function createSearchMemo(
  store: { lastExpired(tags: string[]): Promise<number | null> },
  options?: { now?: () => number },
): {
  recall(key: string): Promise<SearchAnswer | undefined>;
  remember(key: string, answer: { status: number; headers: OutgoingHttpHeaders; body: Buffer }, askedAt: number): void;
  size(): number;
};

import 'server-only';
import { LRUCache } from 'lru-cache';
import { cacheScope } from '@/server/catalogue/cache-scope';
import { CATALOGUE_TAGS as T } from '@/server/catalogue/cache-tags';
import { processCacheStore } from './process-store';

/**
 * Answers that depend on a query the visitor chooses (search, filtered, sorted or paged listings): kept in this
 * process's memory under a hard bound, never in Next.js's data cache, where every distinct query string would add
 * an entry on disk (or in Redis) that is never removed (docs/architecture.md, "Pages from cache").
 * - at most `max` entries and `maxBytes` of JSON per cache, least recently used dropped first;
 * - an entry lives `ttlMs` at most, and only while none of QUERY_TAGS expired since it was read: a write that changes
 *   a card, a list, the filters, the categories or the settings (revalidateStore), in this process or, with REDIS_URL,
 *   on any instance. An order that changes no card leaves them.
 */
export interface QueryCacheOptions {
  max: number;
  maxBytes: number;
  ttlMs: number;
}

export const QUERY_CACHE_DEFAULTS: QueryCacheOptions = { max: 1000, maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 };

/** What the answers are made of: the tags whose expiry makes them old. */
export const QUERY_TAGS = [T.cards, T.categories, T.reference, T.settings];

export interface QueryCache<A extends unknown[], R> {
  (...args: A): Promise<R>;
  /** entries and JSON bytes held now */
  stats(): { entries: number; bytes: number };
  clear(): void;
}

export function queryCached<A extends unknown[], R extends object>(
  fn: (...args: A) => Promise<R>,
  options: Partial<QueryCacheOptions> = {},
): QueryCache<A, R> {
  const { max, maxBytes, ttlMs } = { ...QUERY_CACHE_DEFAULTS, ...options };
  const lru = new LRUCache<string, { json: string; at: number }>({
    max,
    maxSize: maxBytes,
    sizeCalculation: (v) => Math.max(1, v.json.length),
    ttl: ttlMs,
  });
  const inFlight = new Map<string, Promise<R>>();
  const read = async (...args: A): Promise<R> => {
    // read on every call, so an edit through another instance shows at once; unknown (Redis away): read afresh
    const changed = await (await processCacheStore()).lastExpired(QUERY_TAGS);
    if (changed === null) return fn(...args);
    const key = `${await cacheScope()}|${JSON.stringify(args)}`;
    const hit = lru.get(key);
    if (hit && hit.at > changed) return JSON.parse(hit.json) as R;
    // people type the same prefixes at the same time: one read answers them all
    let pending = inFlight.get(key);
    if (!pending) {
      const at = Date.now();
      pending = fn(...args).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
      const value = await pending;
      const json = JSON.stringify(value);
      // an answer larger than the whole cache is not kept
      if (json.length <= maxBytes) lru.set(key, { json, at });
      return value;
    }
    return JSON.parse(JSON.stringify(await pending)) as R;
  };
  return Object.assign(read, { stats: () => ({ entries: lru.size, bytes: lru.calculatedSize }), clear: () => lru.clear() });
}

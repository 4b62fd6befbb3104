import 'server-only';
import { LRUCache } from 'lru-cache';
import { cacheScope } from '@/server/catalogue/cache-scope';
import { getRedis, redisPrefix } from '@/server/redis/client';
import { currentGeneration, generationKey } from './page-memo.mjs';

/**
 * Answers that depend on a query the visitor chooses (search, filtered, sorted or paged listings): kept in this
 * process's memory under a hard bound, never in Next.js's data cache, where every distinct query string would add
 * an entry on disk (or in Redis) that is never removed (docs/architecture.md, "Pages from cache").
 * - at most `max` entries and `maxBytes` of JSON per cache, least recently used dropped first;
 * - an entry lives `ttlMs` at most, and only while the store generation it was read under is current: every store
 *   write moves it (revalidateStore → markPagesChanged), in this process at once and, with REDIS_URL, on every
 *   instance through the shared counter.
 */
export interface QueryCacheOptions {
  max: number;
  maxBytes: number;
  ttlMs: number;
}

export const QUERY_CACHE_DEFAULTS: QueryCacheOptions = { max: 1000, maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 };

/** The store generation, the shared one read on every call so an edit through another instance shows at once. */
async function storeGeneration(): Promise<string | null> {
  const redis = await getRedis().catch(() => undefined);
  if (redis === undefined) return null;
  return currentGeneration(redis ? () => redis.get(generationKey(redisPrefix())) : null);
}

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
  const lru = new LRUCache<string, { json: string }>({
    max,
    maxSize: maxBytes,
    sizeCalculation: (v) => Math.max(1, v.json.length),
    ttl: ttlMs,
  });
  const inFlight = new Map<string, Promise<R>>();
  const read = async (...args: A): Promise<R> => {
    const generation = await storeGeneration();
    if (generation === null) return fn(...args);
    const key = `${await cacheScope()}|${generation}|${JSON.stringify(args)}`;
    const hit = lru.get(key);
    if (hit) return JSON.parse(hit.json) as R;
    // people type the same prefixes at the same time: one read answers them all
    let pending = inFlight.get(key);
    if (!pending) {
      pending = fn(...args).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
      const value = await pending;
      const json = JSON.stringify(value);
      // an answer larger than the whole cache is not kept
      if (json.length <= maxBytes) lru.set(key, { json });
      return value;
    }
    return JSON.parse(JSON.stringify(await pending)) as R;
  };
  return Object.assign(read, { stats: () => ({ entries: lru.size, bytes: lru.calculatedSize }), clear: () => lru.clear() });
}

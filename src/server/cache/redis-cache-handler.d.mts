import type { Redis } from 'ioredis';

/** Types of redis-cache-handler.mjs (plain JavaScript: Next.js imports it at run time, outside the bundle). */
export declare const RACE_WINDOW_MS: number;

export interface CacheEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: { revalidate: number | false; expire?: number };
}

export interface RedisCacheStore {
  keys: { entry(key: string): string; expired: string; stale: string };
  get(key: string, ctx: { kind: string; tags?: string[]; softTags?: string[]; [k: string]: unknown }): Promise<CacheEntry | null>;
  set(
    key: string,
    data: unknown,
    ctx: { fetchCache?: boolean; tags?: string[]; cacheControl?: { revalidate: number | false; expire?: number }; [k: string]: unknown },
  ): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  pendingTags(): string[];
}

export declare function createRedisCacheStore(opts: {
  redis: Redis;
  prefix: string;
  buildId: string;
  log?: Pick<Console, 'error' | 'log'>;
}): RedisCacheStore;

export default class RedisCacheHandler {
  constructor(ctx: { serverDistDir?: string });
  get(key: string, ctx: unknown): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

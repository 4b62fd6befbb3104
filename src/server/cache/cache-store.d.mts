import type { Redis } from 'ioredis';
import type { EntryHead, PageArtifacts } from './entry-codec.mjs';

/** Types of cache-store.mjs (plain JavaScript: Next.js imports the handler and server.mjs this store outside the bundle). */
export declare const CACHE_MAX_MB_DEFAULT: number;
export declare const CACHE_MEMORY_MB_DEFAULT: number;
export declare function storeKey(key: string): string;
export declare function pageKey(locale: string, path: string): string;

export interface StoredPage {
  page: NonNullable<EntryHead['page']>;
  br: Buffer;
  lastModified: number;
  cacheControl?: EntryHead['cacheControl'];
}
export interface CacheStore {
  get(key: string, ctx: unknown): Promise<{ lastModified: number; value: unknown; cacheControl?: EntryHead['cacheControl'] } | null>;
  set(key: string, value: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  lastExpired(tags: string[]): Promise<number | null>;
  page(key: string): Promise<StoredPage | null>;
  /** resolves when every entry handed to set() so far has been stored or dropped */
  flush(): Promise<void>;
  clear(): Promise<void>;
  stats(): {
    memory: { entries: number; bytes: number };
    disk: { entries: number; bytes: number; maxBytes: number } | null;
    redis: boolean;
  };
  pendingTags(): string[];
}
export declare function createCacheStore(options: {
  dir?: string | null;
  buildId: string;
  maxBytes?: number;
  memoryBytes?: number;
  https?: boolean;
  redis?: Redis | null;
  prefix?: string;
  log?: Pick<Console, 'error' | 'log'>;
  now?: () => number;
}): CacheStore;
export declare function cachedArtifacts(html: string | Buffer, options?: { https?: boolean }): PageArtifacts;
export declare function cacheStore(where?: { distDir?: string }): CacheStore;

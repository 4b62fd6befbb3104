import type { Redis } from 'ioredis';
import type { TagTimes } from './tag-manifest.mjs';

/** Types of redis-store.mjs. */
export declare const RACE_WINDOW_MS: number;
export interface RedisStore {
  keys: { entry(key: string): string; expired: string; stale: string };
  read(
    key: string,
    extraTags: string[],
  ): Promise<{ buf: Buffer; state: 'fresh' | 'stale'; lastModified: number } | { miss: true; at: number | undefined }>;
  write(key: string, buf: Buffer, tags: string[], ttlSeconds: number, since: number | undefined): Promise<boolean>;
  delete(key: string): Promise<void>;
  revalidate(tags: string[], durations?: { expire?: number }): Promise<void>;
  tagTimes(tags: string[]): Promise<((tag: string) => TagTimes | undefined) | null>;
  clear(): Promise<number>;
  pendingTags(): string[];
}
export declare function createRedisStore(opts: {
  redis: Redis;
  prefix: string;
  buildId: string;
  log?: Pick<Console, 'error' | 'log'>;
}): RedisStore;

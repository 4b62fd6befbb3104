import 'server-only';
import { getRedis, redisPrefix } from '@/server/redis/client';
import { generationKey, markPagesChangedLocally } from './page-memo.mjs';

/**
 * After a write cleared store pages by tag: the production server's memory of answers (page-memo.mjs) is dropped here
 * at once and, with REDIS_URL, on every instance (the shared counter they read on each request).
 */
export function markPagesChanged(): void {
  markPagesChangedLocally();
  void getRedis()
    .then((redis) => redis?.incr(generationKey(redisPrefix())))
    .catch((err: unknown) => console.error('[cache] could not tell the other instances that pages changed:', (err as Error).message));
}

import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheScope } from '@/server/catalogue/cache-scope';

type Tags = { tags: string[]; revalidate: number };

/**
 * A read kept in Next's data cache under `tags` (src/server/catalogue/cache-tags.ts), keyed by `key`, its arguments
 * and the identity of the database (cache-scope.ts). A page rendered from it carries the same tags.
 */
export function cached<A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string[], opts: Tags): (...args: A) => Promise<R> {
  return async (...args: A) => {
    try {
      return await unstable_cache(fn, [...key, await cacheScope()], opts)(...args);
    } catch (err) {
      // outside Next.js's request scope (scripts, timers, tests) there is no cache: read directly
      if (err instanceof Error && /incrementalCache missing/.test(err.message)) return fn(...args);
      throw err;
    }
  };
}

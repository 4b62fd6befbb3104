import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheScope } from '@/server/catalogue/cache-scope';

type Tags = { tags: string[]; revalidate: number };

/** Thrown inside the cached function for a miss, so Next.js does not store it. */
class Miss extends Error {}

/**
 * A read kept in Next's data cache under `tags` (src/server/catalogue/cache-tags.ts), keyed by `key`, its arguments
 * and the identity of the database (cache-scope.ts). A page rendered from it carries the same tags.
 * A miss (null or undefined: an unknown product, category or post) is never stored: the arguments come from the
 * URL, and every made-up slug would otherwise add an entry that is never removed.
 */
export function cached<A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string[], opts: Tags): (...args: A) => Promise<R> {
  const storing = async (...args: A): Promise<R> => {
    const value = await fn(...args);
    if (value === null || value === undefined) throw new Miss();
    return value;
  };
  return async (...args: A) => {
    try {
      return await unstable_cache(storing, [...key, await cacheScope()], opts)(...args);
    } catch (err) {
      if (err instanceof Miss) return null as R;
      // outside Next.js's request scope (scripts, timers, tests) there is no cache: read directly
      if (err instanceof Error && /incrementalCache missing/.test(err.message)) return fn(...args);
      throw err;
    }
  };
}

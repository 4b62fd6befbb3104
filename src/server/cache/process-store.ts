import 'server-only';
import type { CacheStore } from './cache-store.mjs';

/**
 * This process's cache store (src/server/cache/cache-store.mjs), as the app's code reaches it: server.mjs and Next.js's
 * cache handler load that module outside the app's bundle and make the store on globalThis; the app uses theirs rather
 * than bundling a second copy. Where neither ran (tests, scripts), the module is loaded from the sources here.
 */
export async function processCacheStore(): Promise<CacheStore> {
  const g = globalThis as typeof globalThis & { __floorshopCacheStore?: CacheStore };
  if (g.__floorshopCacheStore) return g.__floorshopCacheStore;
  const where = `${process.cwd()}/src/server/cache/cache-store.mjs`;
  const mod = (await import(
    /* turbopackIgnore: true */ /* webpackIgnore: true */ /* @vite-ignore */ where
  )) as typeof import('./cache-store.mjs');
  return mod.cacheStore();
}

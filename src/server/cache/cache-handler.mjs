// @ts-check
/**
 * Next.js's cache handler (next.config `cacheHandler`, always installed): every entry of its cache (the pages served
 * from cache and the cached reads) goes to this shop's store (cache-store.mjs): on this server's disk, bounded, or in
 * Redis with REDIS_URL. Next.js imports this file at run time, outside the app's bundle, and makes one handler per
 * request; the store is one per process.
 */
import { cacheStore } from './cache-store.mjs';

export default class CacheHandler {
  /** @param {{ serverDistDir?: string }} [ctx] */
  constructor(ctx = {}) {
    this.store = cacheStore({ distDir: ctx.serverDistDir ? `${ctx.serverDistDir}/..` : undefined });
  }

  /** @param {string} key @param {any} ctx */
  get(key, ctx) {
    return this.store.get(key, ctx);
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  set(key, data, ctx) {
    return this.store.set(key, data, ctx);
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  revalidateTag(tags, durations) {
    return this.store.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}

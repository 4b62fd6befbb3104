// @ts-check
/**
 * The shop's cache of pages and cached reads (docs/architecture.md, "Pages from cache"): what Next.js's cache
 * handler (cache-handler.mjs) stores and what server.mjs answers store pages from without entering Next.js.
 *
 * - Where: on this server's disk (`CACHE_DIR`, default `DATA_DIR/cache`, outside the build folder), at most
 *   `CACHE_MAX_MB`, least recently used entries removed first (disk-store.mjs), with the tag times in a log beside
 *   them (tag-manifest.mjs); or, with REDIS_URL, in Redis for every instance (redis-store.mjs).
 * - What: entries encoded once (entry-codec.mjs): bodies compressed, a page's policy and ETag computed when it is
 *   stored, so answering it costs a read and a write.
 * - In front: the last entries read, in this process's memory (`CACHE_MEMORY_MB`, 0 switches it off), checked
 *   against their tags on every use, so a write drops exactly the pages it expired.
 *
 * One store per process, on globalThis: Next.js imports the handler outside the app's bundle and server.mjs imports
 * this module itself; both must see the same store. Plain JavaScript for that reason (types in cache-store.d.mts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { siteIsHttps } from '../../lib/site-url.mjs';
import { createDiskStore } from './disk-store.mjs';
import { decodeEntry, encodeEntry, pageArtifacts, readHead, storedBlob } from './entry-codec.mjs';
import { createRedisStore } from './redis-store.mjs';
import { createTagManifest, entryState } from './tag-manifest.mjs';

/** Default bound of the cache on disk (MB): a small server's few hundred thousand page views a day (docs/operations.md). */
export const CACHE_MAX_MB_DEFAULT = 1024;
/** Default memory in front of it (MB). */
export const CACHE_MEMORY_MB_DEFAULT = 32;
/** longest an entry stays in Redis (its tags or its revalidate time usually make it stale long before) */
const MAX_TTL_S = 30 * 24 * 3600;
const MIN_TTL_S = 60;
const TAGS_HEADER = 'x-next-cache-tags';
/** entries stored after their answers at once, at most; beyond, an answer waits for its entry to be stored */
const STORING_AT_MOST = 8;
const PAGE_PREFIX = 'page:';

/**
 * The store's key of an entry Next.js names by `key`: a page's is its path (`page:/en/product/oak`), so server.mjs
 * finds it from the address; everything else keeps Next.js's key.
 * @param {string} key
 */
export function storeKey(key) {
  const at = key.indexOf('/$/');
  return key.startsWith('/route-cache/APP_PAGE/') && at > 0 ? `${PAGE_PREFIX}${key.slice(at + 2)}` : key;
}

/** The key of the page at `path` in `locale` (`/` is the language's home). @param {string} locale @param {string} path */
export const pageKey = (locale, path) => `${PAGE_PREFIX}/${locale}${path === '/' ? '' : path}`;

/** @param {any} value @param {any} ctx @returns {string[]} */
function tagsOf(value, ctx) {
  if (ctx && Array.isArray(ctx.tags)) return ctx.tags;
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** @param {any} value @param {any} ctx */
function ttlOf(value, ctx) {
  let seconds = 0;
  if (typeof value?.revalidate === 'number') seconds = value.revalidate;
  else if (ctx?.cacheControl) seconds = Number(ctx.cacheControl.revalidate) || 0;
  if (!seconds || !Number.isFinite(seconds)) return MAX_TTL_S;
  return Math.max(MIN_TTL_S, Math.min(MAX_TTL_S, Math.ceil(seconds * 2)));
}

/**
 * @typedef {{ buf: Buffer; head: import('./entry-codec.mjs').EntryHead; start: number; lastModified: number }} Held
 * @typedef {{ held: Held; state: 'fresh' | 'stale' }} Found
 */

/**
 * @param {{
 *   dir?: string | null; buildId: string; maxBytes?: number; memoryBytes?: number; https?: boolean;
 *   redis?: import('ioredis').Redis | null; prefix?: string; log?: Pick<Console, 'error' | 'log'>; now?: () => number;
 * }} options dir null and no redis: memory only (the build, unit tests)
 */
export function createCacheStore(options) {
  const { buildId, https = false, log = console, now = Date.now } = options;
  const memoryBytes = options.memoryBytes ?? CACHE_MEMORY_MB_DEFAULT * 2 ** 20;
  const redis = options.redis ? createRedisStore({ redis: options.redis, prefix: options.prefix ?? 'floorshop:', buildId, log }) : null;
  const manifest = redis ? null : createTagManifest({ dir: options.dir ?? null, now });
  const disk =
    redis || !options.dir
      ? null
      : createDiskStore({
          dir: path.join(options.dir, 'entries'),
          buildId,
          maxBytes: options.maxBytes ?? CACHE_MAX_MB_DEFAULT * 2 ** 20,
          log,
        });
  /** @type {LRUCache<string, Held>} */
  const memory = new LRUCache({ maxSize: Math.max(1, memoryBytes), sizeCalculation: (h) => Math.max(1, h.buf.length) });
  /** when a render last found nothing (or a stale entry) under a key: writes whose tags expired since are refused */
  const missedAt = new LRUCache({ max: 10_000 });
  /**
   * Entries handed to set() and not stored yet, by key. Next.js waits for set() before it sends the page it has just
   * rendered, so set() only queues the entry and it is encoded and written after the answer has gone out
   * (docs/benchmarks.md, "Where a first render's time goes"); until then get() answers from here.
   * @type {Map<string, { value: any; written: number; tags: string[]; cacheControl?: import('./entry-codec.mjs').EntryHead['cacheControl'] }>}
   */
  const queued = new Map();
  /** @type {Set<Promise<void>>} */
  const storing = new Set();

  /** @param {Buffer} buf @param {number} [lastModified] @returns {Held | null} */
  const hold = (buf, lastModified) => {
    const parsed = readHead(buf);
    return parsed && { buf, head: parsed.head, start: parsed.start, lastModified: lastModified ?? parsed.head.lastModified };
  };

  /** @param {string[]} tags @param {number} since @returns {Promise<'fresh' | 'stale' | 'expired' | null>} */
  async function stateOf(tags, since) {
    if (manifest) return manifest.state(tags, since);
    const times = await /** @type {NonNullable<typeof redis>} */ (redis).tagTimes(tags);
    return times && entryState(tags, since, times, now());
  }

  /**
   * The entry under `key` unless one of its tags (or `extraTags`) expired after it was written.
   * @param {string} key @param {string[]} [extraTags] @returns {Promise<Found | null>}
   */
  async function find(key, extraTags = []) {
    const inMemory = memoryBytes > 0 ? memory.get(key) : undefined;
    if (inMemory) {
      const state = await stateOf([...inMemory.head.tags, ...extraTags], inMemory.lastModified);
      if (state === 'fresh' || state === 'stale') return { held: inMemory, state };
      memory.delete(key);
      if (state === null) return null;
    }
    /** @type {Held | null} */
    let held = null;
    /** @type {'fresh' | 'stale'} */
    let state = 'fresh';
    if (redis) {
      const got = await redis.read(key, extraTags);
      if ('miss' in got) {
        if (got.at !== undefined) missedAt.set(key, got.at);
        return null;
      }
      held = hold(got.buf, got.lastModified);
      state = got.state;
    } else if (disk) {
      const buf = await disk.get(key);
      held = buf && hold(buf);
      if (held) {
        const s = /** @type {NonNullable<typeof manifest>} */ (manifest).state([...held.head.tags, ...extraTags], held.lastModified);
        if (s === 'expired') {
          disk.delete(key);
          held = null;
        } else state = s;
      }
    }
    if (!held) {
      missedAt.set(key, now());
      return null;
    }
    if (state === 'stale') missedAt.set(key, redis ? held.lastModified : now());
    if (memoryBytes > 0) memory.set(key, held);
    return { held, state };
  }

  return {
    find,
    /**
     * The cache handler's `get`: the value Next.js stored under `key`, or null.
     * @param {string} nextKey @param {any} ctx
     */
    async get(nextKey, ctx) {
      const key = storeKey(nextKey);
      const extra = ctx?.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
      // an entry waiting to be stored, while none of its tags (nor the page's) expired since it was rendered; with Redis,
      // whether a write is kept is known only when it is written (another instance may expire its tags)
      const waiting = manifest ? queued.get(key) : undefined;
      if (waiting && manifest?.state([...waiting.tags, ...extra], waiting.written) === 'fresh')
        return {
          lastModified: waiting.written,
          value: waiting.value,
          ...(waiting.cacheControl ? { cacheControl: waiting.cacheControl } : {}),
        };
      const found = await find(key, extra);
      if (!found) return null;
      const decoded = decodeEntry(found.held.buf);
      if (!decoded) return null;
      const revalidate = Number(decoded.head.cacheControl?.revalidate ?? decoded.value?.revalidate ?? 0) || 0;
      return {
        // a stale entry is served once more while Next.js refreshes it in the background
        lastModified: found.state === 'stale' ? now() - revalidate * 1000 - 1000 : found.held.lastModified,
        value: decoded.value,
        ...(decoded.head.cacheControl ? { cacheControl: decoded.head.cacheControl } : {}),
      };
    },
    /**
     * The cache handler's `set`. A page that is not a 200 (an unknown product's 404) is never stored.
     * @param {string} nextKey @param {any} value @param {any} ctx
     */
    async set(nextKey, value, ctx) {
      const key = storeKey(nextKey);
      if (value === null || value === undefined || (value.kind === 'APP_PAGE' && value.status !== undefined && value.status !== 200)) {
        queued.delete(key);
        memory.delete(key);
        if (value === null || value === undefined) {
          if (redis) await redis.delete(key);
          else disk?.delete(key);
        }
        return;
      }
      const tags = tagsOf(value, ctx);
      const cacheControl = !ctx || ctx.fetchCache || !ctx.cacheControl ? undefined : ctx.cacheControl;
      const since = /** @type {number | undefined} */ (missedAt.get(key));
      missedAt.delete(key);
      const written = now();
      memory.delete(key);
      // a render that began before one of its tags expired read older data: not kept (checked again when stored)
      const outdated = () => Boolean(manifest && manifest.lastExpired(tags) >= (since ?? written - 3000));
      if (outdated()) {
        queued.delete(key);
        return;
      }
      const entry = { value, written, tags, ...(cacheControl ? { cacheControl } : {}) };
      queued.set(key, entry);
      /** still the entry to store: not replaced by a newer one meanwhile */
      const current = () => queued.get(key) === entry;
      const store = async () => {
        if (!current()) return;
        const buf = await encodeEntry(
          { value, lastModified: written, tags, cacheControl },
          { https, artifacts: value.kind === 'APP_PAGE' ? cachedArtifacts(value.html) : undefined },
        );
        if (!current() || outdated()) return;
        if (redis) await redis.write(key, buf, tags, ttlOf(value, ctx), since);
        else if (disk) disk.set(key, buf);
        else if (memoryBytes > 0) {
          const held = hold(buf);
          if (held) memory.set(key, held);
        }
      };
      // after the answer: setImmediate runs once the I/O Next.js started for it has been handed to the socket
      const done = new Promise((resolve) => setImmediate(resolve))
        .then(store)
        .catch((/** @type {Error} */ err) => log.error('[cache] could not store an entry:', err.message))
        .finally(() => {
          if (current()) queued.delete(key);
          storing.delete(done);
        });
      storing.add(done);
      // back-pressure: while many entries wait (renders arriving faster than they are stored), this answer waits for
      // its own, so the queue (whole pages held in memory) stays short
      if (storing.size > STORING_AT_MOST) await done;
    },
    /** Resolves when every entry handed to set() so far has been stored (or dropped): for tests that read what was stored. */
    async flush() {
      while (storing.size) await Promise.all([...storing]);
    },
    /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
    async revalidateTag(tags, durations) {
      const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
      if (!list.length) return;
      if (redis) await redis.revalidate(list, durations);
      else manifest?.revalidate(list, durations);
    },
    /**
     * When one of `tags` last expired (0: never, null: unknown now): caches of answers built from them ask "changed
     * since I was made?".
     * @param {string[]} tags @returns {Promise<number | null>}
     */
    async lastExpired(tags) {
      if (manifest) return manifest.lastExpired(tags);
      const times = await /** @type {NonNullable<typeof redis>} */ (redis).tagTimes(tags);
      if (!times) return null;
      let last = 0;
      const t0 = now();
      for (const tag of tags) {
        const e = times(tag)?.expired;
        if (e !== undefined && e <= t0 && e > last) last = e;
      }
      return last;
    },
    /**
     * A page as a browser is sent it (server.mjs): its head and its HTML as stored (brotli), while fresh; null when
     * Next.js must answer (absent, stale, expired, or not a 200 page).
     * @param {string} key pageKey(locale, path)
     */
    async page(key) {
      const found = await find(key);
      if (!found || found.state !== 'fresh') return null;
      const { held } = found;
      const revalidate = held.head.cacheControl?.revalidate;
      if (typeof revalidate === 'number' && held.lastModified + revalidate * 1000 < now()) return null;
      const page = held.head.page;
      const blob = page && storedBlob(held.buf, held, 'html');
      if (!page || !blob || blob.enc !== 'br') return null;
      return { page, br: blob.body, lastModified: held.lastModified, cacheControl: held.head.cacheControl };
    },
    /** Everything removed: entries, tag times, memory (a restore). */
    async clear() {
      queued.clear();
      memory.clear();
      missedAt.clear();
      if (redis) await redis.clear();
      disk?.clear();
      manifest?.clear();
    },
    stats: () => ({ memory: { entries: memory.size, bytes: memory.calculatedSize }, disk: disk?.stats() ?? null, redis: Boolean(redis) }),
    pendingTags: () => redis?.pendingTags() ?? [],
  };
}

/**
 * Policies and compressed bodies of page versions computed lately, by the HTML's hash: the page Next.js has just
 * rendered passes through server.mjs (page-csp-response.mjs) and through the handler's set(); whichever comes first
 * computes them, the other reuses them.
 */
const ARTIFACTS_KEPT = 200;
/** @returns {Map<string, ReturnType<typeof pageArtifacts>>} */
function recentArtifacts() {
  const g = /** @type {typeof globalThis & { __floorshopArtifacts?: Map<string, ReturnType<typeof pageArtifacts>> }} */ (globalThis);
  g.__floorshopArtifacts ??= new Map();
  return g.__floorshopArtifacts;
}

/** @param {string | Buffer} html @param {{ https?: boolean }} [options] */
export function cachedArtifacts(html, options = { https: siteIsHttps() }) {
  const body = Buffer.isBuffer(html) ? html : Buffer.from(html ?? '');
  const hash = createHash('sha1').update(body).digest('base64url');
  const recent = recentArtifacts();
  let art = recent.get(hash);
  if (!art) {
    art = pageArtifacts(body, { ...options, hash });
    recent.set(hash, art);
    if (recent.size > ARTIFACTS_KEPT) recent.delete(/** @type {string} */ (recent.keys().next().value));
  }
  return art;
}

/** @param {string} dir */
const absolute = (dir) => (dir.startsWith('/') ? dir : `${process.cwd()}/${dir}`);

/** @param {string} distDir */
function readBuildId(distDir) {
  try {
    return readFileSync(`${distDir}/BUILD_ID`, 'utf8').trim();
  } catch {
    return 'dev';
  }
}

/**
 * This process's store, made on first use from the environment (REDIS_URL, REDIS_PREFIX, CACHE_DIR, DATA_DIR,
 * CACHE_MAX_MB, CACHE_MEMORY_MB; declared in src/lib/env.ts). During `next build` it keeps nothing.
 * @param {{ distDir?: string }} [where]
 * @returns {ReturnType<typeof createCacheStore>}
 */
export function cacheStore(where = {}) {
  const g = /** @type {typeof globalThis & { __floorshopCacheStore?: ReturnType<typeof createCacheStore> }} */ (globalThis);
  if (g.__floorshopCacheStore) return g.__floorshopCacheStore;
  const env = process.env;
  const building = env.NEXT_PHASE === 'phase-production-build';
  // paths joined as strings: Next.js traces this file at build time, and path.join of run-time values makes it trace the whole project
  const buildId = readBuildId(where.distDir ?? `${process.cwd()}/${env.FLOORSHOP_DIST_DIR || '.next'}`);
  const mb = (/** @type {string | undefined} */ v, /** @type {number} */ d) =>
    (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : d) * 2 ** 20;
  /** @type {import('ioredis').Redis | null} */
  let redis = null;
  if (env.REDIS_URL && !building) {
    redis = new Redis(env.REDIS_URL, {
      // fail fast while Redis is away instead of queueing: a request then renders from the database
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    redis.on('error', () => {});
  }
  g.__floorshopCacheStore = createCacheStore({
    buildId,
    dir: building ? null : absolute(env.CACHE_DIR || `${env.DATA_DIR || 'data'}/cache`),
    maxBytes: mb(env.CACHE_MAX_MB, CACHE_MAX_MB_DEFAULT),
    memoryBytes: building ? 0 : mb(env.CACHE_MEMORY_MB, CACHE_MEMORY_MB_DEFAULT),
    https: siteIsHttps(),
    redis,
    prefix: env.REDIS_PREFIX || 'floorshop:',
  });
  return g.__floorshopCacheStore;
}

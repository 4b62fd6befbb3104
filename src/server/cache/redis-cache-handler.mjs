// @ts-check
/**
 * Next.js cache handler (next.config `cacheHandler`) keeping the data cache in Redis, so several app
 * instances share one cache and one set of revalidated tags (docs/deploy.md). next.config.ts points at this
 * file only when REDIS_URL is set; without it Next keeps its default cache in each process.
 *
 * It is loaded by Next.js at run time with a plain `import()`, outside the app's bundle, so it is JavaScript
 * and reads its two variables (REDIS_URL, REDIS_PREFIX, both declared in src/lib/env.ts) itself.
 *
 * What is stored: every entry of the incremental cache — the storefront's unstable_cache reads
 * (src/server/catalogue/cached-reads.ts) and any prerendered page or route answer — as a hash
 * {m: lastModified, v: value, t: tags, c: cacheControl} under `{prefix}{cache}:{buildId}:{key}` (a new build
 * never reads entries written by another one), and two hashes tag -> time: when each tag was last expired and
 * marked stale. Every time comes from the Redis server's clock, so instances with different clocks agree.
 * get() answers a miss when one of the entry's tags (its own, plus the page's implicit tags that
 * revalidatePath uses) expired at or after the entry was written: revalidateTag on one instance is seen by
 * every instance on its next read.
 *
 * A read that started before a revalidation and finishes after it would store data older than the change;
 * set() therefore stores nothing for tags revalidated within the last RACE_WINDOW_MS.
 *
 * Redis unavailable: reads are misses (pages render from the database), writes are dropped, revalidations
 * are kept in memory and sent when Redis is back; the outage and the recovery are logged once each.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';

/** ms after a tag's revalidation during which entries carrying that tag are not stored (see above) */
export const RACE_WINDOW_MS = 3000;
/** longest an entry stays in Redis (its tags or its revalidate time usually make it stale long before) */
const MAX_TTL_S = 30 * 24 * 3600;
const MIN_TTL_S = 60;
const TAGS_HEADER = 'x-next-cache-tags';

const now = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** KEYS: entry, expired, stale. ARGV: tags of the request. Answers nil, {'expired'} or {state, value, cacheControl, lastModified}. */
const GET_LUA = `
local e = redis.call('HMGET', KEYS[1], 'm', 'v', 't', 'c')
if not e[1] then return nil end
local m = tonumber(e[1])
${now}
local tags = {}
for tag in string.gmatch(e[3] or '', '[^\\n]+') do tags[#tags + 1] = tag end
for i = 1, #ARGV do tags[#tags + 1] = ARGV[i] end
local state = 'fresh'
if #tags > 0 then
  local ex = redis.call('HMGET', KEYS[2], unpack(tags))
  for i = 1, #ex do
    if ex[i] then
      local x = tonumber(ex[i])
      if x >= m and x <= now then return {'expired'} end
    end
  end
  local st = redis.call('HMGET', KEYS[3], unpack(tags))
  for i = 1, #st do
    if st[i] and tonumber(st[i]) >= m then state = 'stale' end
  end
end
return {state, e[2], e[4] or '', tostring(m)}
`;

/** KEYS: entry, expired. ARGV: value, tags (\\n-joined), cacheControl, ttl seconds, race window ms, tags... */
const SET_LUA = `
${now}
if #ARGV > 5 then
  local ex = redis.call('HMGET', KEYS[2], unpack(ARGV, 6))
  for i = 1, #ex do
    if ex[i] and tonumber(ex[i]) > now - tonumber(ARGV[5]) then return 0 end
  end
end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'm', now, 'v', ARGV[1], 't', ARGV[2], 'c', ARGV[3])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[4]))
return now
`;

/** KEYS: expired, stale. ARGV: expire seconds ('' = expire now, no stale mark), tags... */
const REVALIDATE_LUA = `
${now}
for i = 2, #ARGV do
  if ARGV[1] == '' then
    redis.call('HSET', KEYS[1], ARGV[i], now)
  else
    redis.call('HSET', KEYS[2], ARGV[i], now)
    redis.call('HSET', KEYS[1], ARGV[i], now + math.floor(tonumber(ARGV[1]) * 1000))
  end
end
return now
`;

/** JSON that keeps Buffers (page RSC payloads, route bodies) and Maps (segment data). */
function encode(value) {
  return JSON.stringify(value, function (key, v) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buf: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return v;
  });
}

function decode(text) {
  return JSON.parse(text, (_key, v) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      if (typeof v.$buf === 'string') return Buffer.from(v.$buf, 'base64');
      if (Array.isArray(v.$map)) return new Map(v.$map);
    }
    return v;
  });
}

/** Tags an entry carries: a data read's own tags, or the tags header of a rendered page/route. */
function tagsOf(data, ctx) {
  if (ctx && Array.isArray(ctx.tags)) return ctx.tags;
  const header = data && data.headers && data.headers[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

function ttlOf(data, ctx) {
  let seconds = 0;
  if (data && typeof data.revalidate === 'number') seconds = data.revalidate;
  else if (ctx && ctx.cacheControl)
    seconds = typeof ctx.cacheControl.expire === 'number' ? ctx.cacheControl.expire : Number(ctx.cacheControl.revalidate) || 0;
  if (!seconds || !Number.isFinite(seconds)) return MAX_TTL_S;
  return Math.max(MIN_TTL_S, Math.min(MAX_TTL_S, Math.ceil(seconds * 2)));
}

/**
 * The Redis side of the handler, separate from Next's class so tests can give it their own client, prefix
 * and build id.
 * @param {{ redis: import('ioredis').Redis, prefix: string, buildId: string, log?: Pick<Console, 'error' | 'log'> }} opts
 */
export function createRedisCacheStore({ redis, prefix, buildId, log = console }) {
  const keys = {
    entry: (key) => `${prefix}{cache}:${buildId}:${key}`,
    expired: `${prefix}{cache}:tags:expired`,
    stale: `${prefix}{cache}:tags:stale`,
  };
  redis.defineCommand('floorshopCacheGet', { numberOfKeys: 3, lua: GET_LUA });
  redis.defineCommand('floorshopCacheSet', { numberOfKeys: 2, lua: SET_LUA });
  redis.defineCommand('floorshopCacheRevalidate', { numberOfKeys: 2, lua: REVALIDATE_LUA });
  /** @type {any} */
  const r = redis;

  let down = false;
  /** revalidations that could not be sent, by tag -> expire seconds ('' = now) */
  const pending = new Map();

  // wait for the first connection once (a fresh instance's first reads); later outages answer at once
  const firstConnect =
    redis.status === 'ready'
      ? Promise.resolve()
      : new Promise((resolve) => {
          const t = setTimeout(resolve, 2000);
          t.unref?.();
          redis.once('ready', () => {
            clearTimeout(t);
            resolve(undefined);
          });
        });

  function failed(err) {
    if (down) return;
    down = true;
    log.error(
      `[cache] Redis unavailable (${err && err.message ? err.message : err}); pages are rendered from the database until it is back`,
    );
  }

  async function flushPending() {
    const groups = new Map();
    for (const [tag, expire] of pending) groups.set(expire, [...(groups.get(expire) ?? []), tag]);
    for (const [expire, tags] of groups) {
      await r.floorshopCacheRevalidate(keys.expired, keys.stale, expire, ...tags);
      for (const tag of tags) if (pending.get(tag) === expire) pending.delete(tag);
    }
  }

  redis.on('ready', () => {
    flushPending()
      .then(() => {
        if (down) log.log('[cache] Redis available again');
        down = false;
      })
      .catch(failed);
  });
  redis.on('error', (err) => failed(err));

  async function usable() {
    await firstConnect;
    if (redis.status !== 'ready') throw new Error(`connection ${redis.status}`);
  }

  return {
    keys,
    /** @param {string} key @param {any} ctx */
    async get(key, ctx) {
      try {
        await usable();
        const extra = ctx && ctx.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
        const res = await r.floorshopCacheGet(keys.entry(key), keys.expired, keys.stale, ...extra);
        if (!res || res[0] === 'expired') return null;
        const [state, value, cacheControl, lastModified] = res;
        return {
          // a stale entry is served once more while Next refreshes it in the background
          lastModified: state === 'stale' ? 1 : Number(lastModified),
          value: decode(value),
          ...(cacheControl ? { cacheControl: JSON.parse(cacheControl) } : {}),
        };
      } catch (err) {
        failed(err);
        return null;
      }
    },
    /** @param {string} key @param {any} data @param {any} ctx */
    async set(key, data, ctx) {
      try {
        await usable();
        if (data === null) {
          await redis.del(keys.entry(key));
          return;
        }
        const tags = tagsOf(data, ctx);
        const cacheControl = !ctx || ctx.fetchCache || !ctx.cacheControl ? '' : JSON.stringify(ctx.cacheControl);
        await r.floorshopCacheSet(
          keys.entry(key),
          keys.expired,
          encode(data),
          tags.join('\n'),
          cacheControl,
          ttlOf(data, ctx),
          RACE_WINDOW_MS,
          ...tags,
        );
      } catch (err) {
        failed(err);
      }
    },
    /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
    async revalidateTag(tags, durations) {
      const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
      if (!list.length) return;
      const expire = durations && typeof durations.expire === 'number' ? String(durations.expire) : '';
      try {
        await usable();
        await r.floorshopCacheRevalidate(keys.expired, keys.stale, expire, ...list);
      } catch (err) {
        for (const tag of list) pending.set(tag, expire);
        failed(err);
      }
    },
    /** tags whose revalidation waits for Redis to come back */
    pendingTags: () => [...pending.keys()],
  };
}

function readBuildId(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

/** one connection and one store per process (Next creates a handler per request) */
let shared;
function sharedStore(ctx) {
  if (shared !== undefined) return shared;
  const url = process.env.REDIS_URL;
  if (!url) return (shared = null);
  const redis = new Redis(url, {
    // fail fast while Redis is away instead of queueing: a request then renders from the database
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  shared = createRedisCacheStore({
    redis,
    prefix: process.env.REDIS_PREFIX || 'floorshop:',
    buildId: readBuildId(ctx.serverDistDir ?? '.next/server'),
  });
  return shared;
}

/** The class Next.js instantiates (once per request); all state lives in the shared store. */
export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx) {
    this.store = sharedStore(ctx ?? {});
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    return this.store ? this.store.get(key, ctx) : null;
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (this.store) await this.store.set(key, data, ctx);
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    if (this.store) await this.store.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}

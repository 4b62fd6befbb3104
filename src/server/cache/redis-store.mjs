// @ts-check
/**
 * The cache's entries in Redis, shared by every instance (REDIS_URL; docs/deploy.md). Each entry is a hash
 * {m: written at, t: its tags, v: the encoded entry (entry-codec.mjs)} under `{prefix}{cache}:{buildId}:{key}`, with a
 * time to live (twice its revalidate time, between a minute and 30 days), so Redis holds only what was read recently;
 * two hashes tag -> time say when each tag was last expired and marked stale. Every time is the Redis server's clock,
 * so instances with different clocks agree. A read checks the entry's tags in the same script, so a tag expired on one
 * instance is seen by every instance on its next read.
 *
 * A render that started before a write and finishes after it would store data older than the write: a miss answers the
 * time it was seen, and a write whose tags expired after that time is not stored. Redis unavailable: reads are misses
 * (pages render from the database), writes are dropped, expiries are kept and sent when Redis is back; the outage and
 * the recovery are logged once each.
 */

/** ms before now taken as a render's start when its miss was not seen (a write from elsewhere) */
export const RACE_WINDOW_MS = 3000;

const now = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;
/**
 * A miss, a write and an expiry each take a tick of one clock kept in Redis (KEY clock): the server's time in ms, moved
 * on by one when an earlier tick took that ms, so a miss and an expiry in the same millisecond are still ordered.
 */
const seen = (clockKey) => `local seen = tonumber(redis.call('GET', ${clockKey}) or '0') if now < seen then now = seen end`;
const tick = (clockKey) =>
  `local last = tonumber(redis.call('GET', ${clockKey}) or '0') if now <= last then now = last + 1 end redis.call('SET', ${clockKey}, now)`;

/** KEYS: entry, expired, stale, clock. ARGV: tags of the read. Answers {'miss', tick} or {state, lastModified, value}. */
const GET_LUA = `
${now}
${seen('KEYS[4]')}
local e = redis.call('HMGET', KEYS[1], 'm', 't', 'v')
if not e[1] then ${tick('KEYS[4]')} return {'miss', tostring(now)} end
local m = tonumber(e[1])
local tags = {}
for tag in string.gmatch(e[2] or '', '[^\\n]+') do tags[#tags + 1] = tag end
for i = 1, #ARGV do tags[#tags + 1] = ARGV[i] end
local state = 'fresh'
if #tags > 0 then
  local ex = redis.call('HMGET', KEYS[2], unpack(tags))
  for i = 1, #ex do
    if ex[i] then
      local x = tonumber(ex[i])
      if x >= m and x <= now then ${tick('KEYS[4]')} return {'miss', tostring(now)} end
    end
  end
  local st = redis.call('HMGET', KEYS[3], unpack(tags))
  for i = 1, #st do
    if st[i] and tonumber(st[i]) >= m then state = 'stale' end
  end
end
return {state, tostring(m), e[3]}
`;

/** KEYS: entry, expired, clock. ARGV: value, tags (\\n-joined), ttl seconds, render start ('' = now - window), window ms, tags… */
const SET_LUA = `
${now}
${tick('KEYS[3]')}
local since = now - tonumber(ARGV[5])
if ARGV[4] ~= '' then since = tonumber(ARGV[4]) end
if #ARGV > 5 then
  local ex = redis.call('HMGET', KEYS[2], unpack(ARGV, 6))
  for i = 1, #ex do
    if ex[i] and tonumber(ex[i]) >= since then return 0 end
  end
end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'm', now, 't', ARGV[2], 'v', ARGV[1])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
return now
`;

/** KEYS: expired, stale, clock. ARGV: expire seconds ('' = expire now, no stale mark), tags… */
const REVALIDATE_LUA = `
${now}
${tick('KEYS[3]')}
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

/**
 * @param {{ redis: import('ioredis').Redis; prefix: string; buildId: string; log?: Pick<Console, 'error' | 'log'> }} opts
 */
export function createRedisStore({ redis, prefix, buildId, log = console }) {
  const keys = {
    entry: (/** @type {string} */ key) => `${prefix}{cache}:${buildId}:${key}`,
    expired: `${prefix}{cache}:tags:expired`,
    stale: `${prefix}{cache}:tags:stale`,
    clock: `${prefix}{cache}:clock`,
  };
  redis.defineCommand('floorshopCacheGet', { numberOfKeys: 4, lua: GET_LUA });
  redis.defineCommand('floorshopCacheSet', { numberOfKeys: 3, lua: SET_LUA });
  redis.defineCommand('floorshopCacheRevalidate', { numberOfKeys: 3, lua: REVALIDATE_LUA });
  /** @type {any} */
  const r = redis;

  let down = false;
  /** expiries that could not be sent, by tag -> expire seconds ('' = now) */
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

  function failed(/** @type {any} */ err) {
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
      await r.floorshopCacheRevalidate(keys.expired, keys.stale, keys.clock, expire, ...tags);
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
    /**
     * @param {string} key @param {string[]} extraTags
     * @returns {Promise<{ buf: Buffer; state: 'fresh' | 'stale'; lastModified: number } | { miss: true; at: number | undefined }>}
     */
    async read(key, extraTags) {
      try {
        await usable();
        const res = await r.floorshopCacheGetBuffer(keys.entry(key), keys.expired, keys.stale, keys.clock, ...extraTags);
        const state = res[0].toString();
        if (state === 'miss') return { miss: true, at: Number(res[1].toString()) };
        return { buf: res[2], state: /** @type {'fresh' | 'stale'} */ (state), lastModified: Number(res[1].toString()) };
      } catch (err) {
        failed(err);
        return { miss: true, at: undefined };
      }
    },
    /**
     * @param {string} key @param {Buffer} buf @param {string[]} tags @param {number} ttlSeconds @param {number | undefined} since
     * @returns {Promise<boolean>} whether it was stored
     */
    async write(key, buf, tags, ttlSeconds, since) {
      try {
        await usable();
        const stored = await r.floorshopCacheSet(
          keys.entry(key),
          keys.expired,
          keys.clock,
          buf,
          tags.join('\n'),
          ttlSeconds,
          since === undefined ? '' : String(since),
          RACE_WINDOW_MS,
          ...tags,
        );
        return stored !== 0;
      } catch (err) {
        failed(err);
        return false;
      }
    },
    /** @param {string} key */
    async delete(key) {
      try {
        await usable();
        await redis.del(keys.entry(key));
      } catch (err) {
        failed(err);
      }
    },
    /** @param {string[]} tags @param {{ expire?: number }} [durations] */
    async revalidate(tags, durations) {
      if (!tags.length) return;
      const expire = durations && typeof durations.expire === 'number' ? String(durations.expire) : '';
      try {
        await usable();
        await r.floorshopCacheRevalidate(keys.expired, keys.stale, keys.clock, expire, ...tags);
      } catch (err) {
        for (const tag of tags) pending.set(tag, expire);
        failed(err);
      }
    },
    /**
     * When each of `tags` was last expired and marked stale (for entries held in this process's memory); null when
     * Redis cannot say now.
     * @param {string[]} tags @returns {Promise<((tag: string) => { stale?: number; expired?: number } | undefined) | null>}
     */
    async tagTimes(tags) {
      if (!tags.length) return () => undefined;
      try {
        await usable();
        const [[e1, expired], [e2, stale]] = await redis
          .pipeline()
          .hmget(keys.expired, ...tags)
          .hmget(keys.stale, ...tags)
          .exec();
        if (e1 || e2) throw e1 || e2;
        const times = new Map();
        tags.forEach((tag, i) => {
          const x = expired[i];
          const s = stale[i];
          if (x !== null || s !== null)
            times.set(tag, { ...(x !== null ? { expired: Number(x) } : {}), ...(s !== null ? { stale: Number(s) } : {}) });
        });
        return (tag) => times.get(tag);
      } catch (err) {
        failed(err);
        return null;
      }
    },
    /** removes every entry and tag time of this shop (a restore); answers how many keys went */
    async clear() {
      await usable();
      let removed = 0;
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}{cache}:*`, 'COUNT', 500);
        cursor = next;
        if (found.length) removed += await redis.unlink(...found);
      } while (cursor !== '0');
      return removed;
    },
    /** expiries waiting for Redis to come back */
    pendingTags: () => [...pending.keys()],
  };
}

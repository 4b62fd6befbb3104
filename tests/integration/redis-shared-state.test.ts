import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCacheStore, type CacheStore } from '@/server/cache/cache-store.mjs';
import { RACE_WINDOW_MS } from '@/server/cache/redis-store.mjs';
import { SignInThrottle } from '@/server/auth/throttle';
import { LIMITS, type LimitRule } from '@/domain/security/limits';
import { Limiter } from '@/server/security/limiter';
import { firstConnection, REDIS_OPTIONS } from '@/server/redis/client';
import { deleteKeys, TEST_REDIS_URL, testPrefix } from '../support/redis';

/*
 * State several app instances share through Redis (docs/requirements.md, "Several instances"): the Next.js data cache handler and the rate
 * limits. "Two instances" are two stores/throttles with their own connection and the same key prefix, as two
 * `next start` processes with the same REDIS_URL and REDIS_PREFIX are (tests/hardening/scale-out.test.ts runs
 * the real processes). Runs against the Redis of TEST_REDIS_URL.
 */
const quiet = () => ({ error: vi.fn(), log: vi.fn() });
/** set() as Next.js calls it, and the write it queues (stored after the answer): what another instance can then read */
const stored = async (store: CacheStore, ...args: Parameters<CacheStore['set']>) => {
  await store.set(...args);
  await store.flush();
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** a port of this project's range where nothing listens: a Redis that is down */
const DEAD_REDIS = 'redis://127.0.0.1:3519';

describe.skipIf(!TEST_REDIS_URL)('shared state in Redis', () => {
  const url = TEST_REDIS_URL!;
  const prefix = testPrefix();
  const clients: Redis[] = [];
  const client = (u = url) => {
    const c = new Redis(u, REDIS_OPTIONS);
    c.on('error', () => {});
    clients.push(c);
    return c;
  };
  /** a client that has connected (a process's client is by the time it serves requests) */
  const connected = async () => {
    const c = client();
    await firstConnection(c);
    expect(c.status).toBe('ready');
    return c;
  };

  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await deleteKeys(url, prefix);
  });

  describe('the Next.js cache handler', () => {
    let a: CacheStore;
    let b: CacheStore;
    const fetchEntry = (body: unknown) => ({
      kind: 'FETCH',
      data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' },
      revalidate: 3600,
    });
    const setCtx = (tags: string[]) => ({ fetchCache: true, tags });
    const getCtx = (tags: string[], softTags: string[] = []) => ({ kind: 'FETCH', revalidate: 3600, tags, softTags });

    beforeAll(() => {
      a = createCacheStore({ redis: client(), prefix, buildId: 'build-1', log: quiet(), memoryBytes: 0 });
      b = createCacheStore({ redis: client(), prefix, buildId: 'build-1', log: quiet(), memoryBytes: 0 });
    });

    it('serves an entry written by one instance to another, with Buffers and Maps intact', async () => {
      await stored(a, 'product:oak', fetchEntry({ name: 'Oak' }), setCtx(['catalogue:products', 'catalogue:product:oak']));
      const got = await b.get('product:oak', getCtx(['catalogue:products', 'catalogue:product:oak']));
      expect(got?.value).toEqual(fetchEntry({ name: 'Oak' }));
      expect(Math.abs(got!.lastModified - Date.now())).toBeLessThan(5_000);

      const page = {
        kind: 'APP_PAGE',
        html: '<p>x</p>',
        rscData: Buffer.from([0, 1, 2, 250]),
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
        headers: { 'x-next-cache-tags': 't:page' },
        status: 200,
      };
      await stored(a, '/about', page, { cacheControl: { revalidate: 60, expire: 600 } });
      const gotPage = await b.get('/about', { kind: 'APP_PAGE' });
      expect(gotPage?.value).toEqual(page);
      expect(Buffer.isBuffer((gotPage!.value as typeof page).rscData)).toBe(true);
      expect(gotPage?.cacheControl).toEqual({ revalidate: 60, expire: 600 });
      // entries expire in Redis by themselves: twice the entry's revalidate time (what keeps Redis bounded by the
      // pages read lately, docs/deploy.md)
      const ttl = await clients[0].ttl(`${prefix}{cache}:build-1:/about`);
      expect(ttl).toBeGreaterThan(100);
      expect(ttl).toBeLessThanOrEqual(120);
    });

    it('misses on every instance once one of the tags is revalidated on another', async () => {
      await stored(a, 'listing:1', fetchEntry([1, 2]), setCtx(['catalogue:products']));
      await stored(a, 'categories', fetchEntry(['tiles']), setCtx(['catalogue:categories']));
      expect(await b.get('listing:1', getCtx(['catalogue:products']))).not.toBeNull();
      await b.revalidateTag(['catalogue:products'], { expire: 0 });
      expect(await a.get('listing:1', getCtx(['catalogue:products']))).toBeNull();
      expect(await b.get('listing:1', getCtx(['catalogue:products']))).toBeNull();
      // other tags are untouched
      expect((await a.get('categories', getCtx(['catalogue:categories'])))?.value).toEqual(fetchEntry(['tiles']));
      // the tags header of a rendered page counts too
      await stored(
        a,
        '/tiles',
        { kind: 'APP_PAGE', html: 'x', headers: { 'x-next-cache-tags': 'catalogue:categories' }, status: 200 },
        { cacheControl: { revalidate: 60 } },
      );
      expect(await b.get('/tiles', { kind: 'APP_PAGE' })).not.toBeNull();
      await a.revalidateTag('catalogue:categories');
      expect(await b.get('/tiles', { kind: 'APP_PAGE' })).toBeNull();
      expect(await b.get('categories', getCtx(['catalogue:categories']))).toBeNull();
    });

    it("honours revalidatePath through the page's implicit tags", async () => {
      await stored(a, 'blog-list', fetchEntry(['post']), setCtx(['content:blog']));
      const ctx = getCtx(['content:blog'], ['_N_T_/layout', '_N_T_/blogs']);
      expect(await b.get('blog-list', ctx)).not.toBeNull();
      await a.revalidateTag(['_N_T_/blogs']);
      expect(await b.get('blog-list', ctx)).toBeNull();
      // read from a page without that path: still there
      expect(await b.get('blog-list', getCtx(['content:blog'], ['_N_T_/layout']))).not.toBeNull();
    });

    it('stores a read whose miss came after the revalidation at once', async () => {
      await a.revalidateTag('catalogue:product:maple', { expire: 0 });
      expect(await b.get('product:maple', getCtx(['catalogue:product:maple']))).toBeNull();
      await stored(b, 'product:maple', fetchEntry({ name: 'new' }), setCtx(['catalogue:product:maple']));
      expect((await a.get('product:maple', getCtx(['catalogue:product:maple'])))?.value).toEqual(fetchEntry({ name: 'new' }));
    });

    it('does not store a read that began before the revalidation (its miss came first)', async () => {
      expect(await b.get('product:birch', getCtx(['catalogue:product:birch']))).toBeNull();
      await a.revalidateTag('catalogue:product:birch', { expire: 0 });
      await stored(b, 'product:birch', fetchEntry({ name: 'old' }), setCtx(['catalogue:product:birch']));
      expect(await a.get('product:birch', getCtx(['catalogue:product:birch']))).toBeNull();
    });

    it('does not store a read that may have started before the revalidation, and stores it after the window', async () => {
      await a.revalidateTag('catalogue:product:walnut', { expire: 0 });
      await stored(b, 'product:walnut', fetchEntry({ name: 'old' }), setCtx(['catalogue:product:walnut']));
      expect(await a.get('product:walnut', getCtx(['catalogue:product:walnut']))).toBeNull();
      await sleep(RACE_WINDOW_MS + 100);
      await stored(b, 'product:walnut', fetchEntry({ name: 'new' }), setCtx(['catalogue:product:walnut']));
      expect((await a.get('product:walnut', getCtx(['catalogue:product:walnut'])))?.value).toEqual(fetchEntry({ name: 'new' }));
    });

    it('serves a stale-marked entry once more (for a background refresh) instead of dropping it', async () => {
      await stored(a, 'home', fetchEntry({ hero: 1 }), setCtx(['content:page:home']));
      await b.revalidateTag('content:page:home', { expire: 3600 });
      const got = await a.get('home', getCtx(['content:page:home']));
      expect(got?.value).toEqual(fetchEntry({ hero: 1 }));
      // older than its revalidate time, so Next refreshes it in the background
      expect(got?.lastModified).toBeLessThan(Date.now() - 3600 * 1000);
    });

    it('keeps the entries of another build apart', async () => {
      const other = createCacheStore({ redis: client(), prefix, buildId: 'build-2', log: quiet(), memoryBytes: 0 });
      await stored(a, 'same-key', fetchEntry('one'), setCtx([]));
      expect(await other.get('same-key', getCtx([]))).toBeNull();
      expect(await b.get('same-key', getCtx([]))).not.toBeNull();
    });

    it('keeps working without Redis: misses, dropped writes, revalidations sent when it is back, logged once', async () => {
      const log = quiet();
      const dead = createCacheStore({ redis: client(DEAD_REDIS), prefix, buildId: 'build-1', log, memoryBytes: 0 });
      const started = Date.now();
      expect(await dead.get('product:oak', getCtx(['catalogue:products']))).toBeNull();
      await stored(dead, 'x', fetchEntry(1), setCtx([]));
      await dead.revalidateTag('catalogue:products', { expire: 0 });
      expect(await dead.get('product:oak', getCtx(['catalogue:products']))).toBeNull();
      // the first call waits for the first connection (2 s at most), later ones answer at once
      expect(Date.now() - started).toBeLessThan(4_000);
      const t = Date.now();
      expect(await dead.get('product:oak', getCtx([]))).toBeNull();
      expect(Date.now() - t).toBeLessThan(200);
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error.mock.calls[0][0]).toMatch(/\[cache\] Redis unavailable .*rendered from the database/);
      expect(dead.pendingTags()).toEqual(['catalogue:products']);

      // a connection that drops and comes back: the revalidation made meanwhile reaches the other instances
      const flaky = await connected();
      const flakyLog = quiet();
      const c = createCacheStore({ redis: flaky, prefix, buildId: 'build-1', log: flakyLog, memoryBytes: 0 });
      await stored(a, 'reviews', fetchEntry('r'), setCtx(['catalogue:reviews']));
      expect(await c.get('reviews', getCtx(['catalogue:reviews']))).not.toBeNull();
      const ended = new Promise((r) => flaky.once('end', r));
      flaky.disconnect();
      await ended;
      await c.revalidateTag('catalogue:reviews', { expire: 0 });
      expect(c.pendingTags()).toEqual(['catalogue:reviews']);
      expect(await a.get('reviews', getCtx(['catalogue:reviews']))).not.toBeNull();
      await flaky.connect();
      await vi.waitFor(() => expect(c.pendingTags()).toEqual([]), { timeout: 3_000 });
      expect(await a.get('reviews', getCtx(['catalogue:reviews']))).toBeNull();
      expect(flakyLog.error).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(flakyLog.log).toHaveBeenCalledWith('[cache] Redis available again'));
    });
  });

  describe('rate limits', () => {
    const limiter = (name: string, rule: LimitRule, redis: () => Promise<Redis | null>, log = quiet()) =>
      new Limiter(name, rule, { redis, prefix, log });

    it('counts the attempts of every instance together (contact form: 5 per 10 minutes per address)', async () => {
      const redis = await connected();
      const one = limiter('contact', LIMITS.contact, async () => redis);
      const two = limiter('contact', LIMITS.contact, async () => redis);
      const results = [];
      for (let i = 0; i < 6; i++) results.push((await (i % 2 ? two : one).take('203.0.113.7')).ok);
      expect(results).toEqual([true, true, true, true, true, false]);
      const refused = await two.take('203.0.113.7');
      expect(refused.ok ? 0 : refused.retryAfterMs).toBeGreaterThan(9 * 60_000);
      expect((await one.take('203.0.113.8')).ok).toBe(true);
      // the allowance comes back when the window has passed
      const short = limiter('short', { points: 2, durationSec: 1 }, async () => redis);
      expect([(await short.take('k')).ok, (await short.take('k')).ok, (await short.take('k')).ok]).toEqual([true, true, false]);
      await sleep(1_100);
      expect((await short.take('k')).ok).toBe(true);
    });

    it('falls back to the limit of this process while Redis is unreachable, logged once', async () => {
      const log = quiet();
      const down = limiter(
        'subscribe',
        { points: 2, durationSec: 600 },
        async () => {
          throw new Error('connect ECONNREFUSED');
        },
        log,
      );
      expect([(await down.take('ip')).ok, (await down.take('ip')).ok, (await down.take('ip')).ok]).toEqual([true, true, false]);
      expect(log.error).toHaveBeenCalledTimes(1);
    });

    it('locks an account on every instance after 5 failures through any of them, until the lock runs out', async () => {
      const rules = { account: { ...LIMITS.signInAccount, blockSec: 1 }, address: LIMITS.signInAddress };
      const redis1 = await connected();
      const redis2 = await connected();
      const a = SignInThrottle.create({ redis: async () => redis1, prefix, log: quiet() }, rules);
      const b = SignInThrottle.create({ redis: async () => redis2, prefix, log: quiet() }, rules);
      for (let i = 0; i < LIMITS.signInAccount.points - 1; i++) await (i % 2 ? b : a).fail('Pat@Example.com', `198.51.100.${i}`);
      expect(await b.retryAfter('pat@example.com', '198.51.100.200')).toBe(0);
      await a.fail('pat@example.com', '198.51.100.9');
      const wait = await b.retryAfter('PAT@example.com', '198.51.100.200');
      expect(wait).toBeGreaterThan(500);
      expect(wait).toBeLessThanOrEqual(1_000);
      await sleep(1_100);
      expect(await b.retryAfter('pat@example.com', '198.51.100.200')).toBe(0);
      // after the lock the count starts again
      await a.fail('pat@example.com', '198.51.100.9');
      expect(await b.retryAfter('pat@example.com', '198.51.100.200')).toBe(0);
    });

    it('locks an address after 30 failures on any accounts; a success forgets only the account', async () => {
      const r1 = await connected();
      const r2 = await connected();
      const a = SignInThrottle.create({ redis: async () => r1, prefix, log: quiet() });
      const b = SignInThrottle.create({ redis: async () => r2, prefix, log: quiet() });
      for (let i = 0; i < LIMITS.signInAddress.points; i++) await (i % 2 ? a : b).fail(`spray${i}@example.com`, '192.0.2.50');
      expect(await a.retryAfter('someone@example.com', '192.0.2.50')).toBeGreaterThan(14 * 60_000);
      expect(await a.retryAfter('someone@example.com', '192.0.2.51')).toBe(0);

      for (let i = 0; i < LIMITS.signInAccount.points - 1; i++) await a.fail('sam@example.com', '192.0.2.60');
      await b.succeed('sam@example.com');
      await a.fail('sam@example.com', '192.0.2.60');
      expect(await b.retryAfter('sam@example.com', '192.0.2.61')).toBe(0);
    });

    it('the app throttle uses Redis when it can and its own counts when it cannot', async () => {
      const redis = await connected();
      let up = true;
      const log = quiet();
      const source = async () => {
        if (!up) throw new Error('connect ECONNREFUSED');
        return redis;
      };
      const accountOne = new Limiter('signInAccount', LIMITS.signInAccount, { redis: source, prefix, log });
      const accountTwo = new Limiter('signInAccount', LIMITS.signInAccount, { redis: source, prefix, log });
      const address = () => new Limiter('signInAddress', LIMITS.signInAddress, { redis: source, prefix, log: quiet() });
      const one = new SignInThrottle(accountOne, address());
      const two = new SignInThrottle(accountTwo, address());
      for (let i = 0; i < LIMITS.signInAccount.points; i++) await one.fail('kim@example.com', '192.0.2.70');
      // the lock is in Redis, seen by the other throttle, not in this process's counts
      expect(await two.retryAfter('kim@example.com', '192.0.2.71')).toBeGreaterThan(0);
      expect(await accountOne.local.get('kim@example.com')).toBeNull();
      await two.succeed('kim@example.com');
      expect(await one.retryAfter('kim@example.com', '192.0.2.71')).toBe(0);

      up = false;
      for (let i = 0; i < LIMITS.signInAccount.points; i++) await one.fail('lee@example.com', '192.0.2.72');
      expect(await one.retryAfter('lee@example.com', '192.0.2.73')).toBeGreaterThan(0);
      expect(await two.retryAfter('lee@example.com', '192.0.2.73')).toBe(0);
      // one line per outage per limiter, not one per request
      expect(log.error).toHaveBeenCalledTimes(2);
      up = true;
      expect(await one.retryAfter('nobody@example.com', '192.0.2.74')).toBe(0);
      expect(log.log).toHaveBeenCalledWith('[redis] rate limit signInAccount: Redis available again');
    });
  });
});

/*
 * What keeps Redis bounded (docs/deploy.md, "Redis"): every cache entry has a time to live and Redis runs with
 * `maxmemory` and `maxmemory-policy volatile-lru`, so it evicts entries but never the tag times (which have none).
 * A Redis of this test's own (the shared one's settings are not ours to change), when redis-server is installed.
 */
const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));

describe.skipIf(!REDIS_SERVER)('a Redis with maxmemory and volatile-lru', () => {
  const port = 3533;
  let server: ChildProcess;
  let redis: Redis;

  beforeAll(async () => {
    server = spawn(
      REDIS_SERVER!,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--maxmemory',
        '8mb',
        '--maxmemory-policy',
        'volatile-lru',
      ],
      {
        stdio: 'ignore',
      },
    );
    redis = new Redis(`redis://127.0.0.1:${port}`, REDIS_OPTIONS);
    redis.on('error', () => {});
    await vi.waitFor(async () => expect(await redis.ping()).toBe('PONG'), { timeout: 10_000, interval: 100 });
  });
  afterAll(() => {
    redis?.disconnect();
    server?.kill('SIGKILL');
  });

  it('stays under its maxmemory while pages keep coming, and keeps every tag time', async () => {
    const store = createCacheStore({ redis, prefix: 'bounded:', buildId: 'b', log: { error: vi.fn(), log: vi.fn() }, memoryBytes: 0 });
    // 400 pages of about 60 kB that compress poorly: several times the 8 MB Redis may hold
    const page = (i: number) => ({
      kind: 'APP_PAGE',
      html: `<!DOCTYPE html><html><body>${randomBytes(45_000).toString('base64')}</body></html>`,
      rscData: Buffer.from(`0:"${i}"`),
      headers: { 'x-next-cache-tags': `catalogue:product:p${i},settings` },
      status: 200,
    });
    await store.revalidateTag(['catalogue:product:p-old'], { expire: 0 });
    let peak = 0;
    for (let i = 0; i < 400; i++) {
      await stored(store, `/route-cache/APP_PAGE/x/$/en/product/p${i}`, page(i), { cacheControl: { revalidate: 3600, expire: 31536000 } });
      if (i % 20 === 0) peak = Math.max(peak, Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1]));
    }
    expect(peak).toBeLessThanOrEqual(8 * 2 ** 20 * 1.1);
    // the latest page is there, most of the others were evicted to make room (which ones is Redis's sampled LRU,
    // whose clock counts seconds: these 400 were written within a few), the tag hash (no time to live) was not
    expect(await store.page('page:/en/product/p399')).not.toBeNull();
    let kept = 0;
    for (let i = 0; i < 400; i++) if (await store.page(`page:/en/product/p${i}`)) kept++;
    expect(kept).toBeGreaterThan(20);
    expect(kept).toBeLessThan(200);
    expect(await redis.hexists('bounded:{cache}:tags:expired', 'catalogue:product:p-old')).toBe(1);
    // and a tag expired now still expires its page
    await store.revalidateTag(['catalogue:product:p399'], { expire: 0 });
    expect(await store.page('page:/en/product/p399')).toBeNull();
  });
});

import 'server-only';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { getRedis, outageLog, redisPrefix } from '@/server/redis/client';

/**
 * Sign-in throttling. An account is locked for LOCK_MS after ACCOUNT_LIMIT failures within WINDOW_MS; an IP
 * address after IP_LIMIT. LoginThrottle keeps the counts in this process; RedisLoginThrottle keeps the same
 * rule in Redis so that failures through one instance lock the account on all of them; `loginThrottle`
 * uses Redis when REDIS_URL is set and falls back to this process's counts while Redis is unreachable.
 */
export const THROTTLE = { windowMs: 15 * 60_000, lockMs: 15 * 60_000, accountLimit: 5, ipLimit: 30 } as const;
export type ThrottleRules = { windowMs: number; lockMs: number; accountLimit: number; ipLimit: number };

/** What verifyCredentials needs from a throttle (in memory: synchronous; in Redis: promises). */
export interface SignInThrottle {
  /** Milliseconds until the account or the address may try again; 0 when not locked. */
  retryAfter(email: string, ip: string): number | Promise<number>;
  fail(email: string, ip: string): void | Promise<void>;
  /** A successful sign-in forgets the account's failures (not the address's). */
  succeed(email: string): void | Promise<void>;
}

interface Bucket {
  failures: number[];
  lockedUntil: number;
}

export class LoginThrottle implements SignInThrottle {
  private buckets = new Map<string, Bucket>();
  constructor(private readonly now: () => number = Date.now) {}

  private bucket(key: string): Bucket {
    let b = this.buckets.get(key);
    if (!b) {
      b = { failures: [], lockedUntil: 0 };
      this.buckets.set(key, b);
    }
    return b;
  }

  /** Milliseconds until the account or the address may try again; 0 when not locked. */
  retryAfter(email: string, ip: string): number {
    const t = this.now();
    const wait = (key: string) => Math.max(0, (this.buckets.get(key)?.lockedUntil ?? 0) - t);
    return Math.max(wait(`a:${email.toLowerCase()}`), wait(`i:${ip}`));
  }

  fail(email: string, ip: string): void {
    const t = this.now();
    this.record(`a:${email.toLowerCase()}`, THROTTLE.accountLimit, t);
    this.record(`i:${ip}`, THROTTLE.ipLimit, t);
    if (this.buckets.size > 50_000) this.prune(t);
  }

  /** A successful sign-in forgets the account's failures (not the address's). */
  succeed(email: string): void {
    this.buckets.delete(`a:${email.toLowerCase()}`);
  }

  reset(): void {
    this.buckets.clear();
  }

  private record(key: string, limit: number, t: number) {
    const b = this.bucket(key);
    b.failures = b.failures.filter((f) => t - f < THROTTLE.windowMs);
    b.failures.push(t);
    if (b.failures.length >= limit) {
      b.lockedUntil = t + THROTTLE.lockMs;
      b.failures = [];
    }
  }

  private prune(t: number) {
    for (const [k, b] of this.buckets) if (b.lockedUntil < t && b.failures.every((f) => t - f >= THROTTLE.windowMs)) this.buckets.delete(k);
  }
}

/** Records a failure: drops failures older than the window, adds this one, locks at the limit (Redis's clock). */
const FAIL_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
redis.call('ZADD', KEYS[1], now, ARGV[4])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  redis.call('DEL', KEYS[1])
  return 1
end
redis.call('PEXPIRE', KEYS[1], window)
return 0
`;

/**
 * The LoginThrottle rule kept in Redis: failures in a sorted set per account and per address
 * (`{prefix}login:fail:a:{email}` / `…:i:{ip}`), a lock as a key that expires by itself (`…login:lock:…`).
 */
export class RedisLoginThrottle implements SignInThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly rules: ThrottleRules = THROTTLE,
  ) {}

  private key(kind: 'fail' | 'lock', who: string) {
    return `${this.prefix}login:${kind}:${who}`;
  }

  async retryAfter(email: string, ip: string): Promise<number> {
    const [a, i] = await Promise.all([this.redis.pttl(this.key('lock', `a:${email.toLowerCase()}`)), this.redis.pttl(this.key('lock', `i:${ip}`))]);
    return Math.max(0, a, i);
  }

  async fail(email: string, ip: string): Promise<void> {
    const { windowMs, lockMs, accountLimit, ipLimit } = this.rules;
    for (const [who, limit] of [[`a:${email.toLowerCase()}`, accountLimit] as const, [`i:${ip}`, ipLimit] as const]) {
      await this.redis.eval(FAIL_LUA, 2, this.key('fail', who), this.key('lock', who), windowMs, limit, lockMs, randomUUID());
    }
  }

  async succeed(email: string): Promise<void> {
    const who = `a:${email.toLowerCase()}`;
    await this.redis.del(this.key('fail', who), this.key('lock', who));
  }
}

/**
 * The app's throttle: Redis when REDIS_URL is set (every instance sees the same failures), this process's
 * LoginThrottle without it or while Redis is unreachable (logged once per outage). Failures recorded locally
 * during an outage stay local.
 */
export class SharedLoginThrottle implements SignInThrottle {
  readonly local = new LoginThrottle();
  private readonly outage;
  /** `redis`, `prefix`, `log`: the process's connection, REDIS_PREFIX and console unless given (tests) */
  constructor(private readonly opts: { redis?: () => Promise<Redis | null>; prefix?: string; log?: Pick<Console, 'error' | 'log'> } = {}) {
    this.outage = outageLog('sign-in throttle', opts.log);
  }

  private async use<T>(remote: (t: RedisLoginThrottle) => Promise<T>, local: (t: LoginThrottle) => T): Promise<T> {
    try {
      const redis = await (this.opts.redis ?? getRedis)();
      if (redis) {
        const out = await remote(new RedisLoginThrottle(redis, this.opts.prefix ?? redisPrefix()));
        this.outage.ok();
        return out;
      }
    } catch (err) {
      this.outage.failed(err);
    }
    return local(this.local);
  }

  retryAfter(email: string, ip: string) {
    return this.use(
      (t) => t.retryAfter(email, ip),
      (t) => t.retryAfter(email, ip),
    );
  }

  fail(email: string, ip: string) {
    return this.use(
      (t) => t.fail(email, ip),
      (t) => t.fail(email, ip),
    );
  }

  succeed(email: string) {
    return this.use(
      (t) => t.succeed(email),
      (t) => t.succeed(email),
    );
  }
}

const g = globalThis as typeof globalThis & { __floorshopLoginThrottle?: SharedLoginThrottle };
export const loginThrottle: SharedLoginThrottle = (g.__floorshopLoginThrottle ??= new SharedLoginThrottle());

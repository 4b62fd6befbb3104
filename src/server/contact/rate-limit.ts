import 'server-only';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { getRedis, outageLog, redisPrefix } from '@/server/redis/client';

/** Sliding-window counter per key, kept in this process's memory. */
export class RateLimiter {
  private hits = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an attempt; false when the key already used its allowance in the current window. */
  take(key: string): boolean {
    const t = this.now();
    const recent = (this.hits.get(key) ?? []).filter((h) => t - h < this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(t);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(t);
    return true;
  }

  reset(): void {
    this.hits.clear();
  }

  private prune(t: number) {
    for (const [k, v] of this.hits) if (v.every((h) => t - h >= this.windowMs)) this.hits.delete(k);
  }
}

/**
 * The same rule in Redis (one sorted set of attempt times per key, Redis's clock), so every instance counts
 * the same attempts. A refused attempt is not recorded, as in RateLimiter.
 */
const TAKE_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 1
`;

export async function redisTake(redis: Redis, key: string, max: number, windowMs: number): Promise<boolean> {
  return (await redis.eval(TAKE_LUA, 1, key, max, windowMs, randomUUID())) === 1;
}

export interface SharedLimiterOptions {
  /** the Redis to use; default: the process's (REDIS_URL), or none */
  redis?: () => Promise<Redis | null>;
  prefix?: string;
  log?: Pick<Console, 'error' | 'log'>;
}

/**
 * A RateLimiter shared by every instance through Redis when REDIS_URL is set (keys
 * `{REDIS_PREFIX}rl:{name}:{key}`); without Redis, or while it is unreachable, this process's own limiter
 * applies (logged once per outage), so the form keeps working and stays limited per instance.
 */
export class SharedRateLimiter {
  readonly local: RateLimiter;
  private readonly outage;
  constructor(
    readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly opts: SharedLimiterOptions = {},
  ) {
    this.local = new RateLimiter(max, windowMs);
    this.outage = outageLog(`rate limit ${name}`, opts.log);
  }

  async take(key: string): Promise<boolean> {
    let redis: Redis | null = null;
    try {
      redis = await (this.opts.redis ?? getRedis)();
      if (redis) {
        const ok = await redisTake(redis, `${this.opts.prefix ?? redisPrefix()}rl:${this.name}:${key}`, this.max, this.windowMs);
        this.outage.ok();
        return ok;
      }
    } catch (err) {
      this.outage.failed(err);
    }
    return this.local.take(key);
  }

  /** Tests: forgets this process's attempts (Redis keys expire with their window). */
  reset(): void {
    this.local.reset();
  }
}

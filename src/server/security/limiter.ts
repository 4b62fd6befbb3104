import 'server-only';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { LIMITS, type LimitName, type LimitRule } from '@/domain/security/limits';
import { getRedis, outageLog, redisPrefix } from '@/server/redis/client';

/** An attempt allowed, or refused with the time until the key may try again. */
export type LimitVerdict = { ok: true } | { ok: false; retryAfterMs: number };

export interface LimiterOptions {
  /** the Redis to use; default: the process's (REDIS_URL), or none */
  redis?: () => Promise<Redis | null>;
  /** key prefix in Redis; default REDIS_PREFIX */
  prefix?: string;
  log?: Pick<Console, 'error' | 'log'>;
}

/** Memory only: for tests and tools that must not share counts with anyone. */
export const IN_MEMORY: LimiterOptions = { redis: async () => null };

/**
 * One throttle rule on rate-limiter-flexible. With REDIS_URL the counts live in Redis (keys
 * `{REDIS_PREFIX}rl:{name}:{key}`), so every instance sees the same attempts; without it, or while Redis is
 * unreachable (logged once per outage), this process's own counts apply, so the form keeps working and stays
 * limited per instance. Two ways to count:
 * - `take(key)`: every attempt counts (contact form, sign-up, order look-up);
 * - `retryAfter(key)` before, `fail(key)` after a failure, `forget(key)` after a success: only failures
 *   count, and reaching the limit locks the key for `blockSec` (sign-in, the current password).
 */
export class Limiter {
  local: RateLimiterMemory;
  private remote: { client: Redis; limiter: RateLimiterRedis } | null = null;
  private readonly outage;

  constructor(
    readonly name: string,
    readonly rule: LimitRule,
    private readonly opts: LimiterOptions = {},
  ) {
    this.local = new RateLimiterMemory(this.settings());
    this.outage = outageLog(`rate limit ${name}`, opts.log);
  }

  private settings() {
    return {
      points: this.rule.points,
      duration: this.rule.durationSec,
      blockDuration: 0,
      keyPrefix: `${this.opts.prefix ?? redisPrefix()}rl:${this.name}`,
    };
  }

  private async use<T>(run: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    try {
      const client = await (this.opts.redis ?? getRedis)();
      if (client) {
        if (this.remote?.client !== client)
          this.remote = { client, limiter: new RateLimiterRedis({ ...this.settings(), storeClient: client }) };
        const out = await run(this.remote.limiter);
        this.outage.ok();
        return out;
      }
    } catch (err) {
      // a refusal is an answer, not an outage
      if (err instanceof RateLimiterRes) throw err;
      this.outage.failed(err);
    }
    return run(this.local);
  }

  /** Counts an attempt; refused when the key has used its allowance in this window (or is locked). */
  async take(key: string): Promise<LimitVerdict> {
    try {
      await this.use((l) => l.consume(key));
      return { ok: true };
    } catch (res) {
      if (res instanceof RateLimiterRes) return { ok: false, retryAfterMs: Math.max(1, res.msBeforeNext) };
      throw res;
    }
  }

  /** Gives back an attempt `take` counted (the order it admitted was not placed after all). */
  async giveBack(key: string): Promise<void> {
    await this.use((l) => l.reward(key, 1));
  }

  /** Milliseconds until a key locked by `fail` may try again; 0 when it is not locked. */
  async retryAfter(key: string): Promise<number> {
    const res = await this.use((l) => l.get(key));
    if (!res || res.consumedPoints < this.rule.points || res.msBeforeNext <= 0) return 0;
    return res.msBeforeNext;
  }

  /** Records a failure; the failure that reaches the limit locks the key for `blockSec`. */
  async fail(key: string): Promise<void> {
    await this.use(async (l) => {
      const res = await l.penalty(key, 1);
      if (res.consumedPoints >= this.rule.points && this.rule.blockSec) await l.block(key, this.rule.blockSec);
    });
  }

  /** Forgets a key's failures (a successful sign-in forgets the account's). */
  async forget(key: string): Promise<void> {
    await this.use((l) => l.delete(key));
  }

  /** Tests: forgets this process's counts (Redis keys expire with their window). */
  reset(): void {
    this.local = new RateLimiterMemory(this.settings());
  }
}

const g = globalThis as typeof globalThis & { __floorshopLimits?: Record<LimitName, Limiter> };

/** The app's throttles, one per rule of LIMITS, shared by every request of this process. */
export const limits: Record<LimitName, Limiter> = (g.__floorshopLimits ??= Object.fromEntries(
  (Object.keys(LIMITS) as LimitName[]).map((name) => [name, new Limiter(name, LIMITS[name])]),
) as Record<LimitName, Limiter>);

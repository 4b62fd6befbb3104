import 'server-only';
import Redis from 'ioredis';
import { env } from '@/lib/env';

/**
 * The process's connection to Redis (REDIS_URL) for state several instances share: the rate limits
 * (./rate-limit-store.ts). Null without REDIS_URL. Commands fail at once while Redis is away (no offline
 * queue, 1 s timeout) so a caller can fall back to its in-process rule instead of making the visitor wait.
 */
const g = globalThis as typeof globalThis & { __floorshopRedis?: { client: Redis; firstConnect: Promise<void> } | null };

export const REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 1000,
  connectTimeout: 2000,
  retryStrategy: (times: number) => Math.min(times * 200, 2000),
} as const;

/** Resolves on the first connection or after 2 s, whichever comes first. */
export function firstConnection(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(resolve, 2000);
    t.unref?.();
    client.once('ready', () => {
      clearTimeout(t);
      resolve();
    });
  });
}

function connect(url: string) {
  const client = new Redis(url, REDIS_OPTIONS);
  // errors reach the callers of each command; the shared store logs the outage once
  client.on('error', () => {});
  return { client, firstConnect: firstConnection(client) };
}

/**
 * The shared client, ready to use, or null (no REDIS_URL). Throws when Redis cannot be reached now; the
 * first call of a fresh process waits up to 2 s for the first connection.
 */
export async function getRedis(): Promise<Redis | null> {
  if (g.__floorshopRedis === undefined) g.__floorshopRedis = env.REDIS_URL ? connect(env.REDIS_URL) : null;
  const conn = g.__floorshopRedis;
  if (!conn) return null;
  await conn.firstConnect;
  if (conn.client.status !== 'ready') throw new Error(`Redis connection ${conn.client.status}`);
  return conn.client;
}

export const redisPrefix = (): string => env.REDIS_PREFIX;

/**
 * Logs the first failure of an outage and the first success after it, once each, for one user of Redis
 * (`what`: "rate limits", …): a dead Redis must not fill the log with one line per request.
 */
export function outageLog(what: string, log: Pick<Console, 'error' | 'log'> = console) {
  let down = false;
  return {
    failed(err: unknown) {
      if (down) return;
      down = true;
      log.error(
        `[redis] ${what}: Redis unavailable (${(err as Error)?.message ?? err}); each instance applies its own limits until it is back`,
      );
    },
    ok() {
      if (!down) return;
      down = false;
      log.log(`[redis] ${what}: Redis available again`);
    },
  };
}

import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

/** Redis for the tests that need one (shared cache, shared rate limits): set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/** A key prefix of its own for one test run (`floorshop:test:<random>:`), so runs never see each other's keys. */
export const testPrefix = () => `floorshop:test:${randomBytes(6).toString('hex')}:`;

/** Deletes every key under `prefix` (SCAN + DEL; never FLUSHDB, the Redis may be shared). */
export async function deleteKeys(url: string, prefix: string): Promise<number> {
  const redis = new Redis(url);
  let n = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) n += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return n;
}

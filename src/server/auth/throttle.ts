import 'server-only';

/**
 * Sign-in throttling, in process (one instance; REDIS_URL would be the shared store for several).
 * An account is locked for LOCK_MS after ACCOUNT_LIMIT failures within WINDOW_MS; an IP address after IP_LIMIT.
 */
export const THROTTLE = { windowMs: 15 * 60_000, lockMs: 15 * 60_000, accountLimit: 5, ipLimit: 30 } as const;

interface Bucket {
  failures: number[];
  lockedUntil: number;
}

export class LoginThrottle {
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

const g = globalThis as typeof globalThis & { __floorshopLoginThrottle?: LoginThrottle };
export const loginThrottle: LoginThrottle = (g.__floorshopLoginThrottle ??= new LoginThrottle());

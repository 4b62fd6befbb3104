import 'server-only';
import { LIMITS } from '@/domain/security/limits';
import { Limiter, limits, type LimiterOptions } from '@/server/security/limiter';

/**
 * Sign-in throttling: an account is locked for 15 minutes after 5 failures within 15 minutes, an address
 * after 30 (LIMITS.signInAccount / signInAddress). The counts are kept by the shared limiter (Redis when
 * REDIS_URL is set, this process otherwise), so failures through one instance lock the account on all.
 */
export class SignInThrottle {
  constructor(
    private readonly account: Limiter,
    private readonly address: Limiter,
  ) {}

  /** A throttle with its own counts (tests, or `IN_MEMORY` for one that shares nothing). */
  static create(opts: LimiterOptions = {}, rules = { account: LIMITS.signInAccount, address: LIMITS.signInAddress }): SignInThrottle {
    return new SignInThrottle(new Limiter('signInAccount', rules.account, opts), new Limiter('signInAddress', rules.address, opts));
  }

  /** Milliseconds until the account or the address may try again; 0 when not locked. */
  async retryAfter(email: string, ip: string): Promise<number> {
    const [a, i] = await Promise.all([this.account.retryAfter(email.toLowerCase()), this.address.retryAfter(ip)]);
    return Math.max(a, i);
  }

  async fail(email: string, ip: string): Promise<void> {
    await this.account.fail(email.toLowerCase());
    await this.address.fail(ip);
  }

  /** A successful sign-in forgets the account's failures (not the address's). */
  async succeed(email: string): Promise<void> {
    await this.account.forget(email.toLowerCase());
  }
}

/** The app's sign-in throttle. */
export const loginThrottle = new SignInThrottle(limits.signInAccount, limits.signInAddress);

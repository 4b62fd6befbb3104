import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows max attempts per window per key, then again after the window', () => {
    let now = 0;
    const rl = new RateLimiter(5, 600_000, () => now);
    for (let i = 0; i < 5; i++) expect(rl.take('1.2.3.4')).toBe(true);
    expect(rl.take('1.2.3.4')).toBe(false);
    expect(rl.take('5.6.7.8')).toBe(true);
    now = 599_999;
    expect(rl.take('1.2.3.4')).toBe(false);
    now = 600_000;
    expect(rl.take('1.2.3.4')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { money } from './money';

describe('money', () => {
  it('formats exact two-decimal strings', () => {
    expect(money(155.68)).toBe('155.68');
    expect(money(0.1 + 0.2)).toBe('0.30');
    expect(money(1.005)).toBe('1.01');
    expect(money(49)).toBe('49.00');
    expect(money(-2.5)).toBe('-2.50');
  });
});

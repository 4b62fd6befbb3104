import { describe, expect, it } from 'vitest';
import { cartSubtotal, cartTotal } from './totals';

describe('cart total (qty x price, minus coupon percent, to 1 decimal)', () => {
  it('sums qty x price', () => {
    expect(
      cartTotal([
        { qty: 2, price: 10.25 },
        { qty: 1, price: 4.5 },
      ]),
    ).toBe(25);
  });
  it('subtracts the coupon percent and rounds to 1 decimal', () => {
    // 3 x 33.33 = 99.99; minus 10% = 89.991 -> 90.0
    expect(cartTotal([{ qty: 3, price: 33.33 }], 10)).toBe(90);
    // 1 x 47.47 minus 15% = 40.3495 -> 40.3
    expect(cartTotal([{ qty: 1, price: 47.47 }], 15)).toBe(40.3);
  });
  it('avoids float drift on many lines', () => {
    const items = Array.from({ length: 10 }, () => ({ qty: 1, price: 0.1 }));
    expect(cartSubtotal(items)).toBe(1);
  });
  it('is 0 for an empty cart and clamps the percent', () => {
    expect(cartTotal([])).toBe(0);
    expect(cartTotal([{ qty: 1, price: 50 }], 150)).toBe(0);
    expect(cartTotal([{ qty: 1, price: 50 }], -10)).toBe(50);
  });
  it('ignores negative or fractional quantities', () => {
    expect(
      cartSubtotal([
        { qty: -2, price: 10 },
        { qty: 1.9, price: 10 },
      ]),
    ).toBe(10);
  });
});

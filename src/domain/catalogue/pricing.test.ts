import { describe, expect, it } from 'vitest';
import { discountPercent, isDiscounted, pricePerSqFt } from './pricing';

describe('pricing', () => {
  it('strikes the price only when the discount is lower', () => {
    expect(isDiscounted({ price: 50, discount: 42.49 })).toBe(true);
    expect(isDiscounted({ price: 50, discount: 50 })).toBe(false);
    expect(discountPercent({ price: 50, discount: 40 })).toBe(20);
  });
  it('gives the price per sq ft for area products only', () => {
    expect(pricePerSqFt({ unit: 'sq ft', unitValue: 20.5, discount: 61.49 })).toBe(3);
    expect(pricePerSqFt({ unit: 'piece', unitValue: 1, discount: 9.99 })).toBeNull();
  });
});

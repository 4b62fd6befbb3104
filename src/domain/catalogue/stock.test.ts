import { describe, expect, it } from 'vitest';
import { availableQuantity, effectiveQuantity, isInStock, variantStock } from './stock';

describe('simple product stock', () => {
  it('is in stock when quantity is -1 (unlimited)', () => expect(isInStock({ type: 'simple', quantity: -1 })).toBe(true));
  it('is in stock when quantity is above 0', () => expect(isInStock({ type: 'simple', quantity: 1 })).toBe(true));
  it('is out of stock at 0', () => expect(isInStock({ type: 'simple', quantity: 0 })).toBe(false));
  it('is out of stock for other negatives', () => expect(isInStock({ type: 'simple', quantity: -5 })).toBe(false));
  it('offers 100000 units when unlimited', () => expect(availableQuantity({ type: 'simple', quantity: -1 })).toBe(100_000));
});

describe('variant product stock', () => {
  it('counts -1 as 100000 and other negatives as 0', () => {
    expect(variantStock([{ quantity: -1 }, { quantity: 3 }, { quantity: -7 }])).toBe(100_003);
  });
  it('is in stock when the sum exceeds 0', () => {
    expect(isInStock({ type: 'variable', quantity: 0, variants: [{ quantity: 0 }, { quantity: 2 }] })).toBe(true);
  });
  it('is out of stock when every variant is 0 or negative', () => {
    expect(isInStock({ type: 'variable', quantity: 0, variants: [{ quantity: 0 }, { quantity: -3 }] })).toBe(false);
  });
  it('is out of stock with no variants', () => expect(isInStock({ type: 'variable', quantity: 5, variants: [] })).toBe(false));
  it('is in stock when one variant is unlimited', () => {
    expect(isInStock({ type: 'variable', quantity: 0, variants: [{ quantity: -1 }] })).toBe(true);
  });
  it('effectiveQuantity floors fractional quantities', () => expect(effectiveQuantity(2.7)).toBe(2));
});

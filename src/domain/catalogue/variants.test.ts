import { describe, expect, it } from 'vitest';
import { cardPrice, openingVariant, variantFromSearch } from './variants';

const v = (id: string, discount: number, quantity: number, price = discount) => ({ _id: id, price, discount, quantity });

describe('openingVariant', () => {
  it('opens with the lowest charged price among the variants in stock', () => {
    expect(openingVariant([v('a', 5, 3), v('b', 3, 0), v('c', 4, 2), v('d', 4.5, -1)])?._id).toBe('c');
  });
  it('counts unlimited stock (-1) as in stock', () => {
    expect(openingVariant([v('a', 5, 0), v('b', 4, -1)])?._id).toBe('b');
  });
  it('keeps the given order for equal prices, the lower original price first', () => {
    expect(openingVariant([v('a', 4, 1), v('b', 4, 1)])?._id).toBe('a');
    expect(openingVariant([v('a', 4, 1, 6), v('b', 4, 1, 5)])?._id).toBe('b');
  });
  it('falls back to the cheapest of all when none is in stock, and to nothing without variants', () => {
    expect(openingVariant([v('a', 5, 0), v('b', 3, 0)])?._id).toBe('b');
    expect(openingVariant([])).toBeUndefined();
  });
});

describe('cardPrice', () => {
  it("is the opening variant's price, 'from' only when the charged prices differ", () => {
    // a cheaper variant out of stock: the card shows what can be bought, and says "from" as prices differ
    expect(cardPrice([v('a', 5, 3, 6), v('b', 3, 0)])).toEqual({ price: 6, discount: 5, from: true });
    expect(cardPrice([v('a', 5, 3, 6), v('c', 7, 1)])).toEqual({ price: 6, discount: 5, from: true });
    expect(cardPrice([v('a', 5, 3, 6), v('c', 5, 1, 6)])).toEqual({ price: 6, discount: 5, from: false });
    expect(cardPrice([v('a', 5, 3), v('b', 5, 3)])).toEqual({ price: 5, discount: 5, from: false });
  });
  it('is nothing without variants', () => {
    expect(cardPrice([])).toBeNull();
  });
});

describe('variantFromSearch', () => {
  const variants = [v('a', 1, 1), v('b', 2, 1)];
  it('finds the variant a shared link names', () => {
    expect(variantFromSearch(variants, '?variant=b')?._id).toBe('b');
    expect(variantFromSearch(variants, '?utm=x&variant=a')?._id).toBe('a');
  });
  it('ignores a missing or unknown id', () => {
    expect(variantFromSearch(variants, '')).toBeUndefined();
    expect(variantFromSearch(variants, '?variant=zzz')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { choiceOf, choose, joinedValueTerms, joinValues, offeredValues, variantAt } from './variant-options';

// an oak plank in two colours; 12 mm in 5" and 7" widths, 8 mm in 7" only; finishes vary
const v = (id: string, color: string | null, values: (string | null)[], stock = 5) => ({
  _id: id,
  color: color ? { _id: color } : null,
  values: values.map((x) => (x ? { _id: x } : null)),
  stock,
});
const variants = [
  v('a', 'smoke', ['12mm', '5in', 'matte']),
  v('b', 'smoke', ['12mm', '7in', 'matte'], 0),
  v('c', 'smoke', ['12mm', '7in', 'gloss']),
  v('d', 'smoke', ['8mm', '7in', 'matte']),
  v('e', 'natural', ['8mm', '5in', 'gloss']),
];
const D = 4;

describe('choosing a variant option by option', () => {
  it('reads a variant as colour then its option values', () => {
    expect(choiceOf(variants[0], D)).toEqual(['smoke', '12mm', '5in', 'matte']);
    expect(choiceOf(v('x', null, ['8mm']), 2)).toEqual([null, '8mm']);
    expect(variantAt(variants, ['smoke', '12mm', '7in', 'gloss'], D)?._id).toBe('c');
    expect(variantAt(variants, ['natural', '12mm', '7in', 'gloss'], D)).toBeUndefined();
  });

  it('offers only the values that exist under the earlier choices, saying which can be bought', () => {
    expect(offeredValues(variants, ['smoke'], 1, D)).toEqual([
      { id: '12mm', inStock: true },
      { id: '8mm', inStock: true },
    ]);
    expect(offeredValues(variants, ['natural'], 1, D)).toEqual([{ id: '8mm', inStock: true }]);
    expect(offeredValues(variants, ['smoke', '12mm'], 2, D).map((o) => o.id)).toEqual(['5in', '7in']);
    expect(offeredValues(variants, ['smoke', '8mm'], 2, D).map((o) => o.id)).toEqual(['7in']);
    expect(offeredValues(variants, ['smoke', '12mm', '7in'], 3, D)).toEqual([
      { id: 'matte', inStock: false },
      { id: 'gloss', inStock: true },
    ]);
    // the colours: every one, in stock when any of its variants is
    expect(offeredValues(variants, [], 0, D)).toEqual([
      { id: 'smoke', inStock: true },
      { id: 'natural', inStock: true },
    ]);
  });

  it('keeps the later choices when the combination exists', () => {
    expect(choose(variants, ['smoke', '12mm', '7in', 'gloss'], 2, '5in', D)).toEqual(['smoke', '12mm', '5in', 'matte']);
    expect(choose(variants, ['smoke', '12mm', '7in', 'matte'], 3, 'gloss', D)).toEqual(['smoke', '12mm', '7in', 'gloss']);
  });

  it('moves the later choices to the nearest existing combination, one in stock first', () => {
    // 8 mm comes in 7" matte only
    expect(choose(variants, ['smoke', '12mm', '5in', 'matte'], 1, '8mm', D)).toEqual(['smoke', '8mm', '7in', 'matte']);
    // 12 mm keeps 7" and matte though that one is sold out: keeping the choices comes first
    expect(choose(variants, ['smoke', '8mm', '7in', 'matte'], 1, '12mm', D)).toEqual(['smoke', '12mm', '7in', 'matte']);
    // a colour with one combination takes it
    expect(choose(variants, ['smoke', '12mm', '7in', 'gloss'], 0, 'natural', D)).toEqual(['natural', '8mm', '5in', 'gloss']);
  });

  it('prefers a combination in stock when as many choices are kept', () => {
    expect(choose(variants, ['smoke', '12mm', '5in', 'gloss'], 2, '7in', D)).toEqual(['smoke', '12mm', '7in', 'gloss']);
    const soldOutFirst = [v('p', null, ['a', 'x'], 0), v('q', null, ['a', 'y'], 3)];
    expect(choose(soldOutFirst, [null, 'b', 'z'], 1, 'a', 3)).toEqual([null, 'a', 'y']);
  });

  it('names the values of a line in order, leaving out the missing', () => {
    expect(joinValues(['12 mm', ' 7 in ', 'Matte'])).toBe('12 mm / 7 in / Matte');
    expect(joinValues(['12 mm', null, ''])).toBe('12 mm');
    expect(joinValues([])).toBeNull();
  });

  it('names the values as one term in every language a value is translated into, English where one is not', () => {
    const terms = joinedValueTerms([
      { value: '12 mm', translations: { fr: { value: '12 mm' }, ar: { value: '١٢ مم' } } },
      null,
      { value: 'Matte', translations: { fr: { value: 'Mat' }, bn: { value: ' ' } } },
    ]);
    expect(terms).toEqual({
      value: '12 mm / Matte',
      translations: { fr: { value: '12 mm / Mat' }, ar: { value: '١٢ مم / Matte' } },
    });
    expect(joinedValueTerms([null, null])).toEqual({ value: null, translations: {} });
  });
});

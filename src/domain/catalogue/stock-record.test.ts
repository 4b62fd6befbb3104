import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { recordStockSchema, stockAfter } from './stock-record';

const input = (over: Record<string, unknown> = {}) => ({ productId: randomUUID(), kind: 'received', quantity: 12, ...over });
const refusal = (over: Record<string, unknown>) => {
  const r = recordStockSchema.safeParse(input(over));
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('recording stock', () => {
  it('adds what is received, takes off what is written off (never more than held), and sets a count', () => {
    expect(stockAfter('received', 8, 12)).toBe(20);
    expect(stockAfter('damaged', 8, 3)).toBe(5);
    expect(stockAfter('damaged', 8, 8)).toBe(0);
    expect(stockAfter('damaged', 8, 9)).toBeNull();
    expect(stockAfter('counted', 8, 0)).toBe(0);
    expect(stockAfter('counted', 8, 11)).toBe(11);
  });

  it('takes whole units, at least one received or written off, and a count of zero', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ kind: 'counted', quantity: 0 })).toBeNull();
    expect(refusal({ quantity: 0 })).toEqual({ quantity: `dashProducts.stock.errors.quantityPositive` });
    expect(refusal({ kind: 'damaged', quantity: 0 })).toEqual({ quantity: `dashProducts.stock.errors.quantityPositive` });
    expect(refusal({ quantity: 2.5 })).toEqual({ quantity: `dashProducts.stock.errors.quantityFormat` });
    expect(refusal({ quantity: -1 })).toEqual({ quantity: `dashProducts.stock.errors.quantityMin` });
    expect(refusal({ quantity: Number.NaN })).toEqual({ quantity: `dashProducts.stock.errors.quantityRequired` });
    expect(refusal({ kind: 'sold' })).toEqual({ kind: 'invalid' });
    expect(refusal({ note: 'x'.repeat(201) })).toEqual({ note: 'maxChars:200' });
    expect(recordStockSchema.parse(input({ note: '  Mohawk, PO 4471  ' }))).toMatchObject({ note: 'Mohawk, PO 4471', variantId: '' });
  });
});

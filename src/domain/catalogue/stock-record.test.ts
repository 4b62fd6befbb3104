import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { deliverySchema, moreThanAtLocation, recordStockSchema, stockAfter, stockAfterAt, transferSchema } from './stock-record';

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

// docs/requirements.md, "Locations and lots"
describe('recording stock at a location and of a lot', () => {
  it('counts at one location: what is held there becomes the count, the rest stays', () => {
    // 20 in all, 5 of them here
    expect(stockAfterAt('counted', 20, 5, 8)).toBe(23);
    expect(stockAfterAt('counted', 20, 5, 0)).toBe(15);
    expect(stockAfterAt('received', 20, 5, 4)).toBe(24);
    expect(stockAfterAt('damaged', 20, 5, 5)).toBe(15);
    // more than is held here cannot be written off here, whatever is held elsewhere
    expect(stockAfterAt('damaged', 20, 5, 6)).toBeNull();
  });

  it('takes a new lot only with a receipt, and not beside a recorded lot', () => {
    expect(refusal({ lotCode: 'L-2291', shade: 'Honey', caliber: '9.8' })).toBeNull();
    expect(refusal({ kind: 'counted', lotCode: 'L-2291' })).toEqual({ lotCode: 'invalid' });
    expect(refusal({ lotCode: 'L-2291', lotId: randomUUID() })).toEqual({ lotCode: 'dashProducts.stock.errors.lotTwice' });
    expect(refusal({ locationId: 'showroom' })).toEqual({ locationId: 'invalid' });
    expect(refusal({ lotCode: 'x'.repeat(41) })).toEqual({ lotCode: 'maxChars:40' });
    expect(recordStockSchema.parse(input({ lotCode: ' L-1 ' }))).toMatchObject({ lotCode: 'L-1', locationId: '', lotId: '', shade: '' });
  });
});

describe('a delivery’s lines', () => {
  const line = (over: Record<string, unknown> = {}) => ({ productId: P, quantity: 3, ...over });
  const P = randomUUID();
  const issues = (lines: Record<string, unknown>[]) => {
    const r = deliverySchema.safeParse({ supplier: 'Mohawk', lines });
    return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('takes one product in two lots, or at two locations, but not the same lot at the same place twice', () => {
    expect(issues([line({ lotCode: 'A' }), line({ lotCode: 'B' })])).toBeNull();
    expect(issues([line(), line({ locationId: randomUUID() })])).toBeNull();
    expect(issues([line({ lotCode: 'A' }), line({ lotCode: 'a' })])).toEqual({
      'lines.1.quantity': 'dashProducts.stock.errors.duplicateLine',
    });
  });
});

describe('a transfer between locations', () => {
  const from = randomUUID();
  const to = randomUUID();
  const issues = (over: Record<string, unknown>) => {
    const r = transferSchema.safeParse({ productId: randomUUID(), fromId: from, toId: to, quantity: 4, ...over });
    return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('moves at least one whole box between two different places', () => {
    expect(issues({})).toBeNull();
    expect(issues({ toId: from })).toEqual({ toId: 'dashProducts.stock.errors.sameLocation' });
    expect(issues({ quantity: 0 })).toEqual({ quantity: 'dashProducts.stock.errors.quantityPositive' });
    expect(issues({ quantity: 1.5 })).toEqual({ quantity: 'dashProducts.stock.errors.quantityFormat' });
    expect(issues({ toId: '' })).toEqual({ toId: 'required' });
    expect(moreThanAtLocation(3)).toBe('dashProducts.stock.errors.moreThanAtLocation:3');
  });
});

import { describe, expect, it } from 'vitest';
import { orderSummaryRows, summaryRows, variantName, type SummaryRow } from './summary';
import { orderTotals } from './totals';

const gstPst = [
  { name: 'GST', rate: 5 },
  { name: 'PST', rate: 7 },
];

const sumOf = (rows: SummaryRow[]) =>
  rows.filter((r) => r.kind !== 'subtotal' && r.kind !== 'total').reduce((s, r) => s + Math.round(r.amount * 100), 0);

describe('order summary rows', () => {
  it('lists subtotal, discount, rounding, delivery, each tax and total, in that order', () => {
    // docs/requirements.md, "Taxes (GST and PST)": 2 x 49.99, 10 % off, 49 delivery
    const t = orderTotals([{ qty: 2, price: 49.99 }], { kind: 'percent', value: 10 }, 49, gstPst);
    expect(summaryRows({ ...t, couponCode: 'WELCOME10' })).toEqual([
      { kind: 'subtotal', amount: 99.98 },
      { kind: 'discount', amount: -10, code: 'WELCOME10' },
      { kind: 'rounding', amount: 0.02 },
      { kind: 'delivery', amount: 49 },
      { kind: 'tax', name: 'GST', rate: 5, amount: 6.95 },
      { kind: 'tax', name: 'PST', rate: 7, amount: 9.73 },
      { kind: 'total', amount: 155.68 },
    ]);
  });

  it('reads a stored order (decimal strings) the same as its quote, deriving the rounding', () => {
    const stored = {
      subtotal: '99.98',
      discountTotal: '10.00',
      couponCode: 'WELCOME10',
      shippingCost: '49.00',
      taxLines: [
        { name: 'GST', rate: 5, amount: '6.95' },
        { name: 'PST', rate: 7, amount: '9.73' },
      ],
      total: '155.68',
    };
    const quoted = orderTotals([{ qty: 2, price: 49.99 }], { kind: 'percent', value: 10 }, 49, gstPst);
    expect(orderSummaryRows(stored)).toEqual(summaryRows({ ...quoted, couponCode: 'WELCOME10' }));
  });

  it('takes a rounding away as a negative row', () => {
    // 3 x 0.03 = 0.09 -> 0.1 (adds 0.01); 1 x 10.04 -> 10.0 (takes 0.04 away)
    expect(summaryRows(orderTotals([{ qty: 1, price: 10.04 }], null, 0, []))).toContainEqual({ kind: 'rounding', amount: -0.04 });
    expect(summaryRows(orderTotals([{ qty: 3, price: 0.03 }], null, 0, []))).toContainEqual({ kind: 'rounding', amount: 0.01 });
  });

  it('leaves out a zero discount and a zero rounding but always shows delivery, even when free', () => {
    const rows = summaryRows(orderTotals([{ qty: 1, price: 100 }], null, 0, gstPst));
    expect(rows.map((r) => r.kind)).toEqual(['subtotal', 'delivery', 'tax', 'tax', 'total']);
    expect(rows[1]).toEqual({ kind: 'delivery', amount: 0 });
  });

  it('names no coupon when the order has none, and reads a discount stored as a negative amount the same', () => {
    const rows = summaryRows({ subtotal: '50.00', discount: '-5.00', shipping: '0', taxes: [], total: '45.00' });
    expect(rows).toContainEqual({ kind: 'discount', amount: -5, code: null });
    expect(rows.some((r) => r.kind === 'rounding')).toBe(false);
  });

  it('adds up: the rows between subtotal and total always make the total, and match orderTotals()', () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let n = 0; n < 500; n++) {
      const items = Array.from({ length: 1 + Math.floor(next() * 4) }, () => ({
        qty: 1 + Math.floor(next() * 40),
        price: Math.round(next() * 20000) / 100,
      }));
      const percent = Math.floor(next() * 3) * 5;
      const t = orderTotals(items, percent ? { kind: 'percent', value: percent } : null, [0, 49, 89, 149][Math.floor(next() * 4)], gstPst);
      const rows = summaryRows(t);
      expect(Math.round(t.subtotal * 100) + sumOf(rows)).toBe(Math.round(t.total * 100));
      expect(rows.find((r) => r.kind === 'rounding')?.amount ?? 0).toBe(t.rounding);
    }
  });
});

describe('variant name', () => {
  it('joins colour and attribute, skipping what is missing', () => {
    expect(variantName({ colorName: 'Smoke Oak', attributeName: '12 mm' })).toBe('Smoke Oak · 12 mm');
    expect(variantName({ colorName: null, attributeName: '12 mm' })).toBe('12 mm');
    expect(variantName({ colorName: ' ', attributeName: null })).toBeNull();
    expect(variantName({})).toBeNull();
  });
});

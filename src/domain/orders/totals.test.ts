import { describe, expect, it } from 'vitest';
import { summaryRows } from './summary';
import { orderTotals, type Discount } from './totals';

/*
 * Every combination of the order totals (docs/requirements.md, "Order totals"): percent, fixed amount and free
 * delivery × no taxes and GST + PST × the whole cart or limited lines × the 1-decimal rounding of the cart total.
 */
const gstPst = [
  { name: 'GST', rate: 5 },
  { name: 'PST', rate: 7 },
];
const oak = { qty: 2, price: 49.99 }; // 99.98, category "laminate"
const underlay = { qty: 1, price: 19.99 }; // 19.99, category "accessories"
const cart = [oak, underlay]; // 119.97

type Case = [name: string, discount: Discount | null, expected: Record<string, number>, taxed: { taxTotal: number; total: number }];
const cases: Case[] = [
  // 119.97 → 120.0 (+0.03): no coupon still rounds the cart total
  [
    'no coupon',
    null,
    { discount: 0, goodsDiscount: 0, deliveryDiscount: 0, afterDiscount: 120, rounding: 0.03, total: 169 },
    { taxTotal: 20.28, total: 189.28 },
  ],
  // 119.97 − 11.997 = 107.973 → 108.0
  [
    '10 % of the cart',
    { kind: 'percent', value: 10 },
    { discount: 12, goodsDiscount: 12, afterDiscount: 108, rounding: 0.03, total: 157 },
    { taxTotal: 18.84, total: 175.84 },
  ],
  // only the oak: 119.97 − 9.998 = 109.972 → 110.0
  [
    '10 % of one category',
    { kind: 'percent', value: 10, eligible: [oak] },
    { discount: 10, goodsDiscount: 10, afterDiscount: 110, rounding: 0.03, total: 159 },
    { taxTotal: 19.08, total: 178.08 },
  ],
  // 119.97 − 15 = 104.97 → 105.0
  [
    '15.00 off the cart',
    { kind: 'fixed', value: 15 },
    { discount: 15, goodsDiscount: 15, afterDiscount: 105, rounding: 0.03, total: 154 },
    { taxTotal: 18.48, total: 172.48 },
  ],
  [
    '15.00 off one category (covers it)',
    { kind: 'fixed', value: 15, eligible: [underlay] },
    { discount: 15, goodsDiscount: 15, afterDiscount: 105, rounding: 0.03, total: 154 },
    { taxTotal: 18.48, total: 172.48 },
  ],
  // capped at the eligible lines: 19.99 off → 99.98 → 100.0
  [
    '25.00 off one category (capped)',
    { kind: 'fixed', value: 25, eligible: [underlay] },
    { discount: 19.99, goodsDiscount: 19.99, afterDiscount: 100, rounding: 0.02, total: 149 },
    { taxTotal: 17.88, total: 166.88 },
  ],
  // capped at the cart: nothing left to pay for the goods, delivery and its taxes remain
  [
    '200.00 off the cart (capped)',
    { kind: 'fixed', value: 200 },
    { discount: 119.97, goodsDiscount: 119.97, afterDiscount: 0, rounding: 0, total: 49 },
    { taxTotal: 5.88, total: 54.88 },
  ],
  // delivery waived: the discount line is the delivery cost; taxes on the goods only
  [
    'free delivery',
    { kind: 'free_delivery', value: 0 },
    { discount: 49, goodsDiscount: 0, deliveryDiscount: 49, afterDiscount: 120, rounding: 0.03, shipping: 49, total: 120 },
    { taxTotal: 14.4, total: 134.4 },
  ],
  [
    'free delivery limited to a category',
    { kind: 'free_delivery', value: 0, eligible: [oak] },
    { discount: 49, deliveryDiscount: 49, afterDiscount: 120, total: 120 },
    { taxTotal: 14.4, total: 134.4 },
  ],
  [
    '100 % of the cart',
    { kind: 'percent', value: 100 },
    { discount: 119.97, afterDiscount: 0, rounding: 0, total: 49 },
    { taxTotal: 5.88, total: 54.88 },
  ],
];

describe('order totals: every coupon kind, with and without GST + PST, whole cart or limited', () => {
  for (const [name, discount, expected, taxed] of cases) {
    it(`${name}, no taxes`, () => {
      const t = orderTotals(cart, discount, 49, []);
      expect(t).toMatchObject({ subtotal: 119.97, shipping: 49, taxes: [], taxTotal: 0, ...expected });
    });
    it(`${name}, GST 5 % + PST 7 % on the cart total and the delivery charged`, () => {
      const t = orderTotals(cart, discount, 49, gstPst);
      const base = t.afterDiscount + t.shipping - t.deliveryDiscount;
      expect(t.taxes.map((x) => x.amount)).toEqual([Math.round(base * 5) / 100, Math.round(base * 7) / 100]);
      expect({ taxTotal: t.taxTotal, total: t.total }).toEqual(taxed);
    });
  }
});

describe('order totals: rounding of the cart total to 1 decimal', () => {
  it('percent: subtotal minus the unrounded percent, then rounded (half away from zero)', () => {
    // 47.47 − 15 % = 40.3495 → 40.3; the discount line says 7.12, the rounding line −0.05
    expect(orderTotals([{ qty: 1, price: 47.47 }], { kind: 'percent', value: 15 }, 0, [])).toMatchObject({
      goodsDiscount: 7.12,
      afterDiscount: 40.3,
      rounding: -0.05,
    });
    // 3 × 33.33 = 99.99 − 10 % = 89.991 → 90.0
    expect(orderTotals([{ qty: 3, price: 33.33 }], { kind: 'percent', value: 10 }, 0, [])).toMatchObject({
      afterDiscount: 90,
      rounding: 0.01,
    });
  });
  it('fixed: the exact amount off, then the same rounding', () => {
    // 100.00 − 10.04 = 89.96 → 90.0
    expect(orderTotals([{ qty: 1, price: 100 }], { kind: 'fixed', value: 10.04 }, 0, [])).toMatchObject({
      goodsDiscount: 10.04,
      afterDiscount: 90,
      rounding: 0.04,
    });
    // 10.00 − 0.05 = 9.95 → 10.0 (half away from zero): the rounding gives the 5 cents back
    expect(orderTotals([{ qty: 1, price: 10 }], { kind: 'fixed', value: 0.05 }, 0, [])).toMatchObject({
      afterDiscount: 10,
      rounding: 0.05,
    });
    // an amount with more than 2 decimals counts in cents
    expect(orderTotals([{ qty: 1, price: 10 }], { kind: 'fixed', value: 1.234 }, 0, []).goodsDiscount).toBe(1.23);
  });
  it('limited percent: the percent of the eligible lines only', () => {
    // eligible 3 × 0.35 = 1.05 × 50 % = 0.525 → cart 2.05 + 1.05 − 0.525 = 2.575 → 2.6; discount line 0.53
    const eligible = [{ qty: 3, price: 0.35 }];
    const t = orderTotals([{ qty: 1, price: 2.05 }, ...eligible], { kind: 'percent', value: 50, eligible }, 0, []);
    expect(t).toMatchObject({ subtotal: 3.1, goodsDiscount: 0.53, afterDiscount: 2.6, rounding: 0.03 });
  });
  it('a limited coupon with no eligible lines takes nothing off', () => {
    expect(orderTotals(cart, { kind: 'percent', value: 10, eligible: [] }, 0, []).discount).toBe(0);
    expect(orderTotals(cart, { kind: 'fixed', value: 10, eligible: [] }, 0, []).discount).toBe(0);
  });
  it('free delivery with free pickup (0.00) takes nothing off', () => {
    expect(orderTotals(cart, { kind: 'free_delivery', value: 0 }, 0, gstPst)).toMatchObject({
      discount: 0,
      deliveryDiscount: 0,
      total: 134.4,
    });
  });
  it('clamps a percent to 0–100 and a negative amount to 0', () => {
    expect(orderTotals([{ qty: 1, price: 50 }], { kind: 'percent', value: 150 }, 0, []).afterDiscount).toBe(0);
    expect(orderTotals([{ qty: 1, price: 50 }], { kind: 'percent', value: -10 }, 0, []).afterDiscount).toBe(50);
    expect(orderTotals([{ qty: 1, price: 50 }], { kind: 'fixed', value: -10 }, 0, []).afterDiscount).toBe(50);
  });
});

describe('order totals: the summary rows always add up (random carts of every kind)', () => {
  it('subtotal − discount + rounding + delivery + taxes = total, and the rounding is at most 5 cents', () => {
    let seed = 11;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let n = 0; n < 600; n++) {
      const items = Array.from({ length: 1 + Math.floor(next() * 4) }, () => ({
        qty: 1 + Math.floor(next() * 30),
        price: Math.round(next() * 30000) / 100,
      }));
      const eligible = next() < 0.5 ? undefined : items.filter(() => next() < 0.5);
      const kind = (['percent', 'fixed', 'free_delivery'] as const)[n % 3];
      const value = kind === 'percent' ? 1 + Math.floor(next() * 100) : Math.round(next() * 50000) / 100;
      const shipping = [0, 49, 89, 149][Math.floor(next() * 4)];
      const t = orderTotals(items, { kind, value, eligible }, shipping, n % 2 ? gstPst : []);
      const rows = summaryRows(t);
      const cents = (v: number) => Math.round(v * 100);
      const rowSum = rows.filter((r) => r.kind !== 'subtotal' && r.kind !== 'total').reduce((s, r) => s + cents(r.amount), 0);
      expect(cents(t.subtotal) + rowSum).toBe(cents(t.total));
      // the rounding a stored order shows (derived from its totals) is the one the quote computed
      expect(rows.find((r) => r.kind === 'rounding')?.amount ?? 0).toBe(t.rounding);
      expect(Math.abs(t.rounding)).toBeLessThanOrEqual(0.05);
      expect(t.discount).toBe(Math.round((t.goodsDiscount + t.deliveryDiscount) * 100) / 100);
      expect(t.total).toBe(Math.round((t.afterDiscount + t.shipping - t.deliveryDiscount + t.taxTotal) * 100) / 100);
      if (eligible) expect(cents(t.goodsDiscount)).toBeLessThanOrEqual(eligible.reduce((s, i) => s + cents(i.price) * i.qty, 0));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { makeOrderNumber, ORDER_NUMBER_PATTERN } from './order-number';
import { canTransition, returnsStock } from './status';
import { orderTotals } from './totals';

const now = new Date('2026-11-22T12:00:00Z');

describe('order totals', () => {
  const gstPst = [
    { name: 'GST', rate: 5 },
    { name: 'PST', rate: 7 },
  ];
  it('prices goods, coupon, delivery and tax lines', () => {
    // 2 x 49.99 = 99.98; -10% = 89.982 -> 90.0 (1 decimal; docs/requirements.md, "Cart total"); + 49 delivery = 139
    const t = orderTotals([{ qty: 2, price: 49.99 }], { kind: 'percent', value: 10 }, 49, gstPst);
    expect(t.subtotal).toBe(99.98);
    expect(t.afterDiscount).toBe(90);
    expect(t.discount).toBe(10);
    expect(t.rounding).toBe(0.02);
    expect(t.taxes).toEqual([
      { name: 'GST', rate: 5, amount: 6.95 },
      { name: 'PST', rate: 7, amount: 9.73 },
    ]);
    expect(t.taxTotal).toBe(16.68);
    expect(t.total).toBe(155.68);
  });
  it('leaves out zero-rate taxes and negative delivery', () => {
    const t = orderTotals([{ qty: 1, price: 10 }], null, -5, [{ name: 'HST', rate: 0 }]);
    expect(t).toMatchObject({ shipping: 0, taxes: [], taxTotal: 0, total: 10, discount: 0, rounding: 0 });
  });
});

describe('order status machine', () => {
  it('allows only the defined transitions', () => {
    expect(canTransition('pending', 'confirmed')).toBe(true);
    expect(canTransition('pending', 'cancelled')).toBe(true);
    expect(canTransition('pending', 'shipped')).toBe(false);
    expect(canTransition('processing', 'shipped')).toBe(true);
    expect(canTransition('confirmed', 'delivered')).toBe(false);
    expect(canTransition('shipped', 'delivered')).toBe(true);
    expect(canTransition('cancelled', 'pending')).toBe(false);
  });
  it('returns stock on cancel and refund only', () => {
    expect(returnsStock('cancelled')).toBe(true);
    expect(returnsStock('refunded')).toBe(true);
    expect(returnsStock('shipped')).toBe(false);
  });
});

describe('order numbers', () => {
  it('are dated, readable and unambiguous', () => {
    let i = 0;
    const seq = [0, 0.5, 0.99, 0.2, 0.7];
    const n = makeOrderNumber(now, () => seq[i++]);
    expect(n).toMatch(ORDER_NUMBER_PATTERN);
    expect(n.startsWith('FS-261122-')).toBe(true);
    expect(n.slice(-5)).not.toMatch(/[01OIL]/);
  });
});

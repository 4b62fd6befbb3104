import { describe, expect, it } from 'vitest';
import { checkCoupon, normaliseCouponCode, type CouponRecord } from './coupon';
import { makeOrderNumber, ORDER_NUMBER_PATTERN } from './order-number';
import { canTransition, returnsStock } from './status';
import { orderTotals } from './totals';

const coupon = (over: Partial<CouponRecord> = {}): CouponRecord => ({
  code: 'WELCOME10',
  discountPercent: 10,
  minimumSpend: '100.00',
  usageLimit: 5,
  usedCount: 0,
  startsAt: null,
  expiresAt: null,
  active: true,
  ...over,
});
const now = new Date('2026-11-22T12:00:00Z');

describe('coupon rules', () => {
  it('accepts a valid code', () => {
    expect(checkCoupon(coupon(), 150, now)).toEqual({ ok: true, coupon: { code: 'WELCOME10', discount: 10 } });
  });
  it('refuses unknown, inactive, not yet valid, expired, used-up and below-minimum codes', () => {
    expect(checkCoupon(null, 150, now)).toEqual({ ok: false, reason: 'unknown' });
    expect(checkCoupon(coupon({ active: false }), 150, now)).toMatchObject({ reason: 'inactive' });
    expect(checkCoupon(coupon({ startsAt: new Date('2026-12-01') }), 150, now)).toMatchObject({ reason: 'notYetValid' });
    expect(checkCoupon(coupon({ expiresAt: new Date('2026-11-22T12:00:00Z') }), 150, now)).toMatchObject({ reason: 'expired' });
    expect(checkCoupon(coupon({ usedCount: 5 }), 150, now)).toMatchObject({ reason: 'usedUp' });
    expect(checkCoupon(coupon(), 99.99, now)).toEqual({ ok: false, reason: 'belowMinimum', minimumSpend: 100 });
  });
  it('has no limit when usageLimit is null', () => {
    expect(checkCoupon(coupon({ usageLimit: null, usedCount: 10_000 }), 150, now).ok).toBe(true);
  });
  it('normalises codes', () => expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10'));
});

describe('order totals', () => {
  const gstPst = [
    { name: 'GST', rate: 5 },
    { name: 'PST', rate: 7 },
  ];
  it('prices goods, coupon, delivery and tax lines', () => {
    // 2 x 49.99 = 99.98; -10% = 89.982 -> 90.0 (1 decimal; docs/requirements.md, "Cart total"); + 49 delivery = 139
    const t = orderTotals([{ qty: 2, price: 49.99 }], 10, 49, gstPst);
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
    const t = orderTotals([{ qty: 1, price: 10 }], 0, -5, [{ name: 'HST', rate: 0 }]);
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

import { describe, expect, it } from 'vitest';
import {
  checkCoupon,
  chooseCoupon,
  couponSaving,
  discountFor,
  eligibleLines,
  normaliseCouponCode,
  type CouponLine,
  type CouponRecord,
} from './coupon';
import { orderTotals } from './totals';

const LAMINATE = '11111111-1111-4111-8111-111111111111';
const ACCESSORIES = '22222222-2222-4222-8222-222222222222';
const oak: CouponLine = { productId: 'oak', categoryId: LAMINATE, qty: 2, price: 49.99 };
const underlay: CouponLine = { productId: 'underlay', categoryId: ACCESSORIES, qty: 1, price: 19.99 };
const cart = [oak, underlay]; // 119.97

const coupon = (over: Partial<CouponRecord> = {}): CouponRecord => ({
  code: 'WELCOME10',
  kind: 'percent',
  discountPercent: 10,
  discountAmount: null,
  minimumSpend: '100.00',
  usageLimit: 5,
  usedCount: 0,
  perCustomerLimit: null,
  startsAt: null,
  expiresAt: null,
  active: true,
  automatic: false,
  categoryIds: [],
  productIds: [],
  ...over,
});
const now = new Date('2026-11-22T12:00:00Z');
const ctx = (over: { lines?: CouponLine[]; customerUses?: number; now?: Date } = {}) => ({ lines: cart, now, customerUses: 0, ...over });

describe('coupon eligibility (one rule, one reason)', () => {
  it('accepts a valid code with its kind, value and scope', () => {
    expect(checkCoupon(coupon(), ctx())).toEqual({
      ok: true,
      coupon: { id: undefined, code: 'WELCOME10', kind: 'percent', value: 10, automatic: false, scope: null },
    });
    expect(checkCoupon(coupon({ kind: 'fixed', discountPercent: null, discountAmount: '15.00' }), ctx())).toMatchObject({
      ok: true,
      coupon: { kind: 'fixed', value: 15 },
    });
    expect(checkCoupon(coupon({ kind: 'free_delivery', discountPercent: null }), ctx())).toMatchObject({
      ok: true,
      coupon: { kind: 'free_delivery', value: 0 },
    });
  });
  it('refuses with a reason, in order', () => {
    expect(checkCoupon(null, ctx())).toEqual({ ok: false, reason: 'unknown' });
    expect(checkCoupon(coupon({ active: false, usedCount: 5 }), ctx())).toMatchObject({ reason: 'inactive' });
    expect(checkCoupon(coupon({ startsAt: new Date('2026-12-01'), usedCount: 5 }), ctx())).toMatchObject({ reason: 'notYetValid' });
    expect(checkCoupon(coupon({ expiresAt: now }), ctx())).toMatchObject({ reason: 'expired' });
    expect(checkCoupon(coupon({ expiresAt: new Date(now.getTime() + 1) }), ctx()).ok).toBe(true);
    expect(checkCoupon(coupon({ startsAt: now }), ctx()).ok).toBe(true);
    expect(checkCoupon(coupon({ usedCount: 5, perCustomerLimit: 1 }), ctx({ customerUses: 1 }))).toMatchObject({ reason: 'usedUp' });
    expect(checkCoupon(coupon({ perCustomerLimit: 1 }), ctx({ customerUses: 1, lines: [] }))).toMatchObject({ reason: 'alreadyUsed' });
    expect(checkCoupon(coupon({ perCustomerLimit: 2 }), ctx({ customerUses: 1 })).ok).toBe(true);
    expect(checkCoupon(coupon({ minimumSpend: '150' }), ctx())).toEqual({
      ok: false,
      reason: 'belowMinimum',
      minimumSpend: 150,
      missing: 30.03,
    });
    expect(checkCoupon(coupon({ minimumSpend: '119.97' }), ctx()).ok).toBe(true);
    expect(checkCoupon(coupon({ minimumSpend: '0', categoryIds: ['other'] }), ctx())).toEqual({ ok: false, reason: 'noEligibleItems' });
  });
  it('has no limit when usageLimit or perCustomerLimit is null', () => {
    expect(checkCoupon(coupon({ usageLimit: null, usedCount: 10_000 }), ctx({ customerUses: 99 })).ok).toBe(true);
  });
  it('the minimum is on the whole cart subtotal, the scope picks the discounted lines', () => {
    const limited = coupon({ kind: 'fixed', discountPercent: null, discountAmount: '25', categoryIds: [ACCESSORIES] });
    const check = checkCoupon(limited, ctx());
    expect(check).toMatchObject({ ok: true, coupon: { scope: { categoryIds: [ACCESSORIES], productIds: [] } } });
    if (!check.ok) return;
    expect(discountFor(check.coupon, cart)).toEqual({ kind: 'fixed', value: 25, eligible: [underlay] });
    // 25 off, capped at the underlay's 19.99
    expect(orderTotals(cart, discountFor(check.coupon, cart), 0, []).goodsDiscount).toBe(19.99);
  });
  it('a line is eligible by its product or its category', () => {
    expect(eligibleLines({ categoryIds: [LAMINATE], productIds: [] }, cart)).toEqual([oak]);
    expect(eligibleLines({ categoryIds: [], productIds: ['underlay'] }, cart)).toEqual([underlay]);
    expect(eligibleLines({ categoryIds: [LAMINATE], productIds: ['underlay'] }, cart)).toEqual(cart);
    expect(eligibleLines(null, cart)).toEqual(cart);
  });
  it('normalises codes', () => expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10'));
});

describe('choosing the discount: the best automatic one, a typed code only when better', () => {
  const applied = (code: string, kind: 'percent' | 'fixed' | 'free_delivery', value: number, automatic = true) =>
    ({ code, kind, value, automatic, scope: null }) as const;
  const freeShip = applied('FREESHIP', 'free_delivery', 0);
  const tenOff = applied('TENOFF', 'fixed', 10);
  it('saving = what the customer pays less before taxes', () => {
    expect(couponSaving(freeShip, cart, 49)).toBe(49);
    expect(couponSaving(tenOff, cart, 49)).toBe(10);
    // compared on the rounded cart totals: 120.0 → 108.0
    expect(couponSaving(applied('P10', 'percent', 10), cart, 0)).toBe(12);
  });
  it('no typed code: the best automatic discount, ties by code', () => {
    expect(chooseCoupon(null, [tenOff, freeShip], cart, 49).coupon).toBe(freeShip);
    expect(chooseCoupon(null, [tenOff, freeShip], cart, 0).coupon).toBe(tenOff);
    const tenOffToo = applied('ANOTHER10', 'fixed', 10);
    expect(chooseCoupon(null, [tenOff, tenOffToo], cart, 0).coupon).toBe(tenOffToo);
    expect(chooseCoupon(null, [], cart, 0)).toEqual({ coupon: null, typedRefusal: null });
  });
  it('a typed code replaces the automatic one only when it saves strictly more', () => {
    const typed20 = { ok: true as const, coupon: applied('SAVE20', 'fixed', 20, false) };
    expect(chooseCoupon(typed20, [freeShip], cart, 0)).toEqual({ coupon: typed20.coupon, typedRefusal: null });
    expect(chooseCoupon(typed20, [freeShip], cart, 49)).toEqual({ coupon: freeShip, typedRefusal: { ok: false, reason: 'notBetter' } });
    const typed49 = { ok: true as const, coupon: applied('SAVE49', 'fixed', 49, false) };
    expect(chooseCoupon(typed49, [freeShip], cart, 49).typedRefusal).toEqual({ ok: false, reason: 'notBetter' });
    // typing the automatic coupon's own code is no refusal
    expect(chooseCoupon({ ok: true, coupon: freeShip }, [freeShip], cart, 49)).toEqual({ coupon: freeShip, typedRefusal: null });
  });
  it('a refused typed code keeps the automatic discount and says why', () => {
    const refused = { ok: false as const, reason: 'expired' as const };
    expect(chooseCoupon(refused, [freeShip], cart, 49)).toEqual({ coupon: freeShip, typedRefusal: refused });
    expect(chooseCoupon(refused, [], cart, 49)).toEqual({ coupon: null, typedRefusal: refused });
  });
});

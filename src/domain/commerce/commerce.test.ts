import { describe, expect, it } from 'vitest';
import { couponInputSchema, couponStatus, limitCoversUses } from './coupons';
import { isLowStock, lowStockLimit } from './low-stock';
import { subscribeSchema } from './newsletter';
import { shippingInputSchema, shippingTextStatuses } from './shipping';

const errors = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const coupon = {
  code: 'spring-25',
  discountPercent: '25',
  minimumSpend: '100',
  usageLimit: '',
  startsAt: '2026-03-01T00:00:00Z',
  expiresAt: '2026-04-01T00:00:00Z',
  active: true,
};

describe('coupon schema', () => {
  it('upper-cases the code and reads the form strings', () => {
    const r = couponInputSchema.parse(coupon);
    expect(r).toMatchObject({ code: 'SPRING-25', discountPercent: 25, minimumSpend: 100, usageLimit: null, active: true });
    expect(r.startsAt).toEqual(new Date('2026-03-01T00:00:00Z'));
  });
  it('allows no dates and a numeric limit', () => {
    expect(couponInputSchema.parse({ ...coupon, startsAt: '', expiresAt: null, usageLimit: 10 })).toMatchObject({
      startsAt: null,
      expiresAt: null,
      usageLimit: 10,
    });
  });
  it.each([
    [{ code: '' }, { code: 'required' }],
    [{ code: 'ten off' }, { code: 'dashCommerce.validation.couponCode' }],
    [{ code: 'ÉTÉ' }, { code: 'dashCommerce.validation.couponCode' }],
    [{ code: 'X'.repeat(41) }, { code: 'tooLong' }],
    [{ discountPercent: '0' }, { discountPercent: 'percentRange' }],
    [{ discountPercent: 101 }, { discountPercent: 'percentRange' }],
    [{ discountPercent: '12.5' }, { discountPercent: 'wholeNumber' }],
    [{ minimumSpend: '-1' }, { minimumSpend: 'notNegative' }],
    [{ usageLimit: '-3' }, { usageLimit: 'notNegative' }],
    [{ usageLimit: '2.5' }, { usageLimit: 'wholeNumber' }],
    [{ startsAt: 'soon' }, { startsAt: 'invalid' }],
    [{ expiresAt: '2026-03-01T00:00:00Z' }, { expiresAt: 'endBeforeStart' }],
    [{ expiresAt: '2026-02-01T00:00:00Z' }, { expiresAt: 'endBeforeStart' }],
  ])('refuses %j', (patch, expected) => {
    expect(errors(couponInputSchema.safeParse({ ...coupon, ...patch }))).toEqual(expected);
  });
  it.each([
    [{ kind: 'fixed', discountAmount: '0' }, { discountAmount: 'mustBePositive' }],
    [{ kind: 'fixed', discountAmount: '' }, { discountAmount: 'mustBePositive' }],
    [{ kind: 'fixed', discountAmount: '9.999' }, { discountAmount: 'invalid' }],
    [{ kind: 'fixed', discountAmount: '2000000' }, { discountAmount: 'tooLong' }],
    [{ kind: 'percent', discountPercent: '' }, { discountPercent: 'percentRange' }],
    [{ kind: 'gift' }, { kind: 'invalid' }],
    [{ perCustomerLimit: '0' }, { perCustomerLimit: 'mustBePositive' }],
    [{ categoryIds: ['nope'] }, { 'categoryIds.0': 'invalid' }],
  ])('refuses %j by kind', (patch, expected) => {
    expect(errors(couponInputSchema.safeParse({ ...coupon, ...patch }))).toEqual(expected);
  });
  it('keeps only the value of its kind, and each category and product once', () => {
    const id = '11111111-1111-4111-8111-111111111111';
    expect(
      couponInputSchema.parse({
        ...coupon,
        kind: 'fixed',
        discountAmount: '15.50',
        categoryIds: [id, id],
        perCustomerLimit: '1',
        automatic: true,
      }),
    ).toMatchObject({
      kind: 'fixed',
      discountPercent: null,
      discountAmount: 15.5,
      categoryIds: [id],
      productIds: [],
      perCustomerLimit: 1,
      automatic: true,
    });
    expect(couponInputSchema.parse({ ...coupon, kind: 'free_delivery', discountAmount: '5' })).toMatchObject({
      discountPercent: null,
      discountAmount: null,
    });
    // a coupon without a kind (older forms) is a percent coupon
    expect(couponInputSchema.parse(coupon)).toMatchObject({ kind: 'percent', discountPercent: 25, automatic: false });
  });
  it('a status now: off, expired, used up, scheduled, else active', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const c = { active: true, startsAt: null, expiresAt: null, usageLimit: null, usedCount: 0 };
    expect(couponStatus(c, now)).toBe('active');
    expect(couponStatus({ ...c, active: false, expiresAt: '2020-01-01T00:00:00Z' }, now)).toBe('inactive');
    expect(couponStatus({ ...c, expiresAt: now }, now)).toBe('expired');
    expect(couponStatus({ ...c, usageLimit: 3, usedCount: 3 }, now)).toBe('usedUp');
    expect(couponStatus({ ...c, startsAt: '2026-11-23T00:00:00Z' }, now)).toBe('scheduled');
    expect(couponStatus({ ...c, startsAt: now, expiresAt: '2026-11-23T00:00:00Z' }, now)).toBe('active');
  });
  it('a usage limit must cover the uses so far', () => {
    expect(limitCoversUses(null, 50)).toBe(true);
    expect(limitCoversUses(5, 5)).toBe(true);
    expect(limitCoversUses(4, 5)).toBe(false);
  });
});

describe('shipping schema', () => {
  const ok = { type: 'Local delivery', area: 'Surrey', cost: '49.5', position: '2', active: false };
  it('reads the form', () => {
    expect(shippingInputSchema.parse(ok)).toEqual({
      type: 'Local delivery',
      area: 'Surrey',
      kind: 'delivery',
      feeRule: 'flat',
      cost: 49.5,
      feeRate: 0,
      freeOver: null,
      position: 2,
      active: false,
    });
  });
  it('reads a fee rule and a pickup (docs/requirements.md, "Delivery fees")', () => {
    expect(shippingInputSchema.parse({ ...ok, kind: 'pickup', feeRule: 'perBox', feeRate: '3.5', freeOver: '2500' })).toMatchObject({
      kind: 'pickup',
      feeRule: 'perBox',
      feeRate: 3.5,
      freeOver: 2500,
    });
  });
  it.each([
    [{ type: '  ' }, { type: 'required' }],
    [{ area: '' }, { area: 'required' }],
    [{ cost: '-0.01' }, { cost: 'notNegative' }],
    [{ cost: 'abc' }, { cost: 'invalid' }],
    [{ position: '1.5' }, { position: 'wholeNumber' }],
    [{ position: '-1' }, { position: 'notNegative' }],
    [{ feeRule: 'perParcel' }, { feeRule: 'invalid' }],
    [{ kind: 'drone' }, { kind: 'invalid' }],
    [{ feeRate: '-1' }, { feeRate: 'notNegative' }],
    [{ freeOver: 'x' }, { freeOver: 'invalid' }],
  ])('refuses %j', (patch, expected) => {
    expect(errors(shippingInputSchema.safeParse({ ...ok, ...patch }))).toEqual(expected);
  });
});

describe("shipping translation statuses (the form's tabs and the options list)", () => {
  it('count the type and the area per language', () => {
    expect(
      shippingTextStatuses(
        { type: 'Local delivery', area: 'Surrey' },
        { fr: { type: 'Livraison locale', area: 'Surrey' }, ar: { type: 'توصيل محلي' } },
      ),
    ).toEqual({ bn: 'missing', ar: 'partial', fr: 'complete' });
  });
});

describe('subscribe and ids', () => {
  it('lower-cases a valid e-mail and refuses others', () => {
    expect(subscribeSchema.parse({ email: ' Ann@Example.COM ' })).toEqual({ email: 'ann@example.com' });
    expect(errors(subscribeSchema.safeParse({ email: 'not-mail' }))).toEqual({ email: 'invalidEmail' });
    expect(subscribeSchema.safeParse({}).success).toBe(false);
  });
  it('low stock is 5 or less, never unlimited', () => {
    expect([6, 5, 0, -1].map((n) => isLowStock(n))).toEqual([false, true, true, false]);
    // a product's own threshold wins over the shop's default; 0 alerts only when sold out
    expect(lowStockLimit(20, 5)).toBe(20);
    expect(lowStockLimit(null, 5)).toBe(5);
    expect(lowStockLimit(0, 5)).toBe(0);
    expect([21, 20, -1].map((n) => isLowStock(n, lowStockLimit(20, 5)))).toEqual([false, true, false]);
    expect([1, 0].map((n) => isLowStock(n, 0))).toEqual([false, true]);
  });
});

import type { TotalLine } from '@/domain/cart/totals';
import { cartSubtotal } from '@/domain/cart/totals';
import { round2 } from '@/lib/math';
import type { DiscountKind } from './discount-kinds';
import { orderTotals, type Discount } from './totals';

/**
 * Coupon rules (docs/requirements.md, "Coupons"): whether a coupon applies to a cart, and if not why, as a reason
 * key the cart translates (`checkout.coupon.<reason>`); which discount an order gets when several apply.
 */
export type CouponRefusal =
  'unknown' | 'inactive' | 'notYetValid' | 'expired' | 'usedUp' | 'alreadyUsed' | 'belowMinimum' | 'noEligibleItems' | 'notBetter';

/** The categories and products a coupon is limited to; both empty: the whole cart. */
export interface CouponScope {
  categoryIds: readonly string[];
  productIds: readonly string[];
}

export interface CouponRecord {
  id?: string;
  code: string;
  kind: DiscountKind;
  /** 1–100 for `percent`, else null */
  discountPercent: number | null;
  /** the amount off for `fixed` (decimal string or number), else null */
  discountAmount: string | number | null;
  /** decimal string or number: the cart subtotal needed, 0 = none */
  minimumSpend: string | number;
  usageLimit: number | null;
  usedCount: number;
  /** uses per customer (orders of the same account or e-mail); null = no limit */
  perCustomerLimit: number | null;
  startsAt: Date | null;
  expiresAt: Date | null;
  active: boolean;
  /** applies itself, without a code, whenever it is eligible */
  automatic: boolean;
  categoryIds: readonly string[];
  productIds: readonly string[];
}

/** A cart line as the coupon rules see it. */
export interface CouponLine extends TotalLine {
  productId: string;
  categoryId: string | null;
}

export interface CouponContext {
  lines: readonly CouponLine[];
  now: Date;
  /** orders this customer (account or e-mail) already placed with the coupon; 0 for an unknown buyer */
  customerUses: number;
}

/** A coupon that applies, and the discount it gives (what an order stores: kind, value, scope). */
export interface AppliedCoupon {
  id?: string;
  code: string;
  kind: DiscountKind;
  /** the percent (`percent`), the amount off (`fixed`), 0 (`free_delivery`) */
  value: number;
  automatic: boolean;
  /** null: the whole cart */
  scope: CouponScope | null;
}

export type CouponCheck =
  | { ok: true; coupon: AppliedCoupon }
  | { ok: false; reason: CouponRefusal; minimumSpend?: number; /** what is missing to reach the minimum */ missing?: number };

/** The coupon's scope, or null when it is not limited. */
export function couponScope(c: Pick<CouponRecord, 'categoryIds' | 'productIds'>): CouponScope | null {
  return c.categoryIds.length || c.productIds.length ? { categoryIds: [...c.categoryIds], productIds: [...c.productIds] } : null;
}

/** The lines a scope covers: the product is listed, or its category is. */
export function eligibleLines<L extends { productId: string | null; categoryId: string | null }>(
  scope: CouponScope | null,
  lines: readonly L[],
): L[] {
  if (!scope) return [...lines];
  return lines.filter(
    (l) => (!!l.productId && scope.productIds.includes(l.productId)) || (!!l.categoryId && scope.categoryIds.includes(l.categoryId)),
  );
}

/** The coupon's value as a number for its kind. */
function valueOf(c: CouponRecord): number {
  if (c.kind === 'percent') return c.discountPercent ?? 0;
  if (c.kind === 'fixed') return Number(c.discountAmount ?? 0);
  return 0;
}

/**
 * Whether a coupon applies to a cart now. Checked in this order: unknown, inactive, notYetValid, expired (at or
 * after the end), usedUp (total uses), alreadyUsed (uses per customer), belowMinimum (cart subtotal under the minimum,
 * with the amount missing), noEligibleItems (a limited coupon and no line of its categories or products).
 */
export function checkCoupon(coupon: CouponRecord | null | undefined, ctx: CouponContext): CouponCheck {
  if (!coupon) return { ok: false, reason: 'unknown' };
  if (!coupon.active) return { ok: false, reason: 'inactive' };
  if (coupon.startsAt && ctx.now < coupon.startsAt) return { ok: false, reason: 'notYetValid' };
  if (coupon.expiresAt && ctx.now >= coupon.expiresAt) return { ok: false, reason: 'expired' };
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return { ok: false, reason: 'usedUp' };
  if (coupon.perCustomerLimit !== null && ctx.customerUses >= coupon.perCustomerLimit) return { ok: false, reason: 'alreadyUsed' };
  const minimum = Number(coupon.minimumSpend);
  const subtotal = cartSubtotal(ctx.lines);
  if (subtotal < minimum) return { ok: false, reason: 'belowMinimum', minimumSpend: minimum, missing: round2(minimum - subtotal) };
  const scope = couponScope(coupon);
  if (scope && !eligibleLines(scope, ctx.lines).length) return { ok: false, reason: 'noEligibleItems' };
  return {
    ok: true,
    coupon: { id: coupon.id, code: coupon.code, kind: coupon.kind, value: valueOf(coupon), automatic: coupon.automatic, scope },
  };
}

/** The discount description orderTotals() takes, with the coupon's eligible lines chosen. */
export function discountFor(
  coupon: Pick<AppliedCoupon, 'kind' | 'value' | 'scope'> | null,
  lines: readonly (TotalLine & { productId: string | null; categoryId: string | null })[],
): Discount | null {
  if (!coupon) return null;
  return { kind: coupon.kind, value: coupon.value, eligible: coupon.scope ? eligibleLines(coupon.scope, lines) : undefined };
}

/** What a coupon saves the customer on this cart and delivery: the total before taxes without it, less with it. */
export function couponSaving(coupon: AppliedCoupon, lines: readonly CouponLine[], shipping: number): number {
  const without = orderTotals(lines, null, shipping, []).total;
  return round2(without - orderTotals(lines, discountFor(coupon, lines), shipping, []).total);
}

/**
 * The one discount an order gets (docs/requirements.md, "Automatic discounts"): the automatic coupon that saves the
 * most (ties: the first code in alphabetical order); a typed code replaces it only when it saves strictly more,
 * otherwise the typed code is refused as `notBetter`. Savings are compared on the cart and the delivery quoted.
 */
export function chooseCoupon(
  typed: CouponCheck | null,
  automatic: readonly AppliedCoupon[],
  lines: readonly CouponLine[],
  shipping: number,
): { coupon: AppliedCoupon | null; typedRefusal: CouponCheck | null } {
  const ranked = automatic
    .map((c) => ({ c, saving: couponSaving(c, lines, shipping) }))
    .sort((a, b) => b.saving - a.saving || a.c.code.localeCompare(b.c.code));
  const best = ranked[0] ?? null;
  if (!typed) return { coupon: best?.c ?? null, typedRefusal: null };
  if (!typed.ok) return { coupon: best?.c ?? null, typedRefusal: typed };
  if (best && best.c.code === typed.coupon.code) return { coupon: best.c, typedRefusal: null };
  if (best && couponSaving(typed.coupon, lines, shipping) <= best.saving)
    return { coupon: best.c, typedRefusal: { ok: false, reason: 'notBetter' } };
  return { coupon: typed.coupon, typedRefusal: null };
}

/** Codes are matched case-insensitively, without surrounding spaces. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

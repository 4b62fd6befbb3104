/** Coupon rules: why a code cannot be used, as a reason key the UI translates. */
export type CouponRefusal = 'unknown' | 'inactive' | 'notYetValid' | 'expired' | 'belowMinimum' | 'usedUp';

export interface CouponRecord {
  code: string;
  discountPercent: number;
  /** decimal string or number */
  minimumSpend: string | number;
  usageLimit: number | null;
  usedCount: number;
  startsAt: Date | null;
  expiresAt: Date | null;
  active: boolean;
}

export type CouponCheck =
  { ok: true; coupon: { code: string; discount: number } } | { ok: false; reason: CouponRefusal; minimumSpend?: number };

/** Checks a coupon against the cart subtotal at a moment in time. */
export function checkCoupon(coupon: CouponRecord | null | undefined, subtotal: number, now: Date): CouponCheck {
  if (!coupon) return { ok: false, reason: 'unknown' };
  if (!coupon.active) return { ok: false, reason: 'inactive' };
  if (coupon.startsAt && now < coupon.startsAt) return { ok: false, reason: 'notYetValid' };
  if (coupon.expiresAt && now >= coupon.expiresAt) return { ok: false, reason: 'expired' };
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return { ok: false, reason: 'usedUp' };
  const minimum = Number(coupon.minimumSpend);
  if (subtotal < minimum) return { ok: false, reason: 'belowMinimum', minimumSpend: minimum };
  return { ok: true, coupon: { code: coupon.code, discount: coupon.discountPercent } };
}

/** Codes are matched case-insensitively, without surrounding spaces. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

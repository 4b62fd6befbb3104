import type { useTranslations } from 'next-intl';
import type { AppliedCoupon, CouponRefusal } from '@/domain/orders/coupon';

type T = ReturnType<typeof useTranslations<'checkout'>>;

/** "Coupon X applied: 10% off / $15.00 off / free delivery" (docs/requirements.md, "Coupons"). */
export function couponAppliedText(t: T, coupon: Pick<AppliedCoupon, 'code' | 'kind' | 'value'>, money: (v: number) => string): string {
  if (coupon.kind === 'fixed') return t('cart.couponAppliedFixed', { code: coupon.code, amount: money(coupon.value) });
  if (coupon.kind === 'free_delivery') return t('cart.couponAppliedFreeDelivery', { code: coupon.code });
  return t('cart.couponApplied', { code: coupon.code, discount: coupon.value });
}

/** Why a coupon does not apply, in the customer's language; below the minimum it says how much more to add. */
export function couponReasonText(
  t: T,
  reason: CouponRefusal,
  detail: { couponMinimum?: number; couponMissing?: number } | null | undefined,
  money: (v: number) => string,
): string {
  return t(`coupon.${reason}`, { amount: money(detail?.couponMinimum ?? 0), missing: money(detail?.couponMissing ?? 0) });
}

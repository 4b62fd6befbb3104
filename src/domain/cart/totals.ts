import { round1 } from '@/lib/math';

export interface TotalLine {
  qty: number;
  price: number;
}

/** Sum of qty x price, before any coupon, in exact cents. */
export function cartSubtotal(items: readonly TotalLine[]): number {
  const cents = items.reduce((sum, i) => sum + Math.round(i.price * 100) * Math.max(0, Math.floor(i.qty)), 0);
  return cents / 100;
}

/** (docs/requirements.md, "Cart total"): cart total = sum of qty x price, minus the coupon discount percent, rounded to 1 decimal. */
export function cartTotal(items: readonly TotalLine[], couponPercent = 0): number {
  const percent = Math.min(100, Math.max(0, couponPercent));
  const subtotal = cartSubtotal(items);
  return round1(subtotal - (subtotal * percent) / 100);
}

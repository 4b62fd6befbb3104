import { cartSubtotal, cartTotal, type TotalLine } from '@/domain/cart/totals';
import { round2 } from '@/lib/math';

export interface TaxRate {
  name: string;
  /** percent, e.g. 5 for GST */
  rate: number;
}

export interface OrderTotals {
  subtotal: number;
  /** the coupon's share: subtotal x percent */
  discount: number;
  /** what the 1-decimal rounding of the cart total added or took away (docs/requirements.md, "Order totals") */
  rounding: number;
  /** cart total (docs/requirements.md, "Cart total"): subtotal minus the coupon percent, rounded to 1 decimal */
  afterDiscount: number;
  shipping: number;
  taxes: { name: string; rate: number; amount: number }[];
  taxTotal: number;
  total: number;
}

/**
 * The one function that prices an order, used by the cart page and the server alike, so the
 * customer sees exactly what is charged. Taxes apply to goods after discount plus delivery.
 */
export function orderTotals(
  items: readonly TotalLine[],
  couponPercent: number,
  shipping: number,
  taxRates: readonly TaxRate[],
): OrderTotals {
  const subtotal = cartSubtotal(items);
  const afterDiscount = cartTotal(items, couponPercent);
  const percent = Math.min(100, Math.max(0, couponPercent));
  const discount = round2((subtotal * percent) / 100);
  const rounding = round2(afterDiscount - (subtotal - discount));
  const ship = round2(Math.max(0, shipping));
  const base = afterDiscount + ship;
  const taxes = taxRates.filter((t) => t.rate > 0).map((t) => ({ name: t.name, rate: t.rate, amount: round2((base * t.rate) / 100) }));
  const taxTotal = round2(taxes.reduce((s, t) => s + t.amount, 0));
  return { subtotal, discount, rounding, afterDiscount, shipping: ship, taxes, taxTotal, total: round2(base + taxTotal) };
}

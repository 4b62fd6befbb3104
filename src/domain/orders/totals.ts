import { cartSubtotal, type TotalLine } from '@/domain/cart/totals';
import { round1, round2 } from '@/lib/math';
import type { DiscountKind } from './discount-kinds';

export interface TaxRate {
  name: string;
  /** percent, e.g. 5 for GST */
  rate: number;
}

/** What a coupon takes off (docs/requirements.md, "Coupons" and "Order totals"). */

/**
 * A discount as orderTotals() applies it: its kind, its value (the percent 1–100 for `percent`, the amount off for
 * `fixed`, unused for `free_delivery`) and the lines it is limited to (a coupon limited to categories or products:
 * the caller has already chosen them; absent = every line).
 */
export interface Discount {
  kind: DiscountKind;
  value: number;
  eligible?: readonly TotalLine[];
}

export interface OrderTotals {
  subtotal: number;
  /** everything the coupon took off: goodsDiscount + deliveryDiscount */
  discount: number;
  /** the coupon's share of the goods (percent or fixed amount, on the eligible lines) */
  goodsDiscount: number;
  /** the delivery cost a free-delivery coupon waived */
  deliveryDiscount: number;
  /** what the 1-decimal rounding of the cart total added or took away (docs/requirements.md, "Order totals") */
  rounding: number;
  /** cart total (docs/requirements.md, "Cart total"): subtotal minus the goods discount, rounded to 1 decimal */
  afterDiscount: number;
  /** the delivery cost (before a free-delivery coupon, which shows in `discount`) */
  shipping: number;
  taxes: { name: string; rate: number; amount: number }[];
  taxTotal: number;
  total: number;
}

/** The goods discount before the cart total's rounding: exact for a fixed amount, unrounded for a percent. */
function rawGoodsDiscount(subtotal: number, discount: Discount | null): number {
  if (!discount || discount.kind === 'free_delivery') return 0;
  const base = discount.eligible ? Math.min(subtotal, cartSubtotal(discount.eligible)) : subtotal;
  if (discount.kind === 'percent') return (base * Math.min(100, Math.max(0, discount.value))) / 100;
  return Math.min(base, round2(Math.max(0, discount.value)));
}

/**
 * The one function that prices an order, used by the cart page and the server alike, so the customer sees exactly
 * what is charged (docs/requirements.md, "Order totals"). Taxes apply to goods after discount plus the delivery
 * charged (nothing when a free-delivery coupon waived it).
 */
export function orderTotals(
  items: readonly TotalLine[],
  discount: Discount | null,
  shipping: number,
  taxRates: readonly TaxRate[],
): OrderTotals {
  const subtotal = cartSubtotal(items);
  const raw = rawGoodsDiscount(subtotal, discount);
  const afterDiscount = round1(subtotal - raw);
  const goodsDiscount = round2(raw);
  const rounding = round2(afterDiscount - (subtotal - goodsDiscount));
  const ship = round2(Math.max(0, shipping));
  const deliveryDiscount = discount?.kind === 'free_delivery' ? ship : 0;
  const base = afterDiscount + ship - deliveryDiscount;
  const taxes = taxRates.filter((t) => t.rate > 0).map((t) => ({ name: t.name, rate: t.rate, amount: round2((base * t.rate) / 100) }));
  const taxTotal = round2(taxes.reduce((s, t) => s + t.amount, 0));
  return {
    subtotal,
    discount: round2(goodsDiscount + deliveryDiscount),
    goodsDiscount,
    deliveryDiscount,
    rounding,
    afterDiscount,
    shipping: ship,
    taxes,
    taxTotal,
    total: round2(base + taxTotal),
  };
}

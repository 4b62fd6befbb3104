/**
 * The kinds of discount a coupon gives. The one list: the coupon form, its schema, the totals and the database enum
 * (coupon_kind) read it. No imports: the database schema loads this file as drizzle-kit runs it.
 */
export const DISCOUNT_KINDS = ['percent', 'fixed', 'free_delivery'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

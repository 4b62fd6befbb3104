import { z } from 'zod';
import { notifyCustomerField } from './customer-update';
import { MAX_LINE_QUANTITY } from '@/domain/cart/cart';
import { addressSchema, contactSchema } from './checkout-schema';
import { discountFor, type AppliedCoupon, type CouponScope } from './coupon';
import type { DiscountKind } from './discount-kinds';
import { orderTotals, type OrderTotals, type TaxRate } from './totals';
import type { OrderStatus } from './status';

/**
 * Editing an order before it ships (docs/requirements.md, "Editing an order"): the pure rules. The server
 * (src/server/dashboard/orders/order-edit.ts) reads and writes; everything it decides is decided here.
 */

/** Statuses in which the goods have not left: lines and address may still change. */
export const EDITABLE_STATUSES = ['pending', 'confirmed', 'processing'] as const satisfies readonly OrderStatus[];

/** Most lines an order may have, as at checkout. */
export const MAX_ORDER_LINES = 100;

export type EditRefusal = 'status' | 'partShipped' | 'onlinePayment' | 'paid';

/**
 * Why an order may not be edited, or null when it may. Not once part of it has shipped. Only cash-on-delivery orders whose payment is still
 * `unpaid`: an online payment was started or taken for the original amount (a changed total would no longer match
 * what the gateway holds), and money already recorded for a cash order would no longer match either.
 */
export function editRefusal(order: {
  status: OrderStatus;
  paymentMethod: string;
  paymentStatus: string;
  /** when its first shipment left: a part already on its way can no longer change */
  shippedAt?: Date | null;
}): EditRefusal | null {
  if (!(EDITABLE_STATUSES as readonly string[]).includes(order.status)) return 'status';
  if (order.shippedAt) return 'partShipped';
  if (order.paymentMethod !== 'cod') return 'onlinePayment';
  if (order.paymentStatus !== 'unpaid') return 'paid';
  return null;
}

const qty = z.number('invalidQuantity').int('invalidQuantity').min(1, 'invalidQuantity').max(MAX_LINE_QUANTITY, 'invalidQuantity');

const lines = {
  id: z.uuid(),
  version: z.iso.datetime({ message: 'invalid' }),
  items: z.array(z.object({ itemId: z.uuid(), qty })).max(MAX_ORDER_LINES, 'tooManyLines'),
  add: z
    .array(z.object({ productId: z.uuid(), variantId: z.uuid().optional(), qty }))
    .max(MAX_ORDER_LINES, 'tooManyLines')
    .default([]),
};

const eachLineOnce = (v: { items: { itemId: string }[] }, ctx: z.RefinementCtx) => {
  if (new Set(v.items.map((i) => i.itemId)).size !== v.items.length) ctx.addIssue({ code: 'custom', path: ['items'], message: 'invalid' });
};

/**
 * `order.edit`: the order as staff want it. `items` are the lines kept (by their id, with the new quantity; a line
 * left out is removed), `add` the new lines (product and variant, priced by the server), `shipping` the delivery
 * address (the checkout's schema; for a showroom pickup the contact, checked in full by editAddressSchema once the order is
 * read), `version` the `updatedAt` staff loaded (a later change refuses the edit).
 */
export const orderEditSchema = z
  // the customer is mailed the new lines and total unless staff untick it (docs/requirements.md, "The customer is told")
  .object({ ...lines, shipping: contactSchema, notify: notifyCustomerField })
  .superRefine(eachLineOnce);

/** The address an edit needs: a showroom pickup's contact, any other order's full delivery address. */
export const editAddressSchema = (pickup: boolean) => (pickup ? contactSchema : addressSchema);

/** `order.previewEdit`: the lines only (the address changes no total), priced without writing anything. */
export const orderEditPreviewSchema = z.object(lines).superRefine(eachLineOnce);

export type OrderEditLines = z.output<typeof orderEditPreviewSchema>;

/** What a line takes stock from: its variant, else its product (simple products). */
export function stockKey(line: { productId: string | null; variantId?: string | null }): string | null {
  if (line.variantId) return `v:${line.variantId}`;
  return line.productId ? `p:${line.productId}` : null;
}

/** Units per stock key. */
function unitsByKey(lines: readonly { productId: string | null; variantId?: string | null; qty: number }[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of lines) {
    const key = stockKey(l);
    if (key) out.set(key, (out.get(key) ?? 0) + l.qty);
  }
  return out;
}

/**
 * How much more stock each variant (or simple product) gives to the order: positive takes from the shelf, negative
 * puts back. Keys that do not change are left out; sorted, so rows are always locked in one order.
 */
export function stockDifferences(
  before: readonly { productId: string | null; variantId?: string | null; qty: number }[],
  after: readonly { productId: string | null; variantId?: string | null; qty: number }[],
): { key: string; diff: number }[] {
  const was = unitsByKey(before);
  const now = unitsByKey(after);
  const keys = [...new Set([...was.keys(), ...now.keys()])].sort();
  return keys.map((key) => ({ key, diff: (now.get(key) ?? 0) - (was.get(key) ?? 0) })).filter((d) => d.diff !== 0);
}

/** The parts of a stored order that price its lines again: what its coupon gave, delivery and taxes. */
export interface OrderPricing {
  couponPercent: number | null;
  /** null on orders placed before coupon kinds: a percent coupon when couponPercent is set */
  couponKind?: DiscountKind | null;
  couponAmount?: string | number | null;
  couponScope?: CouponScope | null;
  shippingCost: string | number;
  taxLines: readonly { name: string; rate: number }[];
}

/** The discount an order was placed with, as orderTotals() takes it (kind, value, scope), or null. */
export function orderCoupon(order: OrderPricing): Pick<AppliedCoupon, 'kind' | 'value' | 'scope'> | null {
  const kind = order.couponKind ?? (order.couponPercent ? 'percent' : null);
  if (!kind) return null;
  const value = kind === 'percent' ? (order.couponPercent ?? 0) : kind === 'fixed' ? Number(order.couponAmount ?? 0) : 0;
  return { kind, value, scope: order.couponScope ?? null };
}

/**
 * The totals of the edited lines by the checkout's one rule (orderTotals): the discount the order was placed with
 * (percent, fixed amount or free delivery, on the lines of the categories and products it was limited to; a
 * category is the product's category now), the delivery cost it copied, and the tax rates it was charged.
 */
export function editedTotals(
  lines: readonly { qty: number; unitPrice: string | number; productId?: string | null; categoryId?: string | null }[],
  order: OrderPricing,
): OrderTotals {
  const rates: TaxRate[] = order.taxLines.map((t) => ({ name: t.name, rate: t.rate }));
  const priced = lines.map((l) => ({
    qty: l.qty,
    price: Number(l.unitPrice),
    productId: l.productId ?? null,
    categoryId: l.categoryId ?? null,
  }));
  return orderTotals(priced, discountFor(orderCoupon(order), priced), Number(order.shippingCost), rates);
}

import { z } from 'zod';
import { limitMessage } from '@/lib/limit-message';
import { MAX_DELIVERY_LINES, NO_LINES, supplierFields, units } from './stock-record';

/*
 * Purchase orders (docs/requirements.md, "Purchase orders"): boxes a shop has asked a supplier for, each line a product
 * or variant expected at a location. Deliveries that name the order fill its lines; what has come in is counted from
 * their movements, so the order's state is read, never stored beside them.
 */

/** A field message of the purchase order forms, written in full. */
const message = (key: string) => `dashProducts.purchaseOrders.errors.${key}`;

export const PURCHASE_ORDER_STATES = ['open', 'partial', 'received', 'closed'] as const;
export type PurchaseOrderState = (typeof PURCHASE_ORDER_STATES)[number];

/** How staff read a purchase order's number: PO-1001. */
export const purchaseOrderNumber = (n: number) => `PO-${n}`;

/** A line of a delivery that is not on the purchase order it names. */
export const NOT_ON_ORDER = message('notOnOrder');
/** A delivery for a purchase order already received in full or closed. */
export const ORDER_DONE = message('orderDone');
/** More boxes received than the line still expects, with how many it expects. */
export const moreThanOutstanding = (outstanding: number) => `${message('moreThanOutstanding')}:${outstanding}`;
/** A purchase order with a line repeated (same product or variant at the same location). */
export const DUPLICATE_LINE = message('duplicateLine');

/**
 * A purchase order's state: closed when staff closed it; received when every line has come in in full; partly
 * received when some boxes have; open before any.
 */
export function purchaseOrderState(closed: boolean, lines: readonly { quantity: number; received: number }[]): PurchaseOrderState {
  if (closed) return 'closed';
  if (lines.length > 0 && lines.every((l) => l.received >= l.quantity)) return 'received';
  if (lines.some((l) => l.received > 0)) return 'partial';
  return 'open';
}

/** Whether a delivery may still fill the order. */
export const stillExpected = (state: PurchaseOrderState) => state === 'open' || state === 'partial';

/** The boxes a line still expects (none once as many or more have come in). */
export const outstanding = (line: { quantity: number; received: number }) => Math.max(0, line.quantity - line.received);

/** A day as the date input writes it, or '' for none. */
const day = z.union([z.iso.date('invalid'), z.literal('')]).default('');

/** `product.savePurchaseOrder`: a purchase order raised with a supplier. */
export const purchaseOrderSchema = z
  .object({
    ...supplierFields,
    expectedOn: day,
    lines: z
      .array(
        z.object({
          productId: z.uuid('invalid'),
          variantId: z.union([z.uuid('invalid'), z.literal('')]).default(''),
          /** where the boxes are expected: '' for the first location */
          locationId: z.union([z.uuid('invalid'), z.literal('')]).default(''),
          quantity: units,
        }),
      )
      .min(1, NO_LINES)
      .max(MAX_DELIVERY_LINES, limitMessage('maxItems', MAX_DELIVERY_LINES)),
  })
  .superRefine((o, ctx) => {
    const seen = new Set<string>();
    o.lines.forEach((l, i) => {
      const key = `${l.productId}/${l.variantId}/${l.locationId}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'quantity'], message: DUPLICATE_LINE });
      seen.add(key);
    });
  });

import { z } from 'zod';
import { limitMessage } from '@/lib/limit-message';
import type { StockMovementKind } from './stock-movements';
import { LOT_TWICE, lotFields, SAME_LOCATION } from './stock-locations';

/*
 * What staff record on a product's stock page (docs/requirements.md, "Stock ledger"; "Locations and lots"): boxes
 * received from a supplier, boxes written off, or a count of what is on the shelf, at a location and of a dye lot. Field messages are keys of `dashProducts.stock.errors`
 * written in full, or a limit of `dashboard.validation`.
 */

export const STOCK_RECORD_KINDS = ['received', 'damaged', 'counted'] as const satisfies readonly StockMovementKind[];
export type StockRecordKind = (typeof STOCK_RECORD_KINDS)[number];

/** A field message of this form, written in full (the dashboard reads such keys as they are). */
const message = (key: string) => `dashProducts.stock.errors.${key}`;

/** The most stock one product or variant holds (the product form's limit). */
export const MAX_STOCK = 10_000_000;
const NOTE_MAX = 200;

export const recordStockSchema = z
  .object({
    productId: z.uuid('invalid'),
    /** the variant of a variable product; '' for a simple product */
    variantId: z.union([z.uuid('invalid'), z.literal('')]).default(''),
    kind: z.enum(STOCK_RECORD_KINDS, { error: 'invalid' }),
    /** units received or written off; for a count, the units counted */
    quantity: z
      .number({
        error: (issue) => message(issue.input === undefined || Number.isNaN(issue.input) ? 'quantityRequired' : 'quantityFormat'),
      })
      .int(message('quantityFormat'))
      .min(0, message('quantityMin'))
      .max(MAX_STOCK, limitMessage('maxNumber', MAX_STOCK)),
    /** the supplier and the delivery's reference, or why boxes were written off */
    note: z.string().trim().max(NOTE_MAX, limitMessage('maxChars', NOTE_MAX)).default(''),
    /** where: '' for the first location */
    locationId: z.union([z.uuid('invalid'), z.literal('')]).default(''),
    /** a recorded lot of the product or variant; '' for none, or a new lot (received only) */
    lotId: z.union([z.uuid('invalid'), z.literal('')]).default(''),
    /** a new lot received: its code, shade and caliber */
    ...lotFields,
  })
  // a receipt or a write-off of nothing is a mistake; a count of nothing is a count
  .refine((v) => v.kind === 'counted' || v.quantity !== 0, { path: ['quantity'], message: message('quantityPositive') })
  // a new lot arrives with a delivery; what is written off or counted is of a lot already recorded
  .refine((v) => v.lotCode === '' || v.kind === 'received', { path: ['lotCode'], message: 'invalid' })
  .refine((v) => v.lotCode === '' || v.lotId === '', { path: ['lotCode'], message: LOT_TWICE });

/** The refusal of a write-off larger than what is held, with what is held. */
export const moreThanHeld = (held: number) => `${message('moreThanHeld')}:${held}`;
export const VARIANT_REQUIRED = message('variantRequired');

/** The stock after a record: units in, units out, or the count itself; null when more would go out than is held. */
export function stockAfter(kind: StockRecordKind, held: number, quantity: number): number | null {
  if (kind === 'received') return Math.min(held + quantity, MAX_STOCK);
  if (kind === 'damaged') return quantity <= held ? held - quantity : null;
  return quantity;
}

/**
 * The product's or variant's stock after a record at one location (and lot) holding `here` of its `held`: a receipt
 * adds, a write-off takes no more than is held there, a count sets what is held there to the number counted (the
 * difference moves the stock). Null when more would go out than is held there.
 */
export function stockAfterAt(kind: StockRecordKind, held: number, here: number, quantity: number): number | null {
  if (kind === 'received') return Math.min(held + quantity, MAX_STOCK);
  if (kind === 'damaged') return quantity <= here ? held - quantity : null;
  return Math.min(held - here + quantity, MAX_STOCK);
}

/** The refusal of stock kept as unlimited: it is counted on the product form first. */
export const UNLIMITED_STOCK = message('unlimitedStock');

/** A delivery or a purchase order without a line. */
export const NO_LINES = message('noLines');
/** The most lines a delivery or a purchase order has. */
export const MAX_DELIVERY_LINES = 100;
/** Boxes of a delivery's or a purchase order's line: a whole number from 1. */
export const units = z
  .number({ error: (issue) => message(issue.input === undefined || Number.isNaN(issue.input) ? 'quantityRequired' : 'quantityFormat') })
  .int(message('quantityFormat'))
  .min(1, message('quantityPositive'))
  .max(MAX_STOCK, limitMessage('maxNumber', MAX_STOCK));

/** The supplier, its reference and a note: of a delivery and of a purchase order. */
export const supplierFields = {
  supplier: z.string().trim().min(1, 'required').max(120, limitMessage('maxChars', 120)),
  reference: z.string().trim().max(80, limitMessage('maxChars', 80)).default(''),
  note: z.string().trim().max(500, limitMessage('maxChars', 500)).default(''),
};

/**
 * A delivery from a supplier (docs/requirements.md, "Stock ledger"; "Locations and lots"): the supplier, its
 * reference, a note, and the boxes received of each product or variant, each one line with its location and lot.
 */
export const deliverySchema = z
  .object({
    /** the purchase order the delivery fills ('' for none; docs/requirements.md, "Purchase orders") */
    purchaseOrderId: z.union([z.uuid('invalid'), z.literal('')]).default(''),
    ...supplierFields,
    lines: z
      .array(
        z.object({
          productId: z.uuid('invalid'),
          variantId: z.union([z.uuid('invalid'), z.literal('')]).default(''),
          quantity: units,
          /** where the boxes go: '' for the first location */
          locationId: z.union([z.uuid('invalid'), z.literal('')]).default(''),
          /** the dye lot (required for a lot-tracked product): a recorded code is reused, a new one recorded */
          ...lotFields,
        }),
      )
      .min(1, NO_LINES)
      .max(MAX_DELIVERY_LINES, limitMessage('maxItems', MAX_DELIVERY_LINES)),
  })
  .superRefine((d, ctx) => {
    const seen = new Set<string>();
    d.lines.forEach((l, i) => {
      // one line per product or variant, location and lot: two lots of one product are two lines
      const key = `${l.productId}/${l.variantId}/${l.locationId}/${l.lotCode.toLowerCase()}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'quantity'], message: message('duplicateLine') });
      seen.add(key);
    });
  });

/** The refusal of a transfer larger than what the source holds, with what it holds. */
export const moreThanAtLocation = (held: number) => `${message('moreThanAtLocation')}:${held}`;

/**
 * `product.transferStock`: boxes of a product or variant (and of one lot, or of none recorded) moved from one location
 * to another; the product's stock stays as it was.
 */
export const transferSchema = z
  .object({
    productId: z.uuid('invalid'),
    variantId: z.union([z.uuid('invalid'), z.literal('')]).default(''),
    /** the lot moved; '' for stock without a lot */
    lotId: z.union([z.uuid('invalid'), z.literal('')]).default(''),
    fromId: z.uuid('required'),
    toId: z.uuid('required'),
    quantity: z
      .number({
        error: (issue) => message(issue.input === undefined || Number.isNaN(issue.input) ? 'quantityRequired' : 'quantityFormat'),
      })
      .int(message('quantityFormat'))
      .min(1, message('quantityPositive'))
      .max(MAX_STOCK, limitMessage('maxNumber', MAX_STOCK)),
    note: z.string().trim().max(NOTE_MAX, limitMessage('maxChars', NOTE_MAX)).default(''),
  })
  .refine((v) => v.fromId !== v.toId, { path: ['toId'], message: SAME_LOCATION });

import { z } from 'zod';
import { limitMessage } from '@/lib/limit-message';
import type { StockMovementKind } from './stock-movements';

/*
 * What staff record on a product's stock page (docs/requirements.md, "Stock ledger"): boxes received from a supplier,
 * boxes written off, or a count of what is on the shelf. Field messages are keys of `dashProducts.stock.errors`
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
  })
  // a receipt or a write-off of nothing is a mistake; a count of nothing is a count
  .refine((v) => v.kind === 'counted' || v.quantity !== 0, { path: ['quantity'], message: message('quantityPositive') });

/** The refusal of a write-off larger than what is held, with what is held. */
export const moreThanHeld = (held: number) => `${message('moreThanHeld')}:${held}`;
export const VARIANT_REQUIRED = message('variantRequired');

/** The stock after a record: units in, units out, or the count itself; null when more would go out than is held. */
export function stockAfter(kind: StockRecordKind, held: number, quantity: number): number | null {
  if (kind === 'received') return Math.min(held + quantity, MAX_STOCK);
  if (kind === 'damaged') return quantity <= held ? held - quantity : null;
  return quantity;
}

/** The refusal of stock kept as unlimited: it is counted on the product form first. */
export const UNLIMITED_STOCK = message('unlimitedStock');

const MAX_DELIVERY_LINES = 100;
const units = z
  .number({ error: (issue) => message(issue.input === undefined || Number.isNaN(issue.input) ? 'quantityRequired' : 'quantityFormat') })
  .int(message('quantityFormat'))
  .min(1, message('quantityPositive'))
  .max(MAX_STOCK, limitMessage('maxNumber', MAX_STOCK));

/**
 * A delivery from a supplier (docs/requirements.md, "Stock ledger"): the supplier, its reference, a note, and the
 * boxes received of each product or variant, each one line.
 */
export const deliverySchema = z
  .object({
    supplier: z.string().trim().min(1, 'required').max(120, limitMessage('maxChars', 120)),
    reference: z.string().trim().max(80, limitMessage('maxChars', 80)).default(''),
    note: z.string().trim().max(500, limitMessage('maxChars', 500)).default(''),
    lines: z
      .array(
        z.object({ productId: z.uuid('invalid'), variantId: z.union([z.uuid('invalid'), z.literal('')]).default(''), quantity: units }),
      )
      .min(1, message('noLines'))
      .max(MAX_DELIVERY_LINES, limitMessage('maxItems', MAX_DELIVERY_LINES)),
  })
  .superRefine((d, ctx) => {
    const seen = new Set<string>();
    d.lines.forEach((l, i) => {
      const key = `${l.productId}/${l.variantId}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'quantity'], message: message('duplicateLine') });
      seen.add(key);
    });
  });

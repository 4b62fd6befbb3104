import { z } from 'zod';
import { limitMessage } from '@/lib/limit-message';
import { listQuerySchema } from '../dashboard/list-query';
import { staffTagSchema } from '../dashboard/staff-tags';
import { PAYMENT_METHODS } from '../payments/methods';
import { PAYMENT_STATUSES } from '../payments/status';
import { ORDER_STATUSES } from './status';

/** A real calendar day (2026-02-31 is not one: the database would refuse to read it as a date). */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 9999 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const isoDay = z.string().refine(isCalendarDay).optional().catch(undefined);

/** The orders table query: search, sort, page plus the toolbar filters (bad values are dropped, not refused). */
export const orderListQuerySchema = listQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  paymentMethod: z.enum(PAYMENT_METHODS).optional().catch(undefined),
  /** orders with free samples (`yes`) or without (`no`) (docs/requirements.md, "Free samples") */
  samples: z.enum(['yes', 'no']).optional().catch(undefined),
  /** orders carrying this tag of the staff's (docs/requirements.md, "Order tags") */
  tag: staffTagSchema.optional().catch(undefined),
  /** first and last day (inclusive) of the order date, yyyy-mm-dd in the shop's time zone */
  from: isoDay,
  to: isoDay,
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** The filters of a list query as URL parameters (for the CSV link), leaving out empty ones and paging. */
export function filterParams(q: Partial<OrderListQuery>): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of ['q', 'status', 'paymentStatus', 'paymentMethod', 'samples', 'tag', 'from', 'to', 'sort', 'dir'] as const) {
    const v = q[key];
    if (v !== undefined && v !== '') out.set(key, String(v));
  }
  return out;
}

/** The most orders a selection of the list holds (marked, shipped or printed together). */
export const ORDER_SELECTION_MAX = 100;

/** Orders selected on the list (each once): marked together or printed together. */
export const orderSelectionSchema = z
  .array(z.uuid())
  .min(1, 'required')
  .max(ORDER_SELECTION_MAX, limitMessage('maxItems', ORDER_SELECTION_MAX))
  .transform((ids) => [...new Set(ids)]);

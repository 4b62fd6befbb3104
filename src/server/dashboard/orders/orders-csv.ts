import 'server-only';
import { orderListQuerySchema } from '@/domain/orders/order-filters';
import { toCsv } from '@/lib/csv';
import type { ActionResult } from '@/lib/action-result';
import { formatDate } from '@/lib/format';
import { exportOrders, type OrderRowDto } from './read-orders';

export type CsvHeaders = Record<(typeof CSV_COLUMNS)[number], string>;

/**
 * The CSV of the filtered orders list (same filters as the table, every page up to 10 000 rows), after
 * checking `order` view against the database. Cells are safe from spreadsheet formula injection.
 */
export async function buildOrdersCsv(params: Record<string, string>, headers: CsvHeaders, locale: string): Promise<ActionResult<string>> {
  const query = orderListQuerySchema.parse(params);
  const result = await exportOrders(query);
  if (!result.ok) return result;
  const rows = result.data.map((o) => csvRow(o, formatDate(o.createdAt, locale)));
  return { ok: true, data: toCsv([CSV_COLUMNS.map((c) => headers[c]), ...rows]) };
}

/** Columns of the CSV export (header keys are translated by the route). */
export const CSV_COLUMNS = [
  'number',
  'date',
  'customer',
  'email',
  'phone',
  'status',
  'paymentStatus',
  'paymentMethod',
  'items',
  'total',
  'amountPaid',
  'balanceDue',
  'currency',
  'samples',
  'tags',
] as const;

export function csvRow(o: OrderRowDto, date: string): (string | number)[] {
  return [
    o.number,
    date,
    o.customer,
    o.email,
    o.phone,
    o.status,
    o.paymentStatus,
    o.paymentMethod,
    o.itemCount,
    o.total,
    o.amountPaid,
    o.balanceDue,
    o.currency,
    // codes like the status columns: 'yes' when the order has free samples
    o.samples ? 'yes' : 'no',
    o.tags.join(', '),
  ];
}

import 'server-only';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { SHOP_ZONE } from '@/lib/shop-zone';

/** The shop's day of a timestamp column, as SQL (docs/requirements.md, "Order dates"). */
export const shopDate = (column: AnyColumn) => sql<string>`(${column} at time zone ${sql.raw(`'${SHOP_ZONE}'`)})::date`;

/** Conditions of a "from day … to day" filter (both inclusive, yyyy-mm-dd in the shop's zone; either may be absent). */
export function withinShopDays(column: AnyColumn, from?: string, to?: string): SQL[] {
  const day = shopDate(column);
  return [...(from ? [sql`${day} >= ${from}::date`] : []), ...(to ? [sql`${day} <= ${to}::date`] : [])];
}

import { getLocale, getTranslations } from 'next-intl/server';
import { searchParamsObject } from '@/domain/dashboard/list-query';
import { csvDownload } from '@/server/http';
import { buildOrdersCsv, type CsvHeaders } from '@/server/dashboard/orders/orders-csv';
import { CSV_COLUMNS } from '@/server/dashboard/orders';

export const dynamic = 'force-dynamic';

/** CSV of the orders list with the table's filters; needs `order` view, checked against the database. */
export async function GET(req: Request) {
  const params = searchParamsObject(Object.fromEntries(new URL(req.url).searchParams));
  const [t, locale] = [await getTranslations('dashOrders.csv'), await getLocale()];
  const headers = Object.fromEntries(CSV_COLUMNS.map((c) => [c, t(c)])) as CsvHeaders;
  return csvDownload('orders', await buildOrdersCsv(params, headers, locale));
}

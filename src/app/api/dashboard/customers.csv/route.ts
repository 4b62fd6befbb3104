import { getTranslations } from 'next-intl/server';
import { searchParamsObject } from '@/domain/dashboard/list-query';
import { csvDownload } from '@/server/http';
import { buildCustomersCsv, CUSTOMER_CSV_COLUMNS } from '@/server/dashboard/customers';

export const dynamic = 'force-dynamic';

/** CSV of the customers list with the table's filters; needs `customers` view, checked against the database. */
export async function GET(req: Request) {
  const params = searchParamsObject(Object.fromEntries(new URL(req.url).searchParams));
  const t = await getTranslations('dashCustomers');
  const headers = Object.fromEntries(CUSTOMER_CSV_COLUMNS.map((c) => [c, t(`customersCsv.${c}`)])) as Parameters<
    typeof buildCustomersCsv
  >[1];
  const words = {
    registered: t('customersCsv.registered'),
    guest: t('customersCsv.guest'),
    yes: t('customersCsv.yes'),
    no: t('customersCsv.no'),
  };
  return csvDownload('customers', await buildCustomersCsv(params, headers, words));
}

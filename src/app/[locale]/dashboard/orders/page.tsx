import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { orderListQuerySchema } from '@/domain/orders/order-filters';
import { searchParamsObject } from '@/domain/dashboard/list-query';
import { OrdersTable } from '@/features/dashboard/orders/components/orders-table';
import { listOrders } from '@/server/dashboard/orders';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

export default async function OrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await guardPage('/dashboard/orders', 'order', 'view');
  const query = orderListQuerySchema.parse(searchParamsObject(await searchParams));
  const [data, t, settings] = [
    pageData(await listOrders(query)),
    await getTranslations('dashOrders.orders'),
    await getSettingsOrDefaults(),
  ];
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <OrdersTable rows={data.rows} total={data.total} query={query} currencySymbol={settings.currency.symbol} />
    </>
  );
}

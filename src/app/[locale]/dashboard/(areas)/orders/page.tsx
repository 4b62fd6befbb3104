import Link from 'next/link';
import { Plus } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { createLinkClasses, PageHeader } from '@/components/dashboard/page-header';
import { orderListQuerySchema } from '@/domain/orders/order-filters';
import { searchParamsObject } from '@/domain/dashboard/list-query';
import { OrdersTable } from '@/features/dashboard/orders/components/orders-table';
import { listOrders } from '@/server/dashboard/orders';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

export default async function OrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { access } = await guardPage('/dashboard/orders', 'order', 'view');
  const query = orderListQuerySchema.parse(searchParamsObject(await searchParams));
  const [data, t, settings] = [
    pageData(await listOrders(query)),
    await getTranslations('dashOrders.orders'),
    await getSettingsOrDefaults(),
  ];
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          access.edit && (
            <Link href="/dashboard/orders/create" className={createLinkClasses()}>
              <Plus className="size-4" aria-hidden />
              {t('newOrder')}
            </Link>
          )
        }
      />
      <OrdersTable
        rows={data.rows}
        tags={data.tags}
        views={data.views}
        total={data.total}
        query={query}
        currencySymbol={settings.currency.symbol}
        canEdit={access.edit}
      />
    </>
  );
}

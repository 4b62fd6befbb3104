import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { DeliveryForm } from '@/features/dashboard/products/components/delivery-form';
import { DeliveryList } from '@/features/dashboard/products/components/delivery-list';
import { StockCsv } from '@/features/dashboard/products/components/stock-csv';
import { listDeliveries, listLocations } from '@/server/dashboard/products';
import { guardPage, pageData } from '@/server/dashboard/page-guard';

/** /dashboard/product/deliveries: deliveries from suppliers, recorded and listed; the stock CSV beside them. */
export default async function DeliveriesPage() {
  const { access } = await guardPage('/dashboard/product/deliveries', 'product', 'view');
  const [deliveries, locations, t] = [
    pageData(await listDeliveries({})),
    pageData(await listLocations({})),
    await getTranslations('dashProducts.deliveries'),
  ];
  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <StockCsv canEdit={access.edit} />
      {access.edit && <DeliveryForm locations={locations.map((l) => ({ id: l.id, name: l.name }))} />}
      <DeliveryList deliveries={deliveries} />
    </div>
  );
}

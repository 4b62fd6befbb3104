import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { DeliveryForm } from '@/features/dashboard/products/components/delivery-form';
import { PurchaseOrderList } from '@/features/dashboard/products/components/purchase-order-list';
import { listLocations, listPurchaseOrders } from '@/server/dashboard/products';
import { guardPage, pageData } from '@/server/dashboard/page-guard';

/** /dashboard/product/purchase-orders: purchase orders raised with suppliers, and a new one (docs/requirements.md, "Purchase orders"). */
export default async function PurchaseOrdersPage() {
  const { access } = await guardPage('/dashboard/product/purchase-orders', 'product', 'view');
  const [orders, locations, t] = [
    pageData(await listPurchaseOrders({})),
    pageData(await listLocations({})),
    await getTranslations('dashProducts.purchaseOrders'),
  ];
  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <PurchaseOrderList orders={orders} />
      {access.edit && (
        <div className="mt-6">
          <DeliveryForm kind="purchaseOrder" locations={locations.map((l) => ({ id: l.id, name: l.name }))} />
        </div>
      )}
    </div>
  );
}

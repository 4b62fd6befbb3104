import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { ArrowLeft } from '@/components/ui/icons';
import { PageHeader } from '@/components/dashboard/page-header';
import { purchaseOrderNumber } from '@/domain/catalogue/purchase-orders';
import { DeliveryList } from '@/features/dashboard/products/components/delivery-list';
import { PurchaseOrderLines, PurchaseOrderSummary } from '@/features/dashboard/products/components/purchase-order-list';
import { PurchaseOrderReceive } from '@/features/dashboard/products/components/purchase-order-receive';
import { getPurchaseOrder, listDeliveries } from '@/server/dashboard/products';
import { guardPage, pageData, recordTitle } from '@/server/dashboard/page-guard';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) return {};
  return recordTitle(getPurchaseOrder({ id }), (o) => purchaseOrderNumber(o.number), 'productPurchaseOrders');
}

/**
 * /dashboard/product/purchase-orders/[id]: a purchase order's lines with what has come in, a delivery received against
 * it, closing it, and the deliveries that filled it (docs/requirements.md, "Purchase orders").
 */
export default async function PurchaseOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { access } = await guardPage(`/dashboard/product/purchase-orders/${id}`, 'product', 'view');
  if (!z.uuid().safeParse(id).success) notFound();
  const found = await getPurchaseOrder({ id });
  if (!found.ok && found.status === 404) notFound();
  const order = pageData(found);
  const [deliveries, t] = [pageData(await listDeliveries({ purchaseOrderId: id })), await getTranslations('dashProducts.purchaseOrders')];
  return (
    <div>
      <Link href="/dashboard/product/purchase-orders" className="mb-3 inline-flex items-center gap-1 text-sm text-fg-muted hover:text-fg">
        <ArrowLeft className="size-4 flip-rtl" aria-hidden />
        {t('back')}
      </Link>
      <PageHeader title={purchaseOrderNumber(order.number)} description={<bdi>{order.supplier}</bdi>} />
      <PurchaseOrderSummary order={order} />
      <PurchaseOrderLines order={order} />
      {/* a fresh form once a delivery or a close has changed what is still expected */}
      {access.edit && <PurchaseOrderReceive key={`${order.state}/${order.received}`} order={order} />}
      <h2 className="mt-8 mb-3 text-base font-semibold">{t('deliveries')}</h2>
      <DeliveryList deliveries={deliveries} />
    </div>
  );
}

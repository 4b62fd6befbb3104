import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderDetailTemplate } from '@/features/dashboard/orders/templates/order-detail-template';
import { getOrder } from '@/server/dashboard/orders';
import { guardPage, pageData, recordTitle } from '@/server/dashboard/page-guard';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  return recordTitle(getOrder({ id: (await params).id }), (o) => o.number, 'orders');
}

export default async function OrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ edit?: string }>;
}) {
  const [{ id }, { edit }] = await Promise.all([params, searchParams]);
  const { access } = await guardPage(`/dashboard/orders/${id}`, 'order', 'view');
  const result = await getOrder({ id });
  if (!result.ok && (result.status === 404 || result.status === 400)) notFound();
  const [order, settings] = [pageData(result), await getSettingsOrDefaults()];
  return <OrderDetailTemplate order={order} canEdit={access.edit} currencySymbol={settings.currency.symbol} editing={edit === '1'} />;
}

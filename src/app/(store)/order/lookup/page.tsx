import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { OrderLookupForm } from '@/features/checkout/components/order-lookup-form';
import { OrderDetail } from '@/features/checkout/templates/order-detail';
import { findOrderById } from '@/server/orders/find-order';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.order');
  return { title: t('lookupTitle'), robots: { index: false } };
}

export default async function OrderLookupPage() {
  const id = (await cookies()).get('fs_order_lookup')?.value;
  const [t, order, settings] = await Promise.all([getTranslations('checkout.order'), id ? findOrderById(id) : null, getSettingsOrDefaults()]);
  return (
    <section className="container-shop space-y-6 py-10">
      <h1 className="text-3xl font-bold">{t('lookupTitle')}</h1>
      <p className="text-gray-600">{t('lookupText')}</p>
      <OrderLookupForm />
      {order && <OrderDetail order={order} symbol={settings.currency.symbol} />}
    </section>
  );
}

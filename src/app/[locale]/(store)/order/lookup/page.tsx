import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { OrderLookupForm } from '@/features/checkout/components/order-lookup-form';
import { OrderDetail } from '@/features/checkout/templates/order-detail';
import { MoreOfTheSameFor } from '@/features/checkout/templates/more-of-the-same-for';
import { findOrderById } from '@/server/orders/find-order';
import { ORDER_COOKIES, readOrderCookie } from '@/server/orders/order-cookies';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { ClientMessages } from '@/i18n/client-messages';

/** Rendered per request (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.order');
  return { title: t('lookupTitle'), robots: { index: false } };
}

export default async function OrderLookupPage() {
  const id = readOrderCookie('lookup', (await cookies()).get(ORDER_COOKIES.lookup.name)?.value);
  const [t, order, settings] = await Promise.all([
    getTranslations('checkout.order'),
    id ? findOrderById(id) : null,
    getSettingsOrDefaults(),
  ]);
  return (
    <ClientMessages paths={['checkout']}>
      <section className="container-shop space-y-6 py-10">
        <h1 className="text-3xl font-bold">{t('lookupTitle')}</h1>
        <p className="text-gray-600">{t('lookupText')}</p>
        <OrderLookupForm />
        {order && <OrderDetail order={order} symbol={settings.currency.symbol} after={<MoreOfTheSameFor order={order} />} />}
      </section>
    </ClientMessages>
  );
}

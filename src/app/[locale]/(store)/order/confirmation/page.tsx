import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CircleCheck } from '@/components/ui/icons';
import { bdi } from '@/components/ui/bidi';
import { OrderDetail } from '@/features/checkout/templates/order-detail';
import { PaymentNotice } from '@/features/checkout/templates/payment-notice';
import { findOrderById } from '@/server/orders/find-order';
import { ORDER_COOKIES, readOrderCookie } from '@/server/orders/order-cookies';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

/** Rendered per request (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'force-dynamic';

export const metadata = { robots: { index: false } };

export default async function OrderConfirmationPage({ searchParams }: { searchParams: Promise<{ payment?: string | string[] }> }) {
  const came = (await searchParams).payment;
  const id = readOrderCookie('lastOrder', (await cookies()).get(ORDER_COOKIES.lastOrder.name)?.value);
  const [order, settings, t] = await Promise.all([
    id ? findOrderById(id) : null,
    getSettingsOrDefaults(),
    getTranslations('checkout.order'),
  ]);
  if (!order) notFound();
  return (
    <section className="container-shop space-y-6 py-10">
      <div className="flex items-center gap-3 text-green-700">
        <CircleCheck className="size-8" aria-hidden />
        <h1 className="text-3xl font-bold">{t('thanks')}</h1>
      </div>
      <p>{t.rich('emailSent', { email: order.email, bdi })}</p>
      <PaymentNotice order={order} came={typeof came === 'string' ? came : undefined} />
      <OrderDetail order={order} symbol={settings.currency.symbol} />
    </section>
  );
}

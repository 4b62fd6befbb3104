import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { ManualOrderForm } from '@/features/dashboard/orders/components/manual-order-form';
import { guardPage } from '@/server/dashboard/page-guard';
import { listDeliveryOptions } from '@/server/orders/quote-cart';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

export default async function NewOrderPage() {
  await guardPage('/dashboard/orders/create', 'order', 'edit');
  const [t, settings, deliveryOptions] = [
    await getTranslations('dashOrders.newOrder'),
    await getSettingsOrDefaults(),
    await listDeliveryOptions(),
  ];
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ManualOrderForm deliveryOptions={deliveryOptions} currencySymbol={settings.currency.symbol} />
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { ShippingForm } from '@/features/dashboard/shipping/components/shipping-form';
import { guardPage } from '@/server/dashboard/page-guard';

export default async function CreateShippingPage() {
  await guardPage('/dashboard/shipping/create', 'shippingCharges', 'edit');
  const t = await getTranslations('dashCommerce.shipping');
  return (
    <>
      <PageHeader title={t('create')} description={t('description')} />
      <ShippingForm canEdit />
    </>
  );
}

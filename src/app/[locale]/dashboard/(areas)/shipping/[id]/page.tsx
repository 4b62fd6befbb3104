import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { ShippingForm } from '@/features/dashboard/shipping/components/shipping-form';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { getShipping } from '@/server/dashboard/shipping';

export default async function EditShippingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { access } = await guardPage(`/dashboard/shipping/${id}`, 'shippingCharges', 'view');
  const result = await getShipping({ id });
  if (!result.ok && (result.status === 400 || result.status === 404)) notFound();
  const option = pageData(result);
  const t = await getTranslations('dashCommerce.shipping');
  return (
    <>
      <PageHeader title={t('edit')} description={t('description')} />
      <ShippingForm option={option} canEdit={access.edit} />
    </>
  );
}

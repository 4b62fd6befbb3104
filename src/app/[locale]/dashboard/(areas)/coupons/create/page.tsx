import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { CouponForm } from '@/features/dashboard/coupons/components/coupon-form';
import { couponOptions } from '@/server/dashboard/coupons';
import { guardPage, pageData } from '@/server/dashboard/page-guard';

export default async function CreateCouponPage() {
  await guardPage('/dashboard/coupons/create', 'coupon', 'edit');
  const options = pageData(await couponOptions({}));
  const t = await getTranslations('dashCommerce.coupons');
  return (
    <>
      <PageHeader title={t('create')} description={t('description')} />
      <CouponForm canEdit options={options} />
    </>
  );
}

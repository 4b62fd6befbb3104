import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { CouponForm } from '@/features/dashboard/coupons/components/coupon-form';
import { couponOptions, getCoupon } from '@/server/dashboard/coupons';
import { guardPage, pageData } from '@/server/dashboard/page-guard';

export default async function EditCouponPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { access } = await guardPage(`/dashboard/coupons/${id}`, 'coupon', 'view');
  const result = await getCoupon({ id });
  if (!result.ok && (result.status === 400 || result.status === 404)) notFound();
  const coupon = pageData(result);
  const options = pageData(await couponOptions({ productIds: coupon.productIds }));
  const t = await getTranslations('dashCommerce.coupons');
  return (
    <>
      <PageHeader title={`${t('edit')}: ${coupon.code}`} description={t('inUseHint')} />
      <CouponForm coupon={coupon} canEdit={access.edit} options={options} />
    </>
  );
}

import Link from 'next/link';
import { Plus } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { createLinkClasses, PageHeader } from '@/components/dashboard/page-header';
import { listQuerySchema, searchParamsObject } from '@/domain/dashboard/list-query';
import { CouponTable } from '@/features/dashboard/coupons/components/coupon-table';
import { listCoupons } from '@/server/dashboard/coupons';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

export default async function CouponsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { access } = await guardPage('/dashboard/coupons', 'coupon', 'view');
  const query = listQuerySchema.parse(searchParamsObject(await searchParams));
  const [data, settings, t] = [
    pageData(await listCoupons(query)),
    await getSettingsOrDefaults(),
    await getTranslations('dashCommerce.coupons'),
  ];
  return (
    <>
      <PageHeader
        title={t('title')}
        description={`${t('description')} ${t('inUseHint')}`}
        actions={
          access.edit && (
            <Link href="/dashboard/coupons/create" className={createLinkClasses()}>
              <Plus className="size-4" aria-hidden />
              {t('create')}
            </Link>
          )
        }
      />
      <CouponTable
        rows={data.rows}
        total={data.total}
        query={query}
        canEdit={access.edit}
        canDelete={access.delete}
        currency={settings.currency.symbol}
      />
    </>
  );
}

import Link from 'next/link';
import { Plus } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { createLinkClasses, PageHeader } from '@/components/dashboard/page-header';
import { listQuerySchema, searchParamsObject } from '@/domain/dashboard/list-query';
import { ShippingTable } from '@/features/dashboard/shipping/components/shipping-table';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { listShipping } from '@/server/dashboard/shipping';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

export default async function ShippingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { access } = await guardPage('/dashboard/shipping', 'shippingCharges', 'view');
  const query = listQuerySchema.parse(searchParamsObject(await searchParams));
  const [data, settings, t] = [
    pageData(await listShipping(query)),
    await getSettingsOrDefaults(),
    await getTranslations('dashCommerce.shipping'),
  ];
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          access.edit && (
            <Link href="/dashboard/shipping/create" className={createLinkClasses()}>
              <Plus className="size-4" aria-hidden />
              {t('create')}
            </Link>
          )
        }
      />
      <ShippingTable
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

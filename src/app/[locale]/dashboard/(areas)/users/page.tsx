import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { searchParamsObject } from '@/domain/dashboard/list-query';
import { CustomersTable } from '@/features/dashboard/customers/components/customers-table';
import { customerListQuerySchema } from '@/domain/customers/customer-list-query';
import { listCustomers } from '@/server/dashboard/customers';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

export default async function CustomersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await guardPage('/dashboard/users', 'customers', 'view');
  const query = customerListQuerySchema.parse(searchParamsObject(await searchParams));
  const [data, t, settings] = [
    pageData(await listCustomers(query)),
    await getTranslations('dashCustomers.customers'),
    await getSettingsOrDefaults(),
  ];
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <CustomersTable rows={data.rows} total={data.total} tags={data.tags} query={query} currencySymbol={settings.currency.symbol} />
    </>
  );
}

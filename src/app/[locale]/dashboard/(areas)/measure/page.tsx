import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { searchParamsObject } from '@/domain/dashboard/list-query';
import { measureListSchema } from '@/domain/measure/measure';
import { MeasureRequests } from '@/features/dashboard/measure/components/measure-requests';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { listMeasureRequests } from '@/server/dashboard/measure';

export default async function MeasureRequestsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { access } = await guardPage('/dashboard/measure', 'order', 'view');
  const query = measureListSchema.parse(searchParamsObject(await searchParams));
  const data = pageData(await listMeasureRequests(query));
  const t = await getTranslations('dashMeasure.measure');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <MeasureRequests data={data} query={query} canEdit={access.edit} />
    </>
  );
}

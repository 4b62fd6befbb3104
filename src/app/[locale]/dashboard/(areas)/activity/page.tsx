import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { activityQuerySchema } from '@/domain/dashboard/activity';
import { searchParamsObject } from '@/domain/dashboard/list-query';
import { ActivityTable } from '@/features/dashboard/staff/components/activity-table';
import { listActivity } from '@/server/dashboard/activity';
import { guardPage, pageData } from '@/server/dashboard/page-guard';

export default async function ActivityPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await guardPage('/dashboard/activity', 'admin');
  const query = activityQuerySchema.parse(searchParamsObject(await searchParams));
  const [data, t] = [pageData(await listActivity(query)), await getTranslations('dashStaff.activity')];
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ActivityTable data={data} query={query} />
    </>
  );
}

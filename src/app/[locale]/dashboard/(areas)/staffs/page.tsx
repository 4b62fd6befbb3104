import Link from 'next/link';
import { Plus } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { createLinkClasses, PageHeader } from '@/components/dashboard/page-header';
import { listQuerySchema, searchParamsObject } from '@/domain/dashboard/list-query';
import { StaffTable } from '@/features/dashboard/staff/components/staff-table';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { listStaff } from '@/server/dashboard/staff';

export default async function StaffPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await guardPage('/dashboard/staffs', 'admin');
  const query = listQuerySchema.parse(searchParamsObject(await searchParams));
  const [data, t] = [pageData(await listStaff(query)), await getTranslations('dashStaff.staff')];
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Link href="/dashboard/staffs/create" className={createLinkClasses()}>
            <Plus className="size-4" aria-hidden />
            {t('create')}
          </Link>
        }
      />
      <StaffTable rows={data.rows} total={data.total} query={query} />
    </>
  );
}

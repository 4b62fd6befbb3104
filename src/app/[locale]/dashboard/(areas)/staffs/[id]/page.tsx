import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { StaffForm } from '@/features/dashboard/staff/components/staff-form';
import { guardPage, pageData, recordTitle } from '@/server/dashboard/page-guard';
import { getStaff } from '@/server/dashboard/staff';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  return recordTitle(getStaff({ id: (await params).id }), (s) => s.name, 'staff');
}

export default async function EditStaffPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await guardPage(`/dashboard/staffs/${id}`, 'admin');
  const result = await getStaff({ id });
  if (!result.ok && (result.status === 404 || result.status === 400)) notFound();
  const [staff, t] = [pageData(result), await getTranslations('dashStaff.staff')];
  return (
    <>
      <PageHeader title={t('editTitle', { name: staff.name })} />
      <StaffForm initial={staff} />
    </>
  );
}

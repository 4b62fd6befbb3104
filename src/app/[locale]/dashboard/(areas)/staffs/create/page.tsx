import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { StaffForm } from '@/features/dashboard/staff/components/staff-form';
import { guardPage } from '@/server/dashboard/page-guard';

export default async function CreateStaffPage() {
  await guardPage('/dashboard/staffs/create', 'admin');
  const t = await getTranslations('dashStaff.staff');
  return (
    <>
      <PageHeader title={t('createTitle')} />
      <StaffForm />
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { TourEditor } from '@/features/dashboard/content/components/tours/tour-editor';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { tourMessageActions } from '@/server/dashboard/content/tours-messages';

export default async function VirtualTourPage() {
  const { access } = await guardPage('/dashboard/virtualtour', 'pageSettings', 'view');
  const tours = pageData(await tourMessageActions.listTours({}));
  const t = await getTranslations('dashContent.tours');
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('heading')} description={t('description')} />
      <TourEditor tours={tours} canEdit={access.edit} canDelete={access.delete} />
    </div>
  );
}

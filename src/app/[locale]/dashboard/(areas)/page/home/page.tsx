import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { HomeEditor } from '@/features/dashboard/content/components/pages/home-editor';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { pageSettingsActions } from '@/server/dashboard/content/page-settings';

export default async function HomeEditorPage() {
  const { access } = await guardPage('/dashboard/page/home', 'pageSettings', 'view');
  const home = pageData(await pageSettingsActions.getHomePage({}));
  const t = await getTranslations('dashContent.pages.home');
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('title')} description={t('description')} />
      <HomeEditor initial={home.content} categories={home.categories} canEdit={access.edit} />
    </div>
  );
}

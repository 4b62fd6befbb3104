import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { FaqEditor } from '@/features/dashboard/content/components/pages/faq-editor';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { pageSettingsActions } from '@/server/dashboard/content/page-settings';

export default async function FaqEditorPage() {
  const { access } = await guardPage('/dashboard/page/faq', 'pageSettings', 'view');
  const faq = pageData(await pageSettingsActions.getFaqPage({}));
  const t = await getTranslations('dashContent.pages.faq');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('heading')} description={t('description')} />
      <FaqEditor initial={faq} canEdit={access.edit} />
    </div>
  );
}

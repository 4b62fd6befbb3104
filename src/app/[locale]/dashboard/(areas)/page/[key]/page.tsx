import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { RICH_PAGE_KEYS, type RichPageFormKey } from '@/domain/content/page-forms';
import { RichPageEditor } from '@/features/dashboard/content/components/pages/rich-page-editor';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { pageSettingsActions } from '@/server/dashboard/content/page-settings';

/** /dashboard/page/about, privacy, terms, return (faq has its own folder). */
export default async function RichPageEditorPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!(RICH_PAGE_KEYS as readonly string[]).includes(key)) notFound();
  const pageKey = key as RichPageFormKey;
  const { access } = await guardPage(`/dashboard/page/${pageKey}`, 'pageSettings', 'view');
  const page = pageData(await pageSettingsActions.getRichPageForEdit({ key: pageKey }));
  const t = await getTranslations('dashContent.pages.rich');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t(`headings.${pageKey}`)} description={t('description', { path: `/${pageKey}` })} />
      <RichPageEditor initial={page} canEdit={access.edit} />
    </div>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from './status-page';

/** 404 page (docs/requirements.md, "Error pages"): 'Page not found', the explanation and a link to the homepage, inside whichever frame renders it. */
export async function NotFoundPage() {
  const t = await getTranslations('common.errors');
  return <StatusPage code="404" title={t('notFoundTitle')} text={t('notFoundText')} homeLabel={t('backHome')} />;
}

export async function notFoundMetadata({ follow }: { follow: boolean }): Promise<Metadata> {
  const t = await getTranslations('common.errors');
  return { title: t('notFoundTitle'), robots: { index: false, follow } };
}

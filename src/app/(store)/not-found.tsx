import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/features/layout/components/status-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.errors');
  return { title: t('notFoundTitle'), robots: { index: false, follow: true } };
}

/** notFound() from a store page (unknown product, category...): rendered inside the store layout. */
export default async function StoreNotFound() {
  const t = await getTranslations('common.errors');
  return <StatusPage code="404" title={t('notFoundTitle')} text={t('notFoundText')} homeLabel={t('backHome')} />;
}

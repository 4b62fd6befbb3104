import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenPage } from '@/features/layout/components/forbidden-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.errors');
  return { title: t('forbiddenTitle'), robots: { index: false, follow: false } };
}

/** forbidden() from a store page: rendered inside the store layout, with status 403. */
export default function StoreForbidden() {
  return <ForbiddenPage />;
}

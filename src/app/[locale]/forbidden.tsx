import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenPage } from '@/features/layout/components/forbidden-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.errors');
  return { title: t('forbiddenTitle'), robots: { index: false, follow: false } };
}

/**
 * Rendered with status 403 wherever a page calls forbidden() (docs/requirements.md, "Error pages"), inside the layout of that page:
 * the store frame for public pages, the dashboard frame for staff pages.
 */
export default function Forbidden() {
  return <ForbiddenPage />;
}

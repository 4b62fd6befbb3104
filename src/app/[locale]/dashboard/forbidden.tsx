import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenPage } from '@/features/layout/components/forbidden-page';

/**
 * forbidden() from a dashboard page or area a member of staff may not open: the 403 page inside the dashboard frame,
 * with status 403 (docs/requirements.md, "Error pages"). Anyone who is not staff gets the store's 403 page instead.
 */
export default function DashboardForbidden() {
  return <ForbiddenPage />;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.errors');
  return { title: t('forbiddenTitle'), robots: { index: false, follow: false } };
}

import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/server/auth/guards';

export const metadata: Metadata = { robots: { index: false } };

/** Placeholder until the dashboard shell exists; the guard is the point here. */
export default async function DashboardPage() {
  const user = await requireStaff('/dashboard');
  if (!user) forbidden();
  const t = await getTranslations('account.dashboard');
  return (
    <section className="container-shop py-16">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
    </section>
  );
}

import { ArrowLeft } from '@/components/ui/icons';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';

/** A settings sub-page: back link to the settings index, title, description, then the form. */
export async function SettingsFrame({ page, children }: { page: SettingsPageKey; children: React.ReactNode }) {
  const t = await getTranslations('dashSettings');
  return (
    <div className="mx-auto max-w-4xl">
      <Link href="/dashboard/settings" className="mb-2 inline-flex items-center gap-1 text-sm text-fg-muted hover:text-fg">
        <ArrowLeft className="size-4 flip-rtl" aria-hidden />
        {t('index.title')}
      </Link>
      <PageHeader title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)} />
      {children}
    </div>
  );
}

export const SETTINGS_PAGES = [
  'layout',
  'graphics',
  'seo',
  'script',
  'gateway',
  'login',
  'security',
  'stock',
  'samples',
  'installation',
  'accessories',
  'hours',
  'taxes',
] as const;
export type SettingsPageKey = (typeof SETTINGS_PAGES)[number];

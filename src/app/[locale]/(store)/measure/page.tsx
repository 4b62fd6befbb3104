import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MeasureTemplate } from '@/features/content/templates/measure-template';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { ClientMessages } from '@/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { withAlternates } from '@/features/layout/seo';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

async function metadataOf({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('content.measure');
  return { title: t('title'), description: t('intro') };
}

export default async function MeasurePage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const settings = await getSettingsOrDefaults();
  return (
    <ClientMessages paths={['content.measure']}>
      <MeasureTemplate phone={settings.phoneHeader || settings.phoneFooter} />
    </ClientMessages>
  );
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, () => '/measure');
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CompareView } from '@/features/cart/templates/compare-view';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { withAlternates } from '@/features/layout/seo';
import { NeedsScript } from '@/components/ui/needs-script';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

async function metadataOf({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('checkout.compare');
  return { title: t('title'), robots: { index: false } };
}

export default async function ComparePage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const [t, settings] = await Promise.all([getTranslations('checkout.compare'), getSettingsOrDefaults()]);
  return (
    <section className="container-shop py-10">
      <h1 className="mb-6 text-3xl font-bold">{t('title')}</h1>
      <NeedsScript page="compare" />

      <CompareView currencySymbol={settings.currency.symbol} />
    </section>
  );
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, () => '/compare');
}

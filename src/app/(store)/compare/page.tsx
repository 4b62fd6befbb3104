import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CompareView } from '@/features/cart/templates/compare-view';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.compare');
  return { title: t('title'), robots: { index: false } };
}

export default async function ComparePage() {
  const [t, settings] = await Promise.all([getTranslations('checkout.compare'), getSettingsOrDefaults()]);
  return (
    <section className="container-shop py-10">
      <h1 className="mb-6 text-3xl font-bold">{t('title')}</h1>
      <CompareView currencySymbol={settings.currency.symbol} />
    </section>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewArrivalsTemplate } from '@/features/catalogue/templates/new-arrivals-template';
import { getCachedNewArrivals } from '@/server/catalogue/cached-reads';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { cardActions } from '../shop/card-actions';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { withAlternates } from '@/features/layout/seo';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

async function metadataOf({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('catalogue.newArrivals'))('title') };
}

export default async function NewArrivalsPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const [products, settings, actions] = await Promise.all([getCachedNewArrivals(24), getSettingsOrDefaults(), cardActions()]);
  return <NewArrivalsTemplate products={products} currency={settings.currency.symbol} actions={actions} />;
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, () => '/new-arrivals');
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewArrivalsTemplate } from '@/features/catalogue/templates/new-arrivals-template';
import { getCachedNewArrivals } from '@/server/catalogue/cached-reads';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { cardActions } from '../shop/card-actions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalogue.newArrivals'))('title') };
}

export default async function NewArrivalsPage() {
  const [products, settings, actions] = await Promise.all([getCachedNewArrivals(24), getSettingsOrDefaults(), cardActions()]);
  return <NewArrivalsTemplate products={products} currency={settings.currency.symbol} actions={actions} />;
}

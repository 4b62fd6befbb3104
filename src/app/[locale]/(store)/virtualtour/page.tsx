import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TourListTemplate } from '@/features/content/templates/tour-list-template';
import { getCachedTours } from '@/server/content/cached-content';
import { localizeTour } from '@/server/content/list-tours';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { withAlternates } from '@/features/layout/seo';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

async function metadataOf({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('content.tours');
  return { title: t('title'), description: t('intro') };
}

export default async function VirtualTourPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  return <TourListTemplate tours={(await getCachedTours()).map((tour) => localizeTour(tour, locale))} />;
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, () => '/virtualtour');
}

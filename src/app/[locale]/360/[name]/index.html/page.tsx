import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TOUR_NAME } from '@/domain/content/tours';
import { TourViewerTemplate } from '@/features/content/templates/tour-viewer-template';
import { pageLocale } from '@/i18n/page-locale';
import { getCachedTour } from '@/server/content/cached-content';
import { localizeTour } from '@/server/content/list-tours';
import { pageMetadata, withAlternates } from '@/features/layout/seo';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/locale-route.mjs';
import { siteOrigin } from '@/lib/site-origin';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; name: string }> };

async function load(params: Props['params']) {
  const locale = await pageLocale(params);
  const { name } = await params;
  const tour = TOUR_NAME.test(name) ? await getCachedTour(name) : null;
  return tour && localizeTour(tour, locale);
}

/** The tour's own head: its title, the tours' introduction as description, its address and picture for link previews. */
async function metadataOf({ params }: Props): Promise<Metadata> {
  const tour = await load(params);
  if (!tour) return {};
  const [locale, t, settings] = await Promise.all([pageLocale(params), getTranslations('content.tours'), getSettingsOrDefaults()]);
  return pageMetadata({
    title: tour.title,
    description: t('intro'),
    url: `${siteOrigin()}${localizedPath(`/360/${tour.name}/index.html`, locale)}`,
    image: tour.image,
    siteName: settings.name,
  });
}

/** /360/{NAME}/index.html, a full-screen 360° viewer. */
export default async function TourViewerPage({ params }: Props) {
  const tour = await load(params);
  if (!tour) notFound();
  return <TourViewerTemplate tour={tour} />;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, (p) => `/360/${p.name}/index.html`);
}

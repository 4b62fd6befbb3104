import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TOUR_NAME } from '@/domain/content/tours';
import { TourViewerTemplate } from '@/features/content/templates/tour-viewer-template';
import { pageLocale } from '@/i18n/page-locale';
import { getCachedTour } from '@/server/content/cached-content';
import { localizeTour } from '@/server/content/list-tours';
import { withAlternates } from '@/features/layout/seo';

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

async function metadataOf({ params }: Props): Promise<Metadata> {
  const tour = await load(params);
  return tour ? { title: tour.title, openGraph: { images: [tour.image] } } : {};
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

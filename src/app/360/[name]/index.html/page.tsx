import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TOUR_NAME } from '@/domain/content/tours';
import { TourViewerTemplate } from '@/features/content/templates/tour-viewer-template';
import { getTour } from '@/server/content/list-tours';

type Props = { params: Promise<{ name: string }> };

async function load(params: Props['params']) {
  const { name } = await params;
  return TOUR_NAME.test(name) ? getTour(name) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tour = await load(params);
  return tour ? { title: tour.title, openGraph: { images: [tour.image] } } : {};
}

/** Spec §2: /360/{NAME}/index.html, a full-screen 360° viewer. */
export default async function TourViewerPage({ params }: Props) {
  const tour = await load(params);
  if (!tour) notFound();
  return <TourViewerTemplate tour={tour} />;
}

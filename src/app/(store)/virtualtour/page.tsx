import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TourListTemplate } from '@/features/content/templates/tour-list-template';
import { listTours } from '@/server/content/list-tours';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.tours');
  return { title: t('title'), description: t('intro') };
}

export default async function VirtualTourPage() {
  return <TourListTemplate tours={await listTours()} />;
}

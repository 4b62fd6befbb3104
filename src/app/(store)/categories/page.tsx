import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoriesTemplate } from '@/features/catalogue/templates/categories-template';
import { getCachedCategories } from '@/server/catalogue/cached-reads';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalogue.categories'))('title') };
}

export default async function CategoriesPage() {
  return <CategoriesTemplate categories={await getCachedCategories()} />;
}

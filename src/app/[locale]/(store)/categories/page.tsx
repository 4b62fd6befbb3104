import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoriesTemplate } from '@/features/catalogue/templates/categories-template';
import { getCachedCategories } from '@/server/catalogue/cached-reads';
import { localizeCategories } from '@/server/catalogue/localize';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { withAlternates } from '@/features/layout/seo';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

async function metadataOf({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('catalogue.categories'))('title') };
}

export default async function CategoriesPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  return <CategoriesTemplate categories={localizeCategories(await getCachedCategories(), locale)} />;
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, () => '/categories');
}

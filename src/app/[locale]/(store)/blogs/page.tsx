import type { Metadata } from 'next';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { BlogListPage, blogListMetadata } from './blog-list-page';
import { withAlternates } from '@/features/layout/seo';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

async function metadataOf({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  return blogListMetadata();
}

export default async function BlogsPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  return <BlogListPage locale={locale} searchParams={{}} />;
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, () => '/blogs');
}

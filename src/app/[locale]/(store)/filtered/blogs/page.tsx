import type { Metadata } from 'next';
import type { RawSearchParams } from '@/domain/catalogue/listing-query';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { BlogListPage, blogListMetadata } from '../../blogs/blog-list-page';

/** The blog list of a category or a later page: rendered per request, reached only through src/proxy.ts. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  return blogListMetadata();
}

export default async function FilteredBlogsPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<RawSearchParams>;
}) {
  const locale = await pageLocale(params);
  return <BlogListPage locale={locale} searchParams={await searchParams} />;
}

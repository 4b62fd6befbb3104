import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { parsePage } from '@/domain/content/blogs';
import type { RawSearchParams } from '@/domain/catalogue/listing-query';
import { BlogListTemplate } from '@/features/content/templates/blog-list-template';
import { getCachedBlogList } from '@/server/content/cached-content';
import { localizeBlogList } from '@/server/content/localize';

export async function blogListMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.blogs');
  return { title: t('title'), description: t('intro') };
}

/**
 * The blog list. Served from cache without a query (blogs/page.tsx); a category or page number is rendered per
 * request (filtered/blogs, reached through src/proxy.ts).
 */
export async function BlogListPage({ locale, searchParams }: { locale: string; searchParams: RawSearchParams }) {
  const categorySlug = typeof searchParams.category === 'string' && searchParams.category ? searchParams.category : undefined;
  // in the page's language (docs/requirements.md, "Content in four languages")
  const list = localizeBlogList(await getCachedBlogList(categorySlug, parsePage(searchParams.page)), locale);
  if (categorySlug && !list.category) notFound();
  return (
    <BlogListTemplate
      posts={list.posts}
      categories={list.categories}
      activeCategory={list.category?.slug ?? null}
      page={list.page}
      pageCount={list.pageCount}
    />
  );
}

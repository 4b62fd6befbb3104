import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { parsePage } from '@/domain/content/blogs';
import { BlogListTemplate } from '@/features/content/templates/blog-list-template';
import { listPublishedBlogs } from '@/server/content/list-blogs';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.blogs');
  return { title: t('title'), description: t('intro') };
}

export default async function BlogsPage({ searchParams }: Props) {
  const sp = await searchParams;
  const categorySlug = typeof sp.category === 'string' && sp.category ? sp.category : undefined;
  const list = await listPublishedBlogs({ categorySlug, page: parsePage(sp.page) });
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

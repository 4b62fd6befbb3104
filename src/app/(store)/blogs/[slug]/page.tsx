import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { absoluteUrl, articleJsonLd } from '@/domain/content/structured-data';
import { JsonLd } from '@/features/content/components/json-ld';
import { BlogPostTemplate } from '@/features/content/templates/blog-post-template';
import { getPublishedBlog } from '@/server/content/get-blog';
import { siteOrigin } from '@/server/content/site-origin';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPublishedBlog((await params).slug);
  if (!post) return {};
  const origin = await siteOrigin();
  const url = absoluteUrl(origin, `/blogs/${post.slug}`);
  const images = post.coverImage ? [absoluteUrl(origin, post.coverImage)] : undefined;
  return {
    title: post.seoTitle,
    description: post.seoDescription,
    alternates: { canonical: url },
    openGraph: { type: 'article', title: post.seoTitle, description: post.seoDescription, url, images, publishedTime: post.publishedAt },
    twitter: { card: 'summary_large_image', title: post.seoTitle, description: post.seoDescription, images },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = await getPublishedBlog((await params).slug);
  if (!post) notFound();
  const [origin, settings] = await Promise.all([siteOrigin(), getSettingsOrDefaults()]);
  const url = absoluteUrl(origin, `/blogs/${post.slug}`);
  const logo = settings.logo[0]?.url || '/brand/logo.svg';
  const jsonLd = articleJsonLd({
    url,
    title: post.title,
    description: post.seoDescription,
    image: post.coverImage ? absoluteUrl(origin, post.coverImage) : null,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    author: post.author,
    publisher: { name: settings.name, logo: absoluteUrl(origin, logo) },
  });
  return (
    <>
      <JsonLd data={jsonLd} />
      <BlogPostTemplate post={post} url={url} />
    </>
  );
}

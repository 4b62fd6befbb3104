import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { absoluteUrl, articleJsonLd } from '@/domain/content/structured-data';
import { JsonLd } from '@/components/ui/json-ld';
import { BlogPostTemplate } from '@/features/content/templates/blog-post-template';
import { pageLocale } from '@/i18n/page-locale';
import { localizedPath } from '@/i18n/locale-route.mjs';
import { getCachedBlog } from '@/server/content/cached-content';
import { localizeBlogPost } from '@/server/content/localize';
import { siteOrigin } from '@/lib/site-origin';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { withAlternates } from '@/features/layout/seo';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

/** The post as this language's page shows it (docs/requirements.md, "Content in four languages"). */
async function postIn(params: Props['params']) {
  const locale = await pageLocale(params);
  const post = await getCachedBlog((await params).slug);
  return post && localizeBlogPost(post, locale);
}

async function metadataOf({ params }: Props): Promise<Metadata> {
  const post = await postIn(params);
  if (!post) return {};
  const origin = siteOrigin();
  const locale = await pageLocale(params);
  const url = absoluteUrl(origin, localizedPath(`/blogs/${post.slug}`, locale));
  const images = post.coverImage ? [absoluteUrl(origin, post.coverImage)] : undefined;
  return {
    title: post.seoTitle,
    description: post.seoDescription,
    openGraph: { type: 'article', title: post.seoTitle, description: post.seoDescription, url, images, publishedTime: post.publishedAt },
    twitter: { card: 'summary_large_image', title: post.seoTitle, description: post.seoDescription, images },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = await postIn(params);
  if (!post) notFound();
  const [origin, settings, locale] = await Promise.all([siteOrigin(), getSettingsOrDefaults(), pageLocale(params)]);
  // the page's own address and language (docs/requirements.md, "Content in four languages")
  const url = absoluteUrl(origin, localizedPath(`/blogs/${post.slug}`, locale));
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
    inLanguage: locale,
  });
  return (
    <>
      <JsonLd data={jsonLd} />
      <BlogPostTemplate post={post} url={url} />
    </>
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, (p) => `/blogs/${p.slug}`);
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RichPageTemplate } from '@/features/content/templates/rich-page-template';
import { getCachedRichPage } from '@/server/content/cached-content';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { withAlternates } from '@/features/layout/seo';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

async function metadataOf({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const page = await getCachedRichPage('return');
  return page ? { title: page.seoTitle || page.title, description: page.seoDescription } : {};
}

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const page = await getCachedRichPage('return');
  if (!page) notFound();
  return <RichPageTemplate title={page.title} html={page.html} />;
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, () => '/return');
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RichPageTemplate } from '@/features/content/templates/rich-page-template';
import { withAlternates } from '@/features/layout/seo';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { getCachedRichPage } from '@/server/content/cached-content';
import type { RichPageKey } from '@/server/content/get-page';

/** The content pages edited in the dashboard (about, privacy, terms, return): their metadata and page, served from cache. */
export function richPage(key: RichPageKey) {
  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    await pageLocale(params);
    const page = await getCachedRichPage(key);
    return withAlternates(page ? { title: page.seoTitle || page.title, description: page.seoDescription } : {}, params, () => `/${key}`);
  }
  async function Page({ params }: { params: LocaleParams }) {
    await pageLocale(params);
    const page = await getCachedRichPage(key);
    if (!page) notFound();
    return <RichPageTemplate title={page.title} html={page.html} />;
  }
  return { generateMetadata, Page };
}

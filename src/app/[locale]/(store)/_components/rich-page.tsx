import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RichPageTemplate } from '@/features/content/templates/rich-page-template';
import { withAlternates } from '@/features/layout/seo';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { getCachedRichPage } from '@/server/content/cached-content';
import type { RichPageKey } from '@/server/content/get-page';
import { localizeRichPage } from '@/server/content/localize';

/**
 * The content pages edited in the dashboard (about, privacy, terms, return): their metadata and page, served from
 * cache, in the page's language (docs/requirements.md, "Content in four languages").
 */
export function richPage(key: RichPageKey) {
  const pageIn = async (params: LocaleParams) => {
    const locale = await pageLocale(params);
    const page = await getCachedRichPage(key);
    return page && localizeRichPage(page, locale);
  };
  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    const page = await pageIn(params);
    return withAlternates(page ? { title: page.seoTitle || page.title, description: page.seoDescription } : {}, params, () => `/${key}`);
  }
  async function Page({ params }: { params: LocaleParams }) {
    const page = await pageIn(params);
    if (!page) notFound();
    return <RichPageTemplate page={page} />;
  }
  return { generateMetadata, Page };
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { faqJsonLd } from '@/domain/content/structured-data';
import { JsonLd } from '@/components/ui/json-ld';
import { FaqTemplate } from '@/features/content/templates/faq-template';
import { getCachedFaq } from '@/server/content/cached-content';
import { localizeFaq } from '@/server/content/localize';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { withAlternates } from '@/features/layout/seo';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

/** The FAQ in the page's language (docs/requirements.md, "Content in four languages"). */
async function faqIn(params: LocaleParams) {
  const locale = await pageLocale(params);
  const faq = await getCachedFaq();
  return faq && localizeFaq(faq, locale);
}

async function metadataOf({ params }: { params: LocaleParams }): Promise<Metadata> {
  const faq = await faqIn(params);
  return faq ? { title: faq.seoTitle || faq.title, description: faq.seoDescription ?? faq.items[0]?.answerText.slice(0, 160) } : {};
}

export default async function FaqPage({ params }: { params: LocaleParams }) {
  const faq = await faqIn(params);
  if (!faq) notFound();
  return (
    <>
      <JsonLd data={faqJsonLd(faq.items, await pageLocale(params))} />
      <FaqTemplate faq={faq} />
    </>
  );
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, () => '/faq');
}

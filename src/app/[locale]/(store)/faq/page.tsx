import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { faqJsonLd } from '@/domain/content/structured-data';
import { JsonLd } from '@/features/content/components/json-ld';
import { FaqTemplate } from '@/features/content/templates/faq-template';
import { getCachedFaq } from '@/server/content/cached-content';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { withAlternates } from '@/features/layout/seo';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

async function metadataOf({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const faq = await getCachedFaq();
  return faq ? { title: faq.seoTitle || faq.title, description: faq.seoDescription ?? faq.items[0]?.answerText.slice(0, 160) } : {};
}

export default async function FaqPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const faq = await getCachedFaq();
  if (!faq) notFound();
  return (
    <>
      <JsonLd data={faqJsonLd(faq.items)} />
      <FaqTemplate title={faq.title} items={faq.items} />
    </>
  );
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, () => '/faq');
}

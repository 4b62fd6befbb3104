import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { faqJsonLd } from '@/domain/content/structured-data';
import { JsonLd } from '@/features/content/components/json-ld';
import { FaqTemplate } from '@/features/content/templates/faq-template';
import { getFaq } from '@/server/content/get-page';

export async function generateMetadata(): Promise<Metadata> {
  const faq = await getFaq();
  return faq ? { title: faq.seoTitle || faq.title, description: faq.seoDescription ?? faq.items[0]?.answerText.slice(0, 160) } : {};
}

export default async function FaqPage() {
  const faq = await getFaq();
  if (!faq) notFound();
  return (
    <>
      <JsonLd data={faqJsonLd(faq.items)} />
      <FaqTemplate title={faq.title} items={faq.items} />
    </>
  );
}

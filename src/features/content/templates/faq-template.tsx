import { getTranslations } from 'next-intl/server';
import { ChevronDown } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { RichText } from '../components/rich-text';
import { Link } from '@/i18n/navigation';

/** The FAQ as an accordion of native disclosure widgets (keyboard and screen-reader friendly without script). */
export async function FaqTemplate({ title, items }: { title: string; items: { question: string; answerHtml: string }[] }) {
  const t = await getTranslations('content.faq');
  return (
    <>
      <PageHeader title={title || t('title')} intro={t('intro')}>
        <Link href="/contactus" className="mt-4 inline-block font-semibold text-secondary-strong hover:underline">
          {t('contactLink')}
        </Link>
      </PageHeader>
      <section className="container-shop py-10 md:py-14">
        <ul
          className="mx-auto max-w-3xl divide-y divide-body-gray overflow-hidden rounded-xl border border-body-gray bg-white shadow-sm"
          data-testid="faq-list"
        >
          {items.map((item, i) => (
            <li key={i}>
              <details className="group" open={i === 0}>
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start text-lg font-semibold text-ink hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary [&::-webkit-details-marker]:hidden">
                  <h2 dir="auto" className="text-lg font-semibold">
                    {item.question}
                  </h2>
                  <ChevronDown className="size-5 shrink-0 text-gray-500 transition group-open:rotate-180" aria-hidden />
                </summary>
                <div className="px-5 pb-5">
                  <RichText html={item.answerHtml} className="text-base leading-7" />
                </div>
              </details>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

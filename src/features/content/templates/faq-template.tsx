import { getTranslations } from 'next-intl/server';
import { ChevronDown } from '@/components/ui/icons';
import { PageHeader } from '../components/page-header';
import { RichText } from '@/components/ui/rich-text';
import { Link } from '@/i18n/navigation';
import type { FaqDto } from '@/server/content/get-page';

/**
 * The FAQ as an accordion of native disclosure widgets (keyboard and screen-reader friendly without script), in the
 * page's language (localizeFaq); an entry shown in English on another language's page is marked lang="en".
 */
export async function FaqTemplate({ faq }: { faq: Pick<FaqDto, 'title' | 'lang' | 'items'> }) {
  const t = await getTranslations('content.faq');
  const items = faq.items;
  return (
    <>
      <PageHeader title={faq.title || t('title')} titleLang={faq.title ? faq.lang?.title : undefined} intro={t('intro')}>
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
            <li key={i} data-testid="faq-entry">
              <details className="group" open={i === 0}>
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start text-lg font-semibold text-ink hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary [&::-webkit-details-marker]:hidden">
                  <h2 dir="auto" lang={item.lang?.question} className="text-lg font-semibold">
                    {item.question}
                  </h2>
                  <ChevronDown className="size-5 shrink-0 text-gray-500 transition group-open:rotate-180" aria-hidden />
                </summary>
                <div className="px-5 pb-5">
                  <RichText html={item.answerHtml} lang={item.lang?.answerHtml} className="text-base leading-7" />
                </div>
              </details>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

import type { RichPageDto } from '@/server/content/get-page';
import { PageHeader } from '../components/page-header';
import { RichText } from '@/components/ui/rich-text';

/** about, privacy, terms, return: a title and the page's (sanitised) rich text, in the page's language (localizeRichPage). */
export function RichPageTemplate({ page }: { page: Pick<RichPageDto, 'title' | 'html' | 'lang'> }) {
  return (
    <>
      <PageHeader title={page.title} titleLang={page.lang?.title} />
      <article className="container-shop py-10 md:py-14">
        <RichText html={page.html} lang={page.lang?.html} className="max-w-3xl" />
      </article>
    </>
  );
}

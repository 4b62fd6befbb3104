import { PageHeader } from '../components/page-header';
import { RichText } from '../components/rich-text';

/** about, privacy, terms, return: a title and the page's (sanitised) rich text. */
export function RichPageTemplate({ title, html }: { title: string; html: string }) {
  return (
    <>
      <PageHeader title={title} />
      <article className="container-shop py-10 md:py-14">
        <RichText html={html} className="max-w-3xl" />
      </article>
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { bdi } from '@/components/ui/bidi';
import { normaliseSearchText } from '@/domain/catalogue/listing-query';
import { ListingPage, rootCrumbs } from '../shop/listing-page';

/** Rendered per request (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** the title bar and the breadcrumb are plain text: the <bdi> of the message left out */
const plain = (chunks: string) => chunks;

const textOf = (v: string | string[] | undefined) => normaliseSearchText(Array.isArray(v) ? v[0] : v);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations('catalogue.listing');
  const q = textOf((await searchParams).q);
  return { title: q ? t.markup('searchTitle', { q, bdi: plain }) : t('searchEmptyTitle'), robots: { index: false, follow: true } };
}

export default async function SearchPage({ searchParams }: Props) {
  const sp = await searchParams;
  const q = textOf(sp.q);
  const [t, crumbs] = await Promise.all([getTranslations('catalogue.listing'), rootCrumbs()]);
  const title = q ? t.markup('searchTitle', { q, bdi: plain }) : t('searchEmptyTitle');
  // without a text there is nothing to match: an impossible scope keeps the page (and its empty state) simple
  return (
    <ListingPage
      scope={q ? { q } : { categoryId: '00000000-0000-0000-0000-000000000000' }}
      path="/search"
      title={q ? t.rich('searchTitle', { q, bdi }) : title}
      crumbs={[crumbs[0], { name: title }]}
      searchParams={sp}
    />
  );
}

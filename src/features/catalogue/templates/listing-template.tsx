import { getTranslations } from 'next-intl/server';
import { PackageSearch } from '@/components/ui/icons';
import { hasFilters, PAGE_SIZE, type ListingQuery } from '@/domain/catalogue/listing-query';
import type { ProductCardDto } from '@/server/catalogue/dto';
import type { ListingFacets } from '@/server/catalogue/list-facets';
import type { ProductPage } from '@/server/catalogue/list-products';
import { Breadcrumbs, type Crumb } from '../components/breadcrumbs';
import { ListingFilters } from '../components/listing-filters';
import { Pagination } from '../components/pagination';
import { ProductGrid } from '../components/product-grid';
import { SortSelect } from '../components/sort-select';
import { Link } from '@/i18n/navigation';

export interface ListingTemplateProps {
  title: React.ReactNode;
  description?: string;
  /** "en" on the title or description shown in English for want of a translation */
  lang?: { title?: 'en'; description?: 'en' };
  path: string;
  crumbs: Crumb[];
  query: ListingQuery;
  result: ProductPage;
  facets: ListingFacets;
  currency: string;
  actions?: (p: ProductCardDto) => React.ReactNode;
  /** links to the subcategories of a category page */
  subcategories?: { name: string; href: string; lang?: 'en' }[];
  /** a search that found nothing: the closest words the shop knows ("did you mean") */
  suggestion?: string | null;
}

/** Shop, category, subcategory and search listings. */
export async function ListingTemplate(props: ListingTemplateProps) {
  const t = await getTranslations('catalogue.listing');
  const { result, query, path } = props;
  const from = result.total === 0 ? 0 : (result.page - 1) * PAGE_SIZE + 1;
  // the cards on this page (past a count taken up to its limit, the last page can reach beyond the total shown)
  const to = from === 0 ? 0 : from + result.items.length - 1;
  return (
    <div className="container-shop py-8">
      <Breadcrumbs items={props.crumbs} label={t('breadcrumbs')} />
      <header className="mt-4 mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
          {typeof props.title === 'string' ? <bdi lang={props.lang?.title}>{props.title}</bdi> : props.title}
        </h1>
        {props.description && (
          <p dir="auto" lang={props.lang?.description} className="mt-2 max-w-3xl text-gray-600">
            {props.description}
          </p>
        )}
        {props.subcategories && props.subcategories.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2">
            {props.subcategories.map((s) => (
              <li key={s.href}>
                <Link
                  href={s.href}
                  dir="auto"
                  lang={s.lang}
                  className="inline-block rounded-full border border-body-gray bg-white px-3 py-1 text-sm hover:border-primary hover:bg-primary/10"
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </header>
      <div className="grid gap-8 lg:grid-cols-[260px_1fr]">
        <aside>
          <ListingFilters path={path} query={query} facets={props.facets} />
        </aside>
        <section aria-labelledby="results-count">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            {/* the results' heading (h1, then h2, then the cards' h3): the filters' h2 is folded away on phones */}
            <h2 id="results-count" className="text-sm font-normal text-gray-600" data-testid="result-count" aria-live="polite">
              {result.total === 0 ? t('noResultsCount') : t(result.more ? 'showingOver' : 'showing', { from, to, total: result.total })}
            </h2>
            <SortSelect value={query.sort} />
          </div>
          {result.items.length === 0 ? (
            <div
              className="flex flex-col items-center rounded-xl border border-dashed border-body-gray bg-white px-6 py-16 text-center"
              data-testid="empty-state"
            >
              <PackageSearch className="size-12 text-gray-400" aria-hidden />
              <h2 className="mt-4 text-xl font-semibold">{t('emptyTitle')}</h2>
              <p className="mt-2 max-w-md text-gray-600">{hasFilters(query) ? t('emptyFiltered') : t('emptyText')}</p>
              {props.suggestion ? (
                <p className="mt-4 text-lg" data-testid="did-you-mean">
                  {t('didYouMean')}{' '}
                  <Link
                    href={`${path}?q=${encodeURIComponent(props.suggestion)}`}
                    className="font-semibold text-secondary-strong underline"
                    dir="auto"
                  >
                    {props.suggestion}
                  </Link>
                  ?
                </p>
              ) : null}
              <Link
                href={hasFilters(query) ? (query.q ? `${path}?q=${encodeURIComponent(query.q)}` : path) : '/shop'}
                className="mt-6 rounded-md bg-primary px-5 py-2.5 font-semibold text-ink hover:bg-primary-hover"
              >
                {hasFilters(query) ? t('clearFilters') : t('browseAll')}
              </Link>
            </div>
          ) : (
            <ProductGrid products={result.items} currency={props.currency} actions={props.actions} columns={3} eager />
          )}
          <Pagination path={path} query={query} page={result.page} pageCount={result.pageCount} />
        </section>
      </div>
    </div>
  );
}

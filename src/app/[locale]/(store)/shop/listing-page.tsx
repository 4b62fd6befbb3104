import { getTranslations } from 'next-intl/server';
import { parseListingQuery, type RawSearchParams } from '@/domain/catalogue/listing-query';
import type { Crumb } from '@/features/catalogue/components/breadcrumbs';
import { ListingTemplate } from '@/features/catalogue/templates/listing-template';
import {
  getCachedFacets,
  getCachedProductPage,
  getQueryFacets,
  getQueryProductPage,
  getQuerySuggestion,
} from '@/server/catalogue/cached-reads';
import type { ListingScope } from '@/server/catalogue/list-products';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { cardActions } from './card-actions';

/** Shared by /shop, /shop/{category}, /shop/{category}/{subcategory} and /search. */
export async function ListingPage(props: {
  scope: ListingScope;
  path: string;
  title: React.ReactNode;
  description?: string;
  lang?: { title?: 'en'; description?: 'en' };
  crumbs: Crumb[];
  searchParams: RawSearchParams;
  subcategories?: { name: string; href: string; lang?: 'en' }[];
}) {
  const query = parseListingQuery(props.searchParams);
  if (props.scope.q) query.q = props.scope.q;
  // the plain listing of a category is one entry of the data cache; a query the visitor chose goes to the bounded
  // query cache (src/server/cache/query-cache.ts)
  const chosen = !!props.scope.q || JSON.stringify(query) !== JSON.stringify(parseListingQuery({}));
  const [result, facets, settings, actions] = await Promise.all([
    chosen ? getQueryProductPage(props.scope, query) : getCachedProductPage(props.scope, query),
    props.scope.q ? getQueryFacets(props.scope) : getCachedFacets(props.scope),
    getSettingsOrDefaults(),
    cardActions(),
  ]);
  return (
    <ListingTemplate
      title={props.title}
      description={props.description}
      lang={props.lang}
      path={props.path}
      crumbs={props.crumbs}
      query={query}
      result={result}
      facets={facets}
      currency={settings.currency.symbol}
      actions={actions}
      subcategories={props.subcategories}
      suggestion={props.scope.q && result.total === 0 ? (await getQuerySuggestion(props.scope.q)).suggestion : null}
    />
  );
}

export async function rootCrumbs(): Promise<Crumb[]> {
  const t = await getTranslations('catalogue.listing');
  return [
    { name: t('home'), href: '/' },
    { name: t('shop'), href: '/shop' },
  ];
}

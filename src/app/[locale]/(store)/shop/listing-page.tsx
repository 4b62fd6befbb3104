import { getTranslations } from 'next-intl/server';
import { parseListingQuery, type RawSearchParams } from '@/domain/catalogue/listing-query';
import type { Crumb } from '@/features/catalogue/components/breadcrumbs';
import { ListingTemplate } from '@/features/catalogue/templates/listing-template';
import { getCachedFacets, getCachedProductPage } from '@/server/catalogue/cached-reads';
import type { ListingScope } from '@/server/catalogue/list-products';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { cardActions } from './card-actions';

/** Shared by /shop, /shop/{category}, /shop/{category}/{subcategory} and /search. */
export async function ListingPage(props: {
  scope: ListingScope;
  path: string;
  title: string;
  description?: string;
  crumbs: Crumb[];
  searchParams: RawSearchParams;
  subcategories?: { name: string; href: string }[];
}) {
  const query = parseListingQuery(props.searchParams);
  if (props.scope.q) query.q = props.scope.q;
  const [result, facets, settings, actions] = await Promise.all([
    getCachedProductPage(props.scope, query),
    getCachedFacets(props.scope),
    getSettingsOrDefaults(),
    cardActions(),
  ]);
  return (
    <ListingTemplate
      title={props.title}
      description={props.description}
      path={props.path}
      crumbs={props.crumbs}
      query={query}
      result={result}
      facets={facets}
      currency={settings.currency.symbol}
      actions={actions}
      subcategories={props.subcategories}
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

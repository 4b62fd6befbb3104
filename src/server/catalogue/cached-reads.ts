import 'server-only';
import { unstable_cache } from 'next/cache';
import type { ListingQuery } from '@/domain/catalogue/listing-query';
import { getHomeContent } from '@/server/content/get-page';
import { CATALOGUE_REVALIDATE_SECONDS as revalidate, CATALOGUE_TAGS as T } from './cache-tags';
import { getProduct } from './get-product';
import { listCategories } from './list-categories';
import { listFacets, type ListingFacets } from './list-facets';
import { listFeaturedProducts, listNewArrivals, listProducts, listRelatedProducts, type ListingScope, type ProductPage } from './list-products';
import { resolveCategoryPath } from './resolve-category';
import { searchProducts } from './search-products';

/*
 * The storefront's reads, cached in Next's data cache under the tags of cache-tags.ts and cleared by
 * revalidateCatalogue(). unstable_cache is used rather than 'use cache' because the root layout reads the
 * LANGUAGE cookie (every page is dynamic) and 'use cache' would need cacheComponents, which changes the
 * rendering rules of every route in the app. Nothing here runs at build time: pages render per request.
 * Arguments are part of the cache key; results are plain JSON.
 */

export const getCachedCategories = unstable_cache(() => listCategories(), ['catalogue', 'categories'], { tags: [T.categories], revalidate });

export const getCachedCategoryPath = unstable_cache(
  (category: string, subcategory?: string) => resolveCategoryPath(category, subcategory),
  ['catalogue', 'category-path'],
  { tags: [T.categories], revalidate },
);

export const getCachedProductPage = unstable_cache(
  (scope: ListingScope, query: ListingQuery): Promise<ProductPage> => listProducts(scope, query),
  ['catalogue', 'listing'],
  { tags: [T.products, T.categories], revalidate },
);

export const getCachedFacets = unstable_cache(
  (scope: ListingScope): Promise<ListingFacets> => listFacets(scope),
  ['catalogue', 'facets'],
  { tags: [T.products, T.categories, T.reference], revalidate },
);

export const getCachedNewArrivals = unstable_cache((limit: number) => listNewArrivals(limit), ['catalogue', 'new-arrivals'], { tags: [T.products], revalidate });

export const getCachedFeatured = unstable_cache((slugs: string[], limit: number) => listFeaturedProducts(slugs, limit), ['catalogue', 'featured'], {
  tags: [T.products, T.homeContent],
  revalidate,
});

export const getCachedHomeContent = unstable_cache(() => getHomeContent(), ['content', 'home'], { tags: [T.homeContent], revalidate });

export function getCachedProduct(slug: string) {
  return unstable_cache(() => getProduct(slug), ['catalogue', 'product', slug], { tags: [T.products, T.product(slug), T.reference], revalidate })();
}

export const getCachedRelated = unstable_cache(
  (product: { id: string; categoryId: string; subcategoryId: string | null }, limit: number) => listRelatedProducts(product, limit),
  ['catalogue', 'related'],
  { tags: [T.products], revalidate },
);

/** Search answers are cached per normalised query for a short time (people type the same prefixes). */
export const getCachedSearch = unstable_cache((q: string, limit: number) => searchProducts(q, limit), ['catalogue', 'search'], {
  tags: [T.products],
  revalidate: 300,
});

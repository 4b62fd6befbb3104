import 'server-only';
import { cached } from '@/server/cache/cached';
import { queryCached } from '@/server/cache/query-cache';
import type { ListingQuery } from '@/domain/catalogue/listing-query';
import { getHomeContent } from '@/server/content/get-page';
import { CATALOGUE_REVALIDATE_SECONDS as revalidate, CATALOGUE_TAGS as T } from './cache-tags';
import { getProductAccessories } from './get-accessories';
import { getProduct } from './get-product';
import { listCategories } from './list-categories';
import { listFacets, type ListingFacets } from './list-facets';
import {
  listFeaturedProducts,
  listNewArrivals,
  listProducts,
  listRelatedProducts,
  type ListingScope,
  type ProductPage,
} from './list-products';
import { resolveCategoryPath } from './resolve-category';
import { searchProducts, suggestSearch } from './search-products';
import { getProductReviews, listPublishedReviews } from '@/server/reviews/product-reviews';

/*
 * The storefront's reads, cached in Next's data cache under the tags of cache-tags.ts and cleared by
 * revalidateStore(). A page served from cache carries the tags of the reads it made, so the same tags clear it
 * (docs/architecture.md, "Pages from cache"). Nothing here runs at build time: pages render on first request.
 * Arguments are part of the cache key, with the identity of the database; results are plain JSON.
 */

export const getCachedCategories = cached(() => listCategories(), ['catalogue', 'categories'], { tags: [T.categories], revalidate });

export const getCachedCategoryPath = cached(
  (category: string, subcategory?: string) => resolveCategoryPath(category, subcategory),
  ['catalogue', 'category-path'],
  { tags: [T.categories], revalidate },
);

export const getCachedProductPage = cached(
  (scope: ListingScope, query: ListingQuery): Promise<ProductPage> => listProducts(scope, query),
  ['catalogue', 'listing'],
  { tags: [T.products, T.categories], revalidate },
);

export const getCachedFacets = cached((scope: ListingScope): Promise<ListingFacets> => listFacets(scope), ['catalogue', 'facets'], {
  tags: [T.products, T.categories, T.reference],
  revalidate,
});

export const getCachedNewArrivals = cached((limit: number) => listNewArrivals(limit), ['catalogue', 'new-arrivals'], {
  tags: [T.products],
  revalidate,
});

export const getCachedFeatured = cached((slugs: string[], limit: number) => listFeaturedProducts(slugs, limit), ['catalogue', 'featured'], {
  tags: [T.products, T.homeContent],
  revalidate,
});

export const getCachedHomeContent = cached(() => getHomeContent(), ['content', 'home'], { tags: [T.homeContent], revalidate });

export async function getCachedProduct(slug: string) {
  // the tags name the slug, so the read is made per slug (a miss is not stored: see cached())
  return cached(getProduct, ['catalogue', 'product', slug], { tags: [T.products, T.product(slug), T.reference], revalidate })(slug);
}

/**
 * The matching accessories of a product page: cleared with the product's tag (its own list), the products tag (an
 * accessory's price, stock or publication) and the settings tag (the categories' default lists).
 */
export async function getCachedProductAccessories(productId: string, slug: string) {
  return cached(getProductAccessories, ['catalogue', 'product-accessories', productId], {
    tags: [T.products, T.product(slug), T.settings],
    revalidate,
  })(productId);
}

/** The rating summary and first page of published reviews of a product page; cleared with the product's tag. */
export async function getCachedProductReviews(productId: string, slug: string) {
  return cached(getProductReviews, ['catalogue', 'product-reviews', productId], { tags: [T.products, T.product(slug)], revalidate })(
    productId,
  );
}

export const getCachedRelated = cached(
  (product: { id: string; categoryId: string; subcategoryId: string | null }, limit: number) => listRelatedProducts(product, limit),
  ['catalogue', 'related'],
  { tags: [T.products], revalidate },
);

/*
 * Reads keyed by what the visitor types or picks (search, filters, sort, page): in the bounded in-memory query
 * cache, never in Next.js's data cache (src/server/cache/query-cache.ts).
 */

/** Search answers per normalised query (people type the same prefixes). */
export const getCachedSearch = queryCached((q: string, limit: number) => searchProducts(q, limit));

/** A listing page with a query (filters, sort, page or search words). */
export const getQueryProductPage = queryCached((scope: ListingScope, query: ListingQuery): Promise<ProductPage> =>
  listProducts(scope, query),
);

/** "Did you mean" for a search that found nothing. */
export const getQuerySuggestion = queryCached(async (q: string) => ({ suggestion: await suggestSearch(q) }));

/** The facets of a search listing (a category's facets are few and stay in the data cache). */
export const getQueryFacets = queryCached((scope: ListingScope): Promise<ListingFacets> => listFacets(scope));

/** A further page of a product's published reviews (the product page fetches them in the browser). */
export const getQueryReviewPage = queryCached((productId: string, page: number) => listPublishedReviews(productId, page));

import 'server-only';
import { cached } from '@/server/cache/cached';
import { queryCached } from '@/server/cache/query-cache';
import type { ListingQuery } from '@/domain/catalogue/listing-query';
import { getHomeContent } from '@/server/content/get-page';
import { CATALOGUE_REVALIDATE_SECONDS as revalidate, CATALOGUE_TAGS as T } from './cache-tags';
import { accessoriesByIds, productAccessoryIds, type AccessoryDto } from './get-accessories';
import { getProductCards } from './get-products-by-ids';
import type { ProductCardDto } from './dto';
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

/*
 * Lists of products are read in two steps (docs/architecture.md, "What a write expires"): which products, in which
 * order, under the lists' own tags; then those products' cards, under each card's tag. A page showing a list carries
 * both, so a product's new price or stock state expires exactly the pages that show its card, and an order that
 * changes neither expires no list.
 */

/** The cards of `ids`, in that order (unpublished ones left out), each under its card's tag. */
async function freshCards(ids: string[]): Promise<ProductCardDto[]> {
  if (!ids.length) return [];
  return (
    (await cached(getProductCards, ['catalogue', 'cards', ...ids], { tags: [...ids.map(T.card), T.reference], revalidate })(ids)) ?? []
  );
}

/** A list read under `tags`, its cards read again by freshCards. */
function cachedList<A extends unknown[]>(fn: (...args: A) => Promise<ProductCardDto[]>, key: string[], tags: string[]) {
  const read = cached(fn, key, { tags, revalidate });
  return async (...args: A) => freshCards(((await read(...args)) ?? []).map((c) => c._id));
}

export const getCachedProductPage = async (scope: ListingScope, query: ListingQuery): Promise<ProductPage> => {
  const page = await readListingPage(scope, query);
  return { ...page, items: await freshCards(page.items.map((c) => c._id)) };
};
const readListingPage = cached(
  (scope: ListingScope, query: ListingQuery): Promise<ProductPage> => listProducts(scope, query),
  ['catalogue', 'listing'],
  { tags: [T.listings, T.categories], revalidate },
);

export const getCachedFacets = cached((scope: ListingScope): Promise<ListingFacets> => listFacets(scope), ['catalogue', 'facets'], {
  tags: [T.facets, T.listings, T.categories, T.reference],
  revalidate,
});

export const getCachedNewArrivals = cachedList((limit: number) => listNewArrivals(limit), ['catalogue', 'new-arrivals'], [T.listings]);

export const getCachedFeatured = cachedList(
  (slugs: string[], limit: number) => listFeaturedProducts(slugs, limit),
  ['catalogue', 'featured'],
  [T.listings, T.homeContent],
);

export const getCachedHomeContent = cached(() => getHomeContent(), ['content', 'home'], { tags: [T.homeContent], revalidate });

export async function getCachedProduct(slug: string) {
  // the tags name the slug, so the read is made per slug (a miss is not stored: see cached())
  return cached(getProduct, ['catalogue', 'product', slug], { tags: [T.product(slug), T.reference], revalidate })(slug);
}

/**
 * The matching accessories of a product page: which ones under the product's tag (its own list) and the settings tag
 * (the categories' default lists), then each accessory under its card's tag (its price, stock or publication).
 */
export async function getCachedProductAccessories(productId: string, slug: string): Promise<AccessoryDto[]> {
  const ids = await cached(productAccessoryIds, ['catalogue', 'product-accessory-ids', productId], {
    tags: [T.product(slug), T.settings],
    revalidate,
  })(productId);
  if (!ids?.length) return [];
  return (await cached(accessoriesByIds, ['catalogue', 'accessories', ...ids], { tags: ids.map(T.card), revalidate })(ids)) ?? [];
}

/** The rating summary and first page of published reviews of a product page; cleared with the product's tag. */
export async function getCachedProductReviews(productId: string, slug: string) {
  return cached(getProductReviews, ['catalogue', 'product-reviews', productId], { tags: [T.product(slug)], revalidate })(productId);
}

/** Other products of the same subcategory, best sellers first (their order refreshes with the revalidate time). */
export const getCachedRelated = cachedList(
  (product: { id: string; categoryId: string; subcategoryId: string | null }, limit: number) => listRelatedProducts(product, limit),
  ['catalogue', 'related'],
  [T.listings],
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

import 'server-only';

/**
 * Cache tags of the storefront reads, declared once. A write that changes catalogue data calls
 * revalidateCatalogue() (src/server/catalogue/revalidate-catalogue.ts) with what it changed.
 */
export const CATALOGUE_TAGS = {
  /** every product listing, search, home product rows and product pages */
  products: 'catalogue:products',
  /** one product page */
  product: (slug: string) => `catalogue:product:${slug}`,
  /** category tree, category pages and facets */
  categories: 'catalogue:categories',
  /** brands, colours, attributes (facets) */
  reference: 'catalogue:reference',
  /** the home page content (pages table, key 'home') */
  homeContent: 'content:page:home',
} as const;

/** Seconds a cached read may be served before it is refreshed in the background, if no write cleared it first. */
export const CATALOGUE_REVALIDATE_SECONDS = 3600;

import 'server-only';

/**
 * Cache tags of the storefront's cached reads, declared once. Pages served from cache carry the tags of the reads
 * they made, so revalidateStore() (src/server/cache/revalidate-store.ts) clears the data and the pages together, in
 * every language (docs/architecture.md, "Pages from cache").
 */
export const CATALOGUE_TAGS = {
  /** every product listing, search, home product rows and product pages */
  products: 'catalogue:products',
  /** one product page */
  product: (slug: string) => `catalogue:product:${slug}`,
  /** category tree, category pages and facets */
  categories: 'catalogue:categories',
  /** brands, colours, attributes and their values: the listings' filters and the product pages */
  reference: 'catalogue:reference',
  /** the home page content (pages table, key 'home') */
  homeContent: 'content:page:home',
  /** a content page (about, faq, privacy, terms, return) */
  page: (key: string) => `content:page:${key}`,
  /** the blog list pages */
  blogs: 'content:blogs',
  /** one blog post */
  blog: (slug: string) => `content:blog:${slug}`,
  /** the 360 tours (list and viewer pages) */
  tours: 'content:tours',
  /** the shop settings every page shows (name, logo, colours, contact, SEO) */
  settings: 'settings',
} as const;

/** Seconds a cached read (and the page made from it) may be served before it is refreshed in the background, if no write cleared it first. */
export const CATALOGUE_REVALIDATE_SECONDS = 3600;

import 'server-only';

/**
 * Cache tags of the storefront's cached reads, declared once. Pages served from cache carry the tags of the reads
 * they made, so revalidateStore() (src/server/cache/revalidate-store.ts) clears the data and the pages together, in
 * every language and on every instance. Which write expires which tag: docs/architecture.md, "What a write expires".
 */
export const CATALOGUE_TAGS = {
  /** one product's own page (its data, reviews, accessories list): its save, its stock, its reviews */
  product: (slug: string) => `catalogue:product:${slug}`,
  /** one product as a card in a list (listings, home rows, related products, accessories): name, price, picture,
   * rating, in or out of stock; by product id */
  card: (id: string) => `catalogue:card:${id}`,
  /** which products the lists hold (a product added, removed, published or hidden, moved, featured) */
  listings: 'catalogue:listings',
  /** the listings' filters: brands, colours, attributes and price range of their products */
  facets: 'catalogue:facets',
  /** any product's card or any list changed: the per-query caches (search, filtered listings); never on a page */
  cards: 'catalogue:cards',
  /** category tree, category pages and facets */
  categories: 'catalogue:categories',
  /** brands, colours, attributes and their values: product pages, cards (brand), the listings' filters */
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

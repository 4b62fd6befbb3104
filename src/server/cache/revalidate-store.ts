import 'server-only';
import { revalidateTag } from 'next/cache';
import { CATALOGUE_TAGS as T } from '@/server/catalogue/cache-tags';
import { processCacheStore } from './process-store';

/** What a write changed, as the store's pages show it (docs/architecture.md, "What a write expires"). */
export interface StoreChange {
  /** products whose own page changed, by slug (a renamed product's old slug too) */
  productSlugs?: string[];
  /** products whose card changed, by id: name, price, picture, rating, in or out of stock */
  cards?: string[];
  /** which products the lists hold: a product added, removed, published or hidden, moved, (un)featured */
  listings?: boolean;
  /** the listings' filters: a product's price, brand, colours or attributes */
  facets?: boolean;
  /** every product page and list (a brand or colour renamed that products use) */
  products?: boolean;
  categories?: boolean;
  /** brands, colours, attributes */
  reference?: boolean;
  homeContent?: boolean;
  /** content pages by key (about, faq, privacy, terms, return) */
  pages?: string[];
  /** the blog list; with blogSlugs also those posts */
  blogs?: boolean;
  blogSlugs?: string[];
  tours?: boolean;
  settings?: boolean;
}

/** The tags a change makes stale. */
export function tagsOf(change: StoreChange): string[] {
  const tags = new Set<string>();
  for (const slug of change.productSlugs ?? []) tags.add(T.product(slug));
  for (const id of change.cards ?? []) tags.add(T.card(id));
  if (change.listings) tags.add(T.listings);
  if (change.facets) tags.add(T.facets);
  if (change.products) for (const tag of [T.listings, T.facets, T.reference]) tags.add(tag);
  // the per-query caches (search, filtered listings) show cards, lists and filters
  if (change.cards?.length || change.listings || change.facets || change.products) tags.add(T.cards);
  if (change.categories) tags.add(T.categories);
  if (change.reference) tags.add(T.reference);
  if (change.homeContent) tags.add(T.homeContent);
  for (const key of change.pages ?? []) tags.add(T.page(key));
  if (change.blogs || change.blogSlugs?.length) tags.add(T.blogs);
  for (const slug of change.blogSlugs ?? []) tags.add(T.blog(slug));
  if (change.tours) tags.add(T.tours);
  if (change.settings) tags.add(T.settings);
  return [...tags];
}

/** Both changes at once: a flag set in either, the slugs, ids and keys of both. */
export function mergeChanges(a: StoreChange, b: StoreChange): StoreChange {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    out[key] = Array.isArray(value) ? [...new Set([...(Array.isArray(mine) ? mine : []), ...value])] : value || mine;
  }
  return out as StoreChange;
}

/**
 * Clears the cached reads and the cached pages a write has made stale, in every language and on every instance.
 * Called by writes after their transaction commits. The tags are expired at once (`expire: 0`), so the next visitor
 * sees the change, not a stale page while it refreshes: in the shop's cache store directly (which works outside a
 * request too, such as the timer that releases unpaid orders), and through Next.js inside a request so the rest of
 * that request reads fresh data as well.
 */
export function revalidateStore(change: StoreChange): string[] {
  const tags = tagsOf(change);
  if (!tags.length) return tags;
  void processCacheStore()
    .then((store) => store.revalidateTag(tags, { expire: 0 }))
    .catch((err: unknown) => console.error('[cache] could not expire', tags.join(', '), (err as Error).message));
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // outside a request: the store above has it
      break;
    }
  }
  return tags;
}

import 'server-only';
import { revalidateTag } from 'next/cache';
import { CATALOGUE_TAGS as T } from '@/server/catalogue/cache-tags';
import { markPagesChanged } from './pages-changed';

export interface StoreChange {
  /** a product was created, edited, deleted, or its stock changed (orders) */
  products?: boolean;
  /** slugs of the changed products (their pages); implies products */
  productSlugs?: string[];
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
  if (change.products || change.productSlugs?.length) tags.add(T.products);
  for (const slug of change.productSlugs ?? []) tags.add(T.product(slug));
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

/**
 * Clears the cached reads and the cached pages a write has made stale, in every language and (with REDIS_URL) on
 * every instance. Called by writes after their transaction commits. `expire: 0` expires the entries at once, so the
 * next visitor sees the change, not a stale page while it refreshes in the background.
 */
export function revalidateStore(change: StoreChange): string[] {
  const tags = tagsOf(change);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (tags.length) markPagesChanged();
  return tags;
}

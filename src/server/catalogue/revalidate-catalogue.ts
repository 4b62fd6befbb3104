import 'server-only';
import { revalidateTag } from 'next/cache';
import { CATALOGUE_TAGS } from './cache-tags';

export interface CatalogueChange {
  /** a product was created, edited, deleted, or its stock changed (orders) */
  products?: boolean;
  /** slugs of the changed products (their pages); implies products */
  productSlugs?: string[];
  categories?: boolean;
  /** brands, colours, attributes */
  reference?: boolean;
  homeContent?: boolean;
}

/**
 * Clears the storefront caches a write has made stale. Called by dashboard writes (server actions and
 * route handlers) after their transaction commits. `expire: 0` expires the entries at once, so the next
 * visitor sees the change (not a stale page while it refreshes in the background).
 * Without an argument everything in the catalogue is cleared.
 */
export function revalidateCatalogue(change: CatalogueChange = { products: true, categories: true, reference: true, homeContent: true }): string[] {
  const tags = new Set<string>();
  if (change.products || change.productSlugs?.length) tags.add(CATALOGUE_TAGS.products);
  for (const slug of change.productSlugs ?? []) tags.add(CATALOGUE_TAGS.product(slug));
  if (change.categories) tags.add(CATALOGUE_TAGS.categories);
  if (change.reference) tags.add(CATALOGUE_TAGS.reference);
  if (change.homeContent) tags.add(CATALOGUE_TAGS.homeContent);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return [...tags];
}

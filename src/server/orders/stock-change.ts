import 'server-only';
import { eq } from 'drizzle-orm';
import { revalidateStore } from '@/server/cache/revalidate-store';
import type { DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';

/** Slugs of the products of an order (their pages show the stock an order takes or gives back). */
export async function orderProductSlugs(db: DbOrTx, orderId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ slug: t.products.slug })
    .from(t.orderItems)
    .innerJoin(t.products, eq(t.products.id, t.orderItems.productId))
    .where(eq(t.orderItems.orderId, orderId));
  return rows.map((r) => r.slug);
}

/**
 * After an order took or gave back stock (committed): the pages of its products and the listings show the new stock
 * on the next request ("out of stock" at once when the last box sold). Outside a request (the timer that releases
 * unpaid reservations) Next.js cannot clear tags; those pages then refresh within their revalidate time.
 */
export function revalidateStock(slugs: string[]): void {
  if (!slugs.length) return;
  try {
    revalidateStore({ productSlugs: slugs });
  } catch (err) {
    console.warn('[cache] stock change not cleared from the page cache (outside a request):', (err as Error).message);
  }
}

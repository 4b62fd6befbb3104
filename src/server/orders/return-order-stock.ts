import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db';
import * as t from '@/server/db/schema';

/**
 * Puts an order's goods back on the shelf (cancel/refund): each line's variant, or its product for simple
 * products; unlimited stock (-1) stays unlimited, and the product's sold count goes down again.
 */
export async function returnOrderStock(tx: Tx, orderId: string): Promise<void> {
  const items = await tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, orderId));
  for (const i of items) {
    if (i.variantId) {
      await tx
        .update(t.variants)
        .set({ quantity: sql`case when ${t.variants.quantity} = -1 then -1 else greatest(${t.variants.quantity}, 0) + ${i.quantity} end` })
        .where(eq(t.variants.id, i.variantId));
    } else if (i.productId) {
      await tx
        .update(t.products)
        .set({ quantity: sql`case when ${t.products.quantity} = -1 then -1 else greatest(${t.products.quantity}, 0) + ${i.quantity} end` })
        .where(eq(t.products.id, i.productId));
    }
    if (i.productId) {
      await tx
        .update(t.products)
        .set({ sold: sql`greatest(${t.products.sold} - ${i.quantity}, 0)` })
        .where(eq(t.products.id, i.productId));
    }
  }
}

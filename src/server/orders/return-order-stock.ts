import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/server/db';
import * as t from '@/server/db/schema';
import type { StockReason } from '@/server/stock/stock-reason';
import { giveBackStock } from './stock-moves';

/**
 * Puts an order's goods back on the shelf (cancel/refund): each line's variant, or its product for simple
 * products (never for a free sample); unlimited stock (-1) stays unlimited, and the product's sold count goes down again.
 */
export async function returnOrderStock(tx: Tx, orderId: string, reason: Omit<StockReason, 'orderId'>): Promise<void> {
  const items = await tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, orderId));
  await giveBackStock(
    tx,
    // samples and installations took no stock (docs/requirements.md, "Free samples", "Installation estimate"): nothing
    // goes back for them
    items.flatMap((i) =>
      i.productId && !i.sample && !i.installation ? [{ productId: i.productId, variantId: i.variantId, qty: i.quantity }] : [],
    ),
    { ...reason, orderId },
  );
}

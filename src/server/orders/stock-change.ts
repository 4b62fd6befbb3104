import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { availableQuantity } from '@/domain/catalogue/stock';
import { revalidateStore } from '@/server/cache/revalidate-store';
import { getDb, type DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';

/** A product whose stock an order moved: its page, its card (by id), and the units moved. */
export interface StockTouched {
  id: string;
  slug: string;
  qty: number;
}

/** How the stock moved: taken by an order, given back (cancel, refund, release), or both (an edit). */
export type StockDirection = 'taken' | 'returned' | 'edited';

/** The products whose stock an order's lines move (samples and installations move none), with their units. */
export async function orderStockTouched(db: DbOrTx, orderId: string): Promise<StockTouched[]> {
  const rows = await db
    .select({ id: t.products.id, slug: t.products.slug, qty: sql<number>`sum(${t.orderItems.quantity})::int` })
    .from(t.orderItems)
    .innerJoin(t.products, eq(t.products.id, t.orderItems.productId))
    .where(and(eq(t.orderItems.orderId, orderId), eq(t.orderItems.sample, false), eq(t.orderItems.installation, false)))
    .groupBy(t.products.id, t.products.slug);
  return rows.map((r) => ({ ...r, qty: Number(r.qty) }));
}

/** Units that may be bought now, per product (docs/requirements.md, "Stock rule"). */
async function availableNow(db: DbOrTx, ids: string[]): Promise<Map<string, number>> {
  const [rows, vars] = await Promise.all([
    db
      .select({ id: t.products.id, type: t.products.type, quantity: t.products.quantity })
      .from(t.products)
      .where(inArray(t.products.id, ids)),
    db
      .select({ productId: t.variants.productId, quantity: t.variants.quantity })
      .from(t.variants)
      .where(inArray(t.variants.productId, ids)),
  ]);
  return new Map(rows.map((p) => [p.id, availableQuantity({ ...p, variants: vars.filter((v) => v.productId === p.id) })]));
}

/**
 * Which of the touched products changed between in and out of stock (their cards show it): taking stock that left
 * none; giving back units to a product that had none before (what it has now less what came back). Read after the
 * commit; the rule holds for the order's own move, whatever the product held.
 */
export function flippedProducts(touched: readonly StockTouched[], available: Map<string, number>, direction: StockDirection): string[] {
  return touched
    .filter((p) => {
      const now = available.get(p.id) ?? 0;
      return (direction !== 'returned' && now === 0) || (direction !== 'taken' && now > 0 && now - p.qty <= 0);
    })
    .map((p) => p.id);
}

/**
 * After an order took or gave back stock (committed): the pages of its products show the new stock on the next
 * request; the lists (listings, home, related products, accessories) only when a product went out of stock or came
 * back (its card's badge), so every other page stays in the cache (docs/architecture.md, "What a write expires").
 * Works outside a request too (the timer that releases unpaid reservations).
 */
export async function revalidateStock(touched: readonly StockTouched[], direction: StockDirection, db?: DbOrTx): Promise<void> {
  if (!touched.length) return;
  try {
    const available = await availableNow(
      db ?? (await getDb()),
      touched.map((p) => p.id),
    );
    revalidateStore({ productSlugs: touched.map((p) => p.slug), cards: flippedProducts(touched, available, direction) });
  } catch (err) {
    // the pages then refresh within their revalidate time
    console.error('[cache] stock change not cleared from the page cache:', (err as Error).message);
  }
}

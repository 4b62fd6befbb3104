import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isLowStock, lowStockLimit } from '@/domain/commerce/low-stock';
import type { Tx } from '@/server/db';
import * as t from '@/server/db/schema';
import { escapeHtml } from '@/lib/escape-html';
import { stockReason, type StockReason } from '@/server/stock/stock-reason';

/** Units moved for one order line: its variant's stock, or its product's for simple products. */
export interface StockMove {
  productId: string;
  variantId?: string | null;
  qty: number;
  /** how messages name the line: the product, with its colour and attribute for a variant */
  label: string;
  /** the product's name, to find it in the dashboard */
  productName: string;
}

export interface LowStock {
  name: string;
  search: string;
  left: number;
}

const lockKey = (m: StockMove) => (m.variantId ? `v:${m.variantId}` : `p:${m.productId}`);

/**
 * Takes stock for order lines (docs/requirements.md, "Taking stock"): one conditional UPDATE per line (unlimited, or
 * at least the quantity left), rows locked in one global order (table, then id) so two orders of the same products in
 * a different line order cannot deadlock, and the products' sold counts raised. Answers the lines that
 * are short (the caller refuses and rolls back) and those left at low stock: at or below the product's own threshold,
 * else the shop's default (docs/requirements.md, "Low stock").
 */
export async function takeStock(
  tx: Tx,
  moves: readonly StockMove[],
  lowStockDefault: number,
  reason: StockReason,
): Promise<{ short: StockMove[]; low: LowStock[] }> {
  if (moves.length) await stockReason(tx, reason);
  const productIds = [...new Set(moves.map((m) => m.productId))];
  const thresholds = new Map(
    productIds.length
      ? (
          await tx
            .select({ id: t.products.id, own: t.products.lowStockThreshold })
            .from(t.products)
            .where(inArray(t.products.id, productIds))
        ).map((p) => [p.id, p.own])
      : [],
  );
  const inLockOrder = [...moves].sort((a, b) => (lockKey(a) < lockKey(b) ? -1 : lockKey(a) > lockKey(b) ? 1 : 0));
  const short: StockMove[] = [];
  const low: LowStock[] = [];
  for (const m of inLockOrder) {
    const table = m.variantId ? t.variants : t.products;
    const id = m.variantId ?? m.productId;
    const updated = await tx
      .update(table)
      .set({ quantity: sql`case when ${table.quantity} = -1 then -1 else ${table.quantity} - ${m.qty} end` })
      .where(and(eq(table.id, id), sql`(${table.quantity} = -1 or ${table.quantity} >= ${m.qty})`))
      .returning({ id: table.id, left: table.quantity });
    if (!updated.length) short.push(m);
    else if (isLowStock(updated[0].left, lowStockLimit(thresholds.get(m.productId), lowStockDefault)))
      low.push({ name: m.label, search: m.productName, left: updated[0].left });
  }
  if (short.length) return { short, low: [] };
  const soldByProduct = new Map<string, number>();
  for (const m of moves) soldByProduct.set(m.productId, (soldByProduct.get(m.productId) ?? 0) + m.qty);
  for (const id of [...soldByProduct.keys()].sort()) {
    await tx
      .update(t.products)
      .set({ sold: sql`${t.products.sold} + ${soldByProduct.get(id)!}` })
      .where(eq(t.products.id, id));
  }
  return { short, low };
}

/**
 * Puts units back on the shelf (cancel, refund, a lowered or removed line): the variant's stock, or the product's for
 * simple products; unlimited stock (-1) stays unlimited, and the product's sold count goes down again.
 */
export async function giveBackStock(
  tx: Tx,
  moves: readonly Pick<StockMove, 'productId' | 'variantId' | 'qty'>[],
  reason: StockReason,
): Promise<void> {
  if (moves.length) await stockReason(tx, reason);
  for (const m of moves) {
    if (m.variantId) {
      await tx
        .update(t.variants)
        .set({ quantity: sql`case when ${t.variants.quantity} = -1 then -1 else greatest(${t.variants.quantity}, 0) + ${m.qty} end` })
        .where(eq(t.variants.id, m.variantId));
    } else {
      await tx
        .update(t.products)
        .set({ quantity: sql`case when ${t.products.quantity} = -1 then -1 else greatest(${t.products.quantity}, 0) + ${m.qty} end` })
        .where(eq(t.products.id, m.productId));
    }
    await tx
      .update(t.products)
      .set({ sold: sql`greatest(${t.products.sold} - ${m.qty}, 0)` })
      .where(eq(t.products.id, m.productId));
  }
}

/** One low-stock notification for staff with the `product` area per line left at low stock (docs/requirements.md, "Low stock"). */
export async function raiseLowStock(tx: Tx, low: readonly LowStock[]): Promise<void> {
  if (!low.length) return;
  await tx.insert(t.notifications).values(
    low.map((l) => ({
      area: 'product' as const,
      message: `Low stock: <strong>${escapeHtml(l.name)}</strong> has ${l.left} left`,
      link: `/dashboard/product?q=${encodeURIComponent(l.search)}`,
    })),
  );
}

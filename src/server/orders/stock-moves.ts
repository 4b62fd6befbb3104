import 'server-only';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { allocate, type Held, type Piece } from '@/domain/catalogue/lot-allocation';
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

/** A line's product or variant: `v:<variant id>` or `p:<product id>`. */
export const lockKey = (m: Pick<StockMove, 'productId' | 'variantId'>) => (m.variantId ? `v:${m.variantId}` : `p:${m.productId}`);

/** Where a line's boxes come from first: a pickup order's pickup points, the lots of an earlier order it adds to. */
export interface StockPreferences {
  locations?: readonly string[];
  /** per product or variant (`lockKey`), the lots to take from first */
  lots?: ReadonlyMap<string, readonly string[]>;
}

/**
 * Takes stock for order lines (docs/requirements.md, "Taking stock", "Locations and lots"): each line's row locked
 * (unlimited, or at least the quantity left), rows locked in one global order (table, then id) so two orders of the
 * same products in a different line order cannot deadlock, the boxes allocated over the locations and lots held
 * (`allocate`: one dye lot when one holds enough) and taken piece by piece, each a `sold` movement of its location and
 * lot; and the products' sold counts raised. Answers the lines that are short (the caller refuses and rolls back) and
 * those left at low stock: at or below the product's own threshold, else the shop's default (docs/requirements.md,
 * "Low stock").
 */
export async function takeStock(
  tx: Tx,
  moves: readonly StockMove[],
  lowStockDefault: number,
  reason: StockReason,
  prefer: StockPreferences = {},
): Promise<{ short: StockMove[]; low: LowStock[] }> {
  if (moves.length) await stockReason(tx, reason);
  const productIds = [...new Set(moves.map((m) => m.productId))];
  const products = new Map(
    productIds.length
      ? (
          await tx
            .select({ id: t.products.id, own: t.products.lowStockThreshold, lotTracked: t.products.lotTracked })
            .from(t.products)
            .where(inArray(t.products.id, productIds))
        ).map((p) => [p.id, p])
      : [],
  );
  const inLockOrder = [...moves].sort((a, b) => (lockKey(a) < lockKey(b) ? -1 : lockKey(a) > lockKey(b) ? 1 : 0));
  const short: StockMove[] = [];
  const low: LowStock[] = [];
  for (const m of inLockOrder) {
    const table = m.variantId ? t.variants : t.products;
    const id = m.variantId ?? m.productId;
    const [row] = await tx.select({ held: table.quantity }).from(table).where(eq(table.id, id)).for('update');
    if (!row || (row.held !== -1 && row.held < m.qty)) {
      short.push(m);
      continue;
    }
    const pieces = row.held === -1 ? null : await allocationOf(tx, m, products.get(m.productId)?.lotTracked ?? false, prefer);
    // unlimited stock holds nothing to allocate; holdings that do not cover the line (none since locations were kept)
    // leave the choice to the ledger's trigger
    for (const piece of pieces ?? [{ locationId: null, lotId: null, qty: m.qty }]) {
      if (pieces) await stockReason(tx, { ...reason, locationId: piece.locationId, lotId: piece.lotId });
      await tx
        .update(table)
        .set({ quantity: sql`case when ${table.quantity} = -1 then -1 else ${table.quantity} - ${piece.qty} end` })
        .where(eq(table.id, id));
    }
    if (pieces) await stockReason(tx, reason);
    const left = row.held === -1 ? -1 : row.held - m.qty;
    if (isLowStock(left, lowStockLimit(products.get(m.productId)?.own, lowStockDefault)))
      low.push({ name: m.label, search: m.productName, left });
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
 * The dye lots an earlier order of the buyer's still holds, per product or variant (`lockKey`), the most boxes first:
 * a new order of more of the same takes from them while they last (docs/requirements.md, "Locations and lots"). Null
 * when the buyer has no order of that number (theirs by account, or by the e-mail it was placed with).
 */
export async function lotsOfEarlierOrder(
  tx: Tx,
  number: string,
  buyer: { userId: string | null; email: string },
): Promise<Map<string, string[]> | null> {
  const [order] = await tx
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(
      and(
        eq(t.orders.number, number),
        buyer.userId
          ? sql`(${t.orders.userId} = ${buyer.userId} or lower(${t.orders.email}) = lower(${buyer.email}))`
          : sql`lower(${t.orders.email}) = lower(${buyer.email})`,
      ),
    );
  if (!order) return null;
  const rows = await tx
    .select({ productId: t.stockMovements.productId, variantId: t.stockMovements.variantId, lotId: t.stockMovements.lotId })
    .from(t.stockMovements)
    .where(and(eq(t.stockMovements.orderId, order.id), isNotNull(t.stockMovements.lotId)))
    .groupBy(t.stockMovements.productId, t.stockMovements.variantId, t.stockMovements.lotId)
    .having(sql`sum(${t.stockMovements.quantity}) < 0`)
    .orderBy(sql`sum(${t.stockMovements.quantity})`);
  const lots = new Map<string, string[]>();
  for (const r of rows) lots.set(lockKey(r), [...(lots.get(lockKey(r)) ?? []), r.lotId!]);
  return lots;
}

/** The locations customers collect pickup orders at, in the locations' order. */
export async function pickupLocations(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: t.stockLocations.id })
    .from(t.stockLocations)
    .where(eq(t.stockLocations.pickup, true))
    .orderBy(asc(t.stockLocations.position), asc(t.stockLocations.createdAt));
  return rows.map((r) => r.id);
}

/** What a product or variant holds per location and lot, in the locations' order (read under the item's row lock). */
async function placesHeld(tx: Tx, productId: string, variantId: string | null | undefined): Promise<Held[]> {
  return tx
    .select({ locationId: t.stockHoldings.locationId, lotId: t.stockHoldings.lotId, quantity: t.stockHoldings.quantity })
    .from(t.stockHoldings)
    .innerJoin(t.stockLocations, eq(t.stockLocations.id, t.stockHoldings.locationId))
    .where(
      and(
        eq(t.stockHoldings.productId, productId),
        variantId ? eq(t.stockHoldings.variantId, variantId) : isNull(t.stockHoldings.variantId),
      ),
    )
    .orderBy(asc(t.stockLocations.position), asc(t.stockLocations.createdAt), asc(t.stockHoldings.lotId), asc(t.stockHoldings.id));
}

async function allocationOf(tx: Tx, m: StockMove, lotTracked: boolean, prefer: StockPreferences): Promise<Piece[] | null> {
  return allocate(await placesHeld(tx, m.productId, m.variantId), m.qty, {
    lotTracked,
    preferLocations: prefer.locations,
    preferLots: prefer.lots?.get(lockKey(m)),
  });
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

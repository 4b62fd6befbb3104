import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';

/** Boxes of an order line from one location and dye lot (docs/requirements.md, "Locations and lots"). */
export interface LineLot {
  location: string;
  /** null: boxes without a recorded lot */
  code: string | null;
  shade: string;
  caliber: string;
  quantity: number;
}

/** The key of an order line's product or variant in `orderLots`. */
export const lotLineKey = (productId: string | null, variantId: string | null) => `${productId ?? ''}/${variantId ?? ''}`;

/**
 * The boxes each order still holds, per line (`lotLineKey`) and per location and lot: its `sold` movements less what
 * went back (docs/architecture.md, "Stock ledger"), in the locations' order. An order placed before stock was kept per
 * location holds none.
 */
export async function orderLots(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, Map<string, LineLot[]>>> {
  const byOrder = new Map<string, Map<string, LineLot[]>>();
  if (!orderIds.length) return byOrder;
  const held = sql<number>`-sum(${t.stockMovements.quantity})::int`;
  const rows = await db
    .select({
      orderId: t.stockMovements.orderId,
      productId: t.stockMovements.productId,
      variantId: t.stockMovements.variantId,
      location: t.stockLocations.name,
      code: t.stockLots.code,
      shade: t.stockLots.shade,
      caliber: t.stockLots.caliber,
      quantity: held,
    })
    .from(t.stockMovements)
    .innerJoin(t.stockLocations, eq(t.stockLocations.id, t.stockMovements.locationId))
    .leftJoin(t.stockLots, eq(t.stockLots.id, t.stockMovements.lotId))
    .where(inArray(t.stockMovements.orderId, [...orderIds]))
    .groupBy(
      t.stockMovements.orderId,
      t.stockMovements.productId,
      t.stockMovements.variantId,
      t.stockLocations.id,
      t.stockLocations.name,
      t.stockLocations.position,
      t.stockLots.id,
      t.stockLots.code,
      t.stockLots.shade,
      t.stockLots.caliber,
    )
    .having(sql`sum(${t.stockMovements.quantity}) < 0`)
    .orderBy(asc(t.stockLocations.position), asc(t.stockLocations.name), asc(t.stockLots.code));
  for (const r of rows) {
    const lines = byOrder.get(r.orderId!) ?? new Map<string, LineLot[]>();
    byOrder.set(r.orderId!, lines);
    const key = lotLineKey(r.productId, r.variantId);
    lines.set(key, [
      ...(lines.get(key) ?? []),
      { location: r.location, code: r.code, shade: r.shade ?? '', caliber: r.caliber ?? '', quantity: Number(r.quantity) },
    ]);
  }
  return byOrder;
}

import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { stockPlacesOf } from '@/domain/catalogue/stock-places';
import { UNLIMITED_STOCK } from '@/domain/catalogue/stock';
import type { DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';

/** What a product or variant holds where (docs/requirements.md, "Largest matching lot" and "Pickup and the showroom"). */
export interface StockPlaces {
  /** the largest lot: its holdings summed over every location, those without a lot as one group; null: unlimited stock */
  largestLot: number | null;
  /** units at the pickup points; null when the shop has none, or the stock is unlimited */
  atPickup: number | null;
}

/** Looks up a product's (variant null) or variant's places by its stock (`quantity`, -1 unlimited). */
export type StockPlacesOf = (productId: string, variantId: string | null | undefined, quantity: number) => StockPlaces;

/**
 * The largest lot and the units at pickup points of every product and variant of `productIds`, read from
 * `stock_holdings` (which the ledger's trigger keeps in step with the stock, so they change with it).
 */
export async function readStockPlaces(db: DbOrTx, productIds: readonly string[]): Promise<StockPlacesOf> {
  const ids = [...new Set(productIds)];
  const [rows, points] = await Promise.all([
    ids.length
      ? db
          .select({
            productId: t.stockHoldings.productId,
            variantId: t.stockHoldings.variantId,
            lotId: t.stockHoldings.lotId,
            quantity: t.stockHoldings.quantity,
            pickup: t.stockLocations.pickup,
          })
          .from(t.stockHoldings)
          .innerJoin(t.stockLocations, eq(t.stockLocations.id, t.stockHoldings.locationId))
          .where(inArray(t.stockHoldings.productId, ids))
      : [],
    db.select({ id: t.stockLocations.id }).from(t.stockLocations).where(eq(t.stockLocations.pickup, true)).limit(1),
  ]);
  const hasPickup = points.length > 0;
  const byItem = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.productId}/${r.variantId ?? ''}`;
    byItem.set(key, [...(byItem.get(key) ?? []), r]);
  }
  return (productId, variantId, quantity) => {
    if (quantity === UNLIMITED_STOCK) return { largestLot: null, atPickup: null };
    const { largestLot, atPickup } = stockPlacesOf(byItem.get(`${productId}/${variantId ?? ''}`) ?? []);
    return { largestLot, atPickup: hasPickup ? atPickup : null };
  };
}

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import * as t from '@/server/db/schema';

/** The demo's warehouse, besides the showroom the migration made (docs/requirements.md, "Locations and lots"). */
export const SEED_WAREHOUSE = { name: 'Langley warehouse', address: '20080 Logan Ave, Langley, BC V3A 4L6', position: 1 };
/** The porcelain tiles (category `tiles`) kept per dye lot in the demo: tiles are where lots show most. */
const LOT_TRACKED_SUBCATEGORIES = ['gloss-tiles', 'matt-tiles'];
const NOTE = 'Sorted into dye lots when the demo shop was seeded';

/**
 * The demo's stock per location and lot, once (when no lot exists yet, so a shop whose staff changed lots is left
 * alone): a warehouse, and the glossy and matt porcelain tiles lot-tracked, each product's or variant's boxes sorted
 * into two lots, the larger at the showroom, the other at the warehouse, as `transferred` movements.
 */
export async function seedStockLots(db: Database): Promise<void> {
  await db.insert(t.stockLocations).values(SEED_WAREHOUSE).onConflictDoNothing({ target: t.stockLocations.name });
  const [{ lots }] = await db.select({ lots: sql<number>`count(*)::int` }).from(t.stockLots);
  if (Number(lots) > 0) return;
  const [[showroom], [warehouse]] = await Promise.all([
    db.select({ id: t.stockLocations.id }).from(t.stockLocations).where(eq(t.stockLocations.name, 'Showroom')),
    db.select({ id: t.stockLocations.id }).from(t.stockLocations).where(eq(t.stockLocations.name, SEED_WAREHOUSE.name)),
  ]);
  if (!showroom || !warehouse) return;
  const products = await db
    .select({ id: t.products.id, sku: t.products.sku, quantity: t.products.quantity, type: t.products.type })
    .from(t.products)
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .innerJoin(t.subcategories, eq(t.subcategories.id, t.products.subcategoryId))
    .where(and(eq(t.categories.slug, 'tiles'), inArray(t.subcategories.slug, LOT_TRACKED_SUBCATEGORIES)));
  if (!products.length) return;
  await db
    .update(t.products)
    .set({ lotTracked: true })
    .where(
      inArray(
        t.products.id,
        products.map((p) => p.id),
      ),
    );
  const variants = await db
    .select({ id: t.variants.id, productId: t.variants.productId, sku: t.variants.sku, quantity: t.variants.quantity })
    .from(t.variants)
    .where(
      inArray(
        t.variants.productId,
        products.map((p) => p.id),
      ),
    );
  const items = [
    ...products.filter((p) => p.type === 'simple').map((p) => ({ productId: p.id, variantId: null, sku: p.sku, quantity: p.quantity })),
    ...variants.map((v) => ({ productId: v.productId, variantId: v.id, sku: v.sku, quantity: v.quantity })),
  ].filter((i) => i.quantity > 0);
  for (const [n, item] of items.entries()) {
    // as makers print them: the run's year and month, then a batch number
    const code = (month: number) => `L26${String(month).padStart(2, '0')}-${String(n + 1).padStart(3, '0')}`;
    // one box stays one lot; more make two, the larger share at the showroom
    const larger = item.quantity === 1 ? 1 : Math.min(item.quantity - 1, Math.ceil(item.quantity * 0.6));
    await db.transaction(async (tx) => {
      const table = item.variantId ? t.variants : t.products;
      const id = item.variantId ?? item.productId;
      await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
      const [a, b] = await tx
        .insert(t.stockLots)
        .values([
          {
            productId: item.productId,
            variantId: item.variantId,
            code: code(9),
            shade: String((n % 4) + 1).padStart(2, '0'),
            caliber: '9.8 mm',
          },
          {
            productId: item.productId,
            variantId: item.variantId,
            code: code(11),
            shade: String(((n + 1) % 4) + 1).padStart(2, '0'),
            caliber: '10.1 mm',
          },
        ])
        .returning({ id: t.stockLots.id });
      const holding = and(
        eq(t.stockHoldings.productId, item.productId),
        item.variantId ? eq(t.stockHoldings.variantId, item.variantId) : isNull(t.stockHoldings.variantId),
        eq(t.stockHoldings.locationId, showroom.id),
        isNull(t.stockHoldings.lotId),
      );
      // the total stays: the boxes without a lot become the two lots' (the same movements a transfer writes)
      const [held] = await tx.select({ quantity: t.stockHoldings.quantity }).from(t.stockHoldings).where(holding);
      if (!held || held.quantity !== item.quantity) return;
      await tx.delete(t.stockHoldings).where(holding);
      await tx.insert(t.stockHoldings).values([
        { productId: item.productId, variantId: item.variantId, locationId: showroom.id, lotId: a.id, quantity: larger },
        ...(item.quantity > larger
          ? [
              {
                productId: item.productId,
                variantId: item.variantId,
                locationId: warehouse.id,
                lotId: b.id,
                quantity: item.quantity - larger,
              },
            ]
          : []),
      ]);
      const move = (locationId: string, lotId: string | null, quantity: number) => ({
        productId: item.productId,
        variantId: item.variantId,
        kind: 'transferred' as const,
        quantity,
        onHand: item.quantity,
        locationId,
        lotId,
        note: NOTE,
      });
      await tx
        .insert(t.stockMovements)
        .values([
          move(showroom.id, null, -item.quantity),
          move(showroom.id, a.id, larger),
          ...(item.quantity > larger ? [move(warehouse.id, b.id, item.quantity - larger)] : []),
        ]);
    });
  }
}

/**
 * The browser tests' lots and places (docs/requirements.md, "Largest matching lot" and "Pickup and the showroom"), put
 * in the e2e database after it is prepared and before the shop opens it (PGlite has one process at a time): at the
 * seeded warehouse (a location that is not a pickup point; one is made when there is none), one seeded tile (`LOT_TILE`, which no other spec buys) made lot-tracked, its boxes
 * counted out and received again in two lots, 5 of lot A at the showroom, 3 of lot A and 6 of lot B at the warehouse.
 * The stock moves through the ledger as every change does (a declared reason, then the item's quantity). Run again on
 * a prepared database, it changes nothing.
 */
import { eq } from 'drizzle-orm';
import { env } from '../../../src/lib/env';
import { openDatabase } from '../../../src/server/db/client';
import * as t from '../../../src/server/db/schema';
import { stockReason } from '../../../src/server/stock/stock-reason';
import { LOT_TILE } from './stock-places';

async function main() {
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await handle.db.transaction(async (tx) => {
      const [product] = await tx.select().from(t.products).where(eq(t.products.slug, LOT_TILE.slug));
      if (!product) throw new Error(`e2e fixture: no product ${LOT_TILE.slug}`);
      if (product.lotTracked) return; // already in place
      const [showroom] = await tx.select().from(t.stockLocations).where(eq(t.stockLocations.pickup, true));
      // the seeded warehouse, else one of its own
      const [seeded] = await tx.select().from(t.stockLocations).where(eq(t.stockLocations.pickup, false)).limit(1);
      const warehouse =
        seeded ??
        (
          await tx
            .insert(t.stockLocations)
            .values({ name: 'E2E warehouse', address: '19100 94 Ave, Surrey, BC', pickup: false, position: 50 })
            .returning()
        )[0];
      const [a, b] = await tx
        .insert(t.stockLots)
        .values([
          { productId: product.id, code: 'A-2611', shade: 'Light', caliber: 'C1' },
          { productId: product.id, code: 'B-2612', shade: 'Warm', caliber: 'C1' },
        ])
        .returning();
      await tx.update(t.products).set({ lotTracked: true }).where(eq(t.products.id, product.id));
      await stockReason(tx, { kind: 'counted', note: 'e2e: counted out before the lots are received' });
      await tx.update(t.products).set({ quantity: 0 }).where(eq(t.products.id, product.id));
      let held = 0;
      for (const [location, lot, n] of [
        [showroom.id, a.id, LOT_TILE.atShowroom],
        [warehouse.id, a.id, LOT_TILE.largestLot - LOT_TILE.atShowroom],
        [warehouse.id, b.id, 6],
      ] as const) {
        await stockReason(tx, { kind: 'received', locationId: location, lotId: lot, note: 'e2e: lots and places' });
        held += n;
        await tx.update(t.products).set({ quantity: held }).where(eq(t.products.id, product.id));
      }
    });
    console.log(`e2e fixture: ${LOT_TILE.slug} lot-tracked, at the showroom and a warehouse`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

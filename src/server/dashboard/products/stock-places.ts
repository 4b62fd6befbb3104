import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { LOT_DIFFERS, LOT_NOT_TRACKED, LOT_REQUIRED, lotDiffers } from '@/domain/catalogue/stock-locations';
import { ActionError } from '@/server/action';
import type { Tx } from '@/server/db';
import * as t from '@/server/db/schema';

/*
 * Where a record, a delivery line or a transfer puts stock (docs/requirements.md, "Locations and lots"): the location
 * and the dye lot it names, read and checked inside the action's transaction.
 */

/** The locations in their order: the first is where stock goes when no place is named. */
export async function locationsOf(tx: Tx): Promise<{ id: string; name: string }[]> {
  return tx
    .select({ id: t.stockLocations.id, name: t.stockLocations.name })
    .from(t.stockLocations)
    .orderBy(asc(t.stockLocations.position), asc(t.stockLocations.createdAt), asc(t.stockLocations.id));
}

/**
 * The location a record names, or the first location when it names none; a location that does not exist is refused
 * on the field `at` (`locationId`, `lines.2.locationId`).
 */
export async function locationFor(tx: Tx, locationId: string, at: string): Promise<string> {
  if (locationId) {
    const [found] = await tx.select({ id: t.stockLocations.id }).from(t.stockLocations).where(eq(t.stockLocations.id, locationId));
    if (!found) throw new ActionError(400, 'invalid', undefined, { [at]: 'invalid' });
    return found.id;
  }
  const [first] = await locationsOf(tx);
  if (!first) throw new ActionError(400, 'invalid', undefined, { [at]: 'invalid' });
  return first.id;
}

/** A recorded lot of the product or variant, or null for none; another product's lot is refused on the field `at`. */
export async function recordedLot(tx: Tx, productId: string, variantId: string, lotId: string, at: string): Promise<string | null> {
  if (!lotId) return null;
  const [lot] = await tx
    .select({ id: t.stockLots.id })
    .from(t.stockLots)
    .where(
      and(
        eq(t.stockLots.id, lotId),
        eq(t.stockLots.productId, productId),
        variantId ? eq(t.stockLots.variantId, variantId) : sql`${t.stockLots.variantId} is null`,
      ),
    );
  if (!lot) throw new ActionError(400, 'invalid', undefined, { [at]: 'invalid' });
  return lot.id;
}

/**
 * The lot a receipt names by its code (docs/requirements.md, "Locations and lots"): the recorded lot of that code for
 * the product or variant, or a new one; a shade or caliber other than the recorded one is refused, as is a code for a
 * product that does not track lots, and no code for one that does. Refusals name the field `at` (`lotCode`,
 * `lines.2.lotCode`).
 */
export async function lotByCode(
  tx: Tx,
  item: { productId: string; variantId: string; lotTracked: boolean },
  lot: { lotCode: string; shade: string; caliber: string },
  at: string,
): Promise<string | null> {
  if (!item.lotTracked) {
    if (lot.lotCode) throw new ActionError(400, 'invalid', undefined, { [at]: LOT_NOT_TRACKED });
    return null;
  }
  if (!lot.lotCode) throw new ActionError(400, 'invalid', undefined, { [at]: LOT_REQUIRED });
  const variant = item.variantId ? eq(t.stockLots.variantId, item.variantId) : sql`${t.stockLots.variantId} is null`;
  // a code is the maker's print: "a24" written on a delivery is lot A24, not a second lot
  const byCode = and(eq(t.stockLots.productId, item.productId), variant, sql`lower(${t.stockLots.code}) = lower(${lot.lotCode})`);
  const [recorded] = await tx.select().from(t.stockLots).where(byCode).orderBy(asc(t.stockLots.createdAt)).limit(1);
  if (recorded) {
    if (lotDiffers(recorded, lot)) throw new ActionError(400, 'invalid', undefined, { [at]: LOT_DIFFERS });
    return recorded.id;
  }
  // two receipts of a new code at once: the second waits for the first and reuses its row
  const [made] = await tx
    .insert(t.stockLots)
    .values({ productId: item.productId, variantId: item.variantId || null, code: lot.lotCode, shade: lot.shade, caliber: lot.caliber })
    .onConflictDoNothing()
    .returning({ id: t.stockLots.id });
  if (made) return made.id;
  const [other] = await tx.select().from(t.stockLots).where(byCode);
  if (lotDiffers(other, lot)) throw new ActionError(400, 'invalid', undefined, { [at]: LOT_DIFFERS });
  return other.id;
}

/** What a product or variant holds at a location, of a lot (null: stock without a lot; `anyLot`: of every lot). */
export async function heldAt(
  tx: Tx,
  item: { productId: string; variantId: string },
  locationId: string,
  lotId: string | null,
  anyLot = false,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${t.stockHoldings.quantity}), 0)::int` })
    .from(t.stockHoldings)
    .where(
      and(
        eq(t.stockHoldings.productId, item.productId),
        item.variantId ? eq(t.stockHoldings.variantId, item.variantId) : sql`${t.stockHoldings.variantId} is null`,
        eq(t.stockHoldings.locationId, locationId),
        anyLot ? undefined : lotId ? eq(t.stockHoldings.lotId, lotId) : sql`${t.stockHoldings.lotId} is null`,
      ),
    );
  return Number(row?.n ?? 0);
}

import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema } from '@/domain/ids';
import { LAST_LOCATION, LOCATION_IN_USE, LOCATION_NAME_TAKEN, locationSchema } from '@/domain/catalogue/stock-locations';
import { moreThanAtLocation, transferSchema } from '@/domain/catalogue/stock-record';
import { ActionError, defineAction } from '@/server/action';
import * as t from '@/server/db/schema';
import { revalidateStore } from '@/server/cache/revalidate-store';
import { heldAt, locationFor, recordedLot } from './stock-places';
import { lockHolding } from './stock-movements';

/** A place stock is kept, as the locations page lists it. */
export interface LocationRow {
  id: string;
  name: string;
  address: string;
  pickup: boolean;
  position: number;
  /** boxes of every product held there */
  boxes: number;
  /** whether any stock movement names it (then it cannot be deleted) */
  used: boolean;
}

/** `product.listLocations`: the locations in their order, with the boxes held at each. */
export const listLocations = defineAction(
  'product.listLocations',
  z.object({}),
  { area: 'product', action: 'view' },
  async (_input, { tx }): Promise<LocationRow[]> => {
    const rows = await tx
      .select({
        id: t.stockLocations.id,
        name: t.stockLocations.name,
        address: t.stockLocations.address,
        pickup: t.stockLocations.pickup,
        position: t.stockLocations.position,
        // named in full: drizzle writes a lone table's columns unqualified, which the subquery would read as its own
        boxes: sql<number>`(select coalesce(sum(h.quantity), 0)::int from ${t.stockHoldings} h where h.location_id = "stock_locations"."id")`,
        used: sql<boolean>`exists (select 1 from ${t.stockMovements} m where m.location_id = "stock_locations"."id")`,
      })
      .from(t.stockLocations)
      .orderBy(asc(t.stockLocations.position), asc(t.stockLocations.createdAt), asc(t.stockLocations.id));
    return rows.map((r) => ({ ...r, boxes: Number(r.boxes), used: Boolean(r.used) }));
  },
);

/**
 * `product.saveLocation`: a new location (`id` ''), or a location's name, address, pickup flag and position; names are
 * unique (compared without case).
 */
export const saveLocation = defineAction(
  'product.saveLocation',
  locationSchema,
  { area: 'product', action: 'edit' },
  async (input, { tx, audit }): Promise<{ id: string }> => {
    const [taken] = await tx
      .select({ id: t.stockLocations.id })
      .from(t.stockLocations)
      .where(and(sql`lower(${t.stockLocations.name}) = lower(${input.name})`, input.id ? ne(t.stockLocations.id, input.id) : undefined));
    if (taken) throw new ActionError(409, 'conflict', undefined, { name: LOCATION_NAME_TAKEN });
    const values = { name: input.name, address: input.address, pickup: input.pickup, position: input.position };
    if (!input.id) {
      const [row] = await tx.insert(t.stockLocations).values(values).returning();
      await audit({ entity: 'stockLocation', entityId: row.id, before: null, after: row });
      return { id: row.id };
    }
    const [before] = await tx.select().from(t.stockLocations).where(eq(t.stockLocations.id, input.id)).for('update');
    if (!before) throw new ActionError(404, 'notFound');
    const [row] = await tx.update(t.stockLocations).set(values).where(eq(t.stockLocations.id, input.id)).returning();
    await audit({ entity: 'stockLocation', entityId: row.id, before, after: row });
    return { id: row.id };
  },
  // product pages say what the pickup points hold (docs/requirements.md, "Pickup and the showroom"): a place's pickup
  // flag or a new place changes them all, as reference data does
  { after: () => void revalidateStore({ reference: true }) },
);

/**
 * `product.deleteLocation`: a location that holds no stock and no movement names (the ledger keeps its history), and
 * never the last one.
 */
export const deleteLocation = defineAction(
  'product.deleteLocation',
  idSchema,
  { area: 'product', action: 'delete' },
  async ({ id }, { tx, audit }): Promise<{ id: string }> => {
    // every location locked, so two deletes at once cannot remove the last two
    const all = await tx.select().from(t.stockLocations).orderBy(asc(t.stockLocations.id)).for('update');
    const before = all.find((l) => l.id === id);
    if (!before) throw new ActionError(404, 'notFound');
    if (all.length === 1) throw new ActionError(409, 'lastLocation', { messageKey: LAST_LOCATION });
    const [held] = await tx.select({ id: t.stockHoldings.id }).from(t.stockHoldings).where(eq(t.stockHoldings.locationId, id)).limit(1);
    const [moved] = await tx.select({ id: t.stockMovements.id }).from(t.stockMovements).where(eq(t.stockMovements.locationId, id)).limit(1);
    const [expected] = await tx
      .select({ id: t.purchaseOrderLines.id })
      .from(t.purchaseOrderLines)
      .where(eq(t.purchaseOrderLines.locationId, id))
      .limit(1);
    if (held || moved || expected) throw new ActionError(409, 'inUse', { messageKey: LOCATION_IN_USE });
    await tx.delete(t.stockLocations).where(eq(t.stockLocations.id, id));
    await audit({ entity: 'stockLocation', entityId: id, before, after: null });
    return { id };
  },
  // an empty place leaves no page's figures changed, but a pickup point gone changes what the pages say of pickup
  { after: () => void revalidateStore({ reference: true }) },
);

/**
 * `product.transferStock`: boxes of a product or variant (of one lot, or without one) moved from one location to
 * another (docs/requirements.md, "Locations and lots"). The product's stock does not change, so the ledger's trigger
 * does not run: the item is locked, the holdings moved and two `transferred` movements written here, by the staff
 * member with their note. No more than the source holds can move.
 */
export const transferStock = defineAction(
  'product.transferStock',
  transferSchema,
  { area: 'product', action: 'edit' },
  async (input, { tx, actor, audit }): Promise<{ moved: number; slug: string }> => {
    const { held, product } = await lockHolding(tx, input.productId, input.variantId);
    const fromId = await locationFor(tx, input.fromId, 'fromId');
    const toId = await locationFor(tx, input.toId, 'toId');
    const lotId = await recordedLot(tx, input.productId, input.variantId, input.lotId, 'lotId');
    const here = await heldAt(tx, input, fromId, lotId);
    if (input.quantity > here) throw new ActionError(400, 'invalid', undefined, { quantity: moreThanAtLocation(here) });
    const variantId = input.variantId || null;
    await tx.execute(
      sql`select fs_stock_hold(${input.productId}::uuid, ${variantId}::uuid, ${fromId}::uuid, ${lotId}::uuid, ${-input.quantity}::int)`,
    );
    await tx.execute(
      sql`select fs_stock_hold(${input.productId}::uuid, ${variantId}::uuid, ${toId}::uuid, ${lotId}::uuid, ${input.quantity}::int)`,
    );
    const movement = {
      productId: input.productId,
      variantId,
      kind: 'transferred' as const,
      onHand: held,
      lotId,
      userId: actor.id,
      note: input.note || null,
    };
    await tx.insert(t.stockMovements).values([
      { ...movement, quantity: -input.quantity, locationId: fromId },
      { ...movement, quantity: input.quantity, locationId: toId },
    ]);
    await audit({ entity: 'product', entityId: input.productId, before: null, after: input });
    return { moved: input.quantity, slug: product.slug };
  },
  // the product's stock is as it was, but its page says what the showroom holds and how large its lots are
  { after: (result) => void revalidateStore({ productSlugs: [result.slug] }) },
);

import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { deliverySchema, MAX_STOCK, UNLIMITED_STOCK } from '@/domain/catalogue/stock-record';
import { ActionError, defineAction } from '@/server/action';
import * as t from '@/server/db/schema';
import { revalidateStock, type StockTouched } from '@/server/orders/stock-change';
import { stockReason } from '@/server/stock/stock-reason';
import { productMatches, orderProductSearchSchema } from '../orders/order-products';
import { checkAgainstOrder } from './purchase-orders';
import { locationFor, lotByCode } from './stock-places';
import { holdingsOf, lockHolding, type StockHolding } from './stock-movements';

/** How many of the latest deliveries the deliveries page lists. */
export const DELIVERIES_SHOWN = 50;

export interface DeliveryRow {
  id: string;
  createdAt: string;
  supplier: string;
  reference: string;
  note: string;
  /** the purchase order it filled, as its number */
  purchaseOrder: number | null;
  by: string | null;
  lines: number;
  boxes: number;
  /** the dye lots received, as code / shade / caliber */
  lots: string[];
}

/**
 * `product.receiveDelivery`: a delivery from a supplier, every line's boxes added to its product's or variant's stock
 * as a `received` movement of the delivery (docs/requirements.md, "Stock ledger"), all or nothing, at the line's
 * location (the first when none is named) and of its lot (required for a lot-tracked product: a recorded code is
 * reused, a new one recorded; docs/requirements.md, "Locations and lots"). A delivery for a purchase order fills its
 * lines and no more (docs/requirements.md, "Purchase orders"). Lines are locked in
 * one order (product, then variant), so two deliveries of the same products cannot deadlock.
 */
export const receiveDelivery = defineAction(
  'product.receiveDelivery',
  deliverySchema,
  { area: 'product', action: 'edit' },
  async (input, { tx, actor, audit }): Promise<{ id: string; touched: StockTouched[] }> => {
    // each line's place (the first location when it names none), read once for the order's check and the receipt
    const locations: string[] = [];
    for (const [i, line] of input.lines.entries()) locations.push(await locationFor(tx, line.locationId, `lines.${i}.locationId`));
    if (input.purchaseOrderId) {
      await checkAgainstOrder(
        tx,
        input.purchaseOrderId,
        input.lines.map((line, i) => ({ ...line, locationId: locations[i] })),
      );
    }
    const [delivery] = await tx
      .insert(t.stockDeliveries)
      .values({
        purchaseOrderId: input.purchaseOrderId || null,
        supplier: input.supplier,
        reference: input.reference,
        note: input.note,
        userId: actor.id,
      })
      .returning({ id: t.stockDeliveries.id });
    const order = input.lines
      .map((line, i) => ({ line, i }))
      .sort((a, b) => `${a.line.productId}/${a.line.variantId}`.localeCompare(`${b.line.productId}/${b.line.variantId}`));
    const touched = new Map<string, StockTouched>();
    for (const { line, i } of order) {
      const { product, held, lotTracked, write } = await lockHolding(tx, line.productId, line.variantId, `lines.${i}.`);
      if (held === -1) throw new ActionError(400, 'invalid', undefined, { [`lines.${i}.quantity`]: UNLIMITED_STOCK });
      const lotId = await lotByCode(tx, { ...line, lotTracked }, line, `lines.${i}.lotCode`);
      await stockReason(tx, { kind: 'received', deliveryId: delivery.id, userId: actor.id, locationId: locations[i], lotId });
      await write(Math.min(held + line.quantity, MAX_STOCK));
      const seen = touched.get(product.id);
      touched.set(product.id, { ...product, qty: (seen?.qty ?? 0) + line.quantity });
    }
    await audit({ entity: 'stockDelivery', entityId: delivery.id, before: null, after: input });
    return { id: delivery.id, touched: [...touched.values()] };
  },
  // the products' pages show the new stock; the lists only for those that came back in stock
  { after: (result) => revalidateStock(result.touched, 'returned') },
);

/** `product.listDeliveries`: the latest deliveries (of one purchase order, when named), with their lines and boxes counted. */
export const listDeliveries = defineAction(
  'product.listDeliveries',
  z.object({ purchaseOrderId: z.uuid('invalid').optional() }),
  { area: 'product', action: 'view' },
  async ({ purchaseOrderId }, { tx }): Promise<DeliveryRow[]> => {
    const rows = await tx
      .select({
        id: t.stockDeliveries.id,
        createdAt: t.stockDeliveries.createdAt,
        supplier: t.stockDeliveries.supplier,
        reference: t.stockDeliveries.reference,
        note: t.stockDeliveries.note,
        purchaseOrder: t.purchaseOrders.number,
        by: t.users.name,
        lines: sql<number>`(select count(*)::int from ${t.stockMovements} m where m.delivery_id = ${t.stockDeliveries.id})`,
        boxes: sql<number>`(select coalesce(sum(m.quantity), 0)::int from ${t.stockMovements} m where m.delivery_id = ${t.stockDeliveries.id})`,
        lots: sql<string[] | null>`(select array_agg(distinct concat_ws(' / ', l.code, nullif(l.shade, ''), nullif(l.caliber, '')))
          from ${t.stockMovements} m join ${t.stockLots} l on l.id = m.lot_id where m.delivery_id = ${t.stockDeliveries.id})`,
      })
      .from(t.stockDeliveries)
      .leftJoin(t.users, eq(t.users.id, t.stockDeliveries.userId))
      .leftJoin(t.purchaseOrders, eq(t.purchaseOrders.id, t.stockDeliveries.purchaseOrderId))
      .where(purchaseOrderId ? eq(t.stockDeliveries.purchaseOrderId, purchaseOrderId) : undefined)
      .orderBy(desc(t.stockDeliveries.createdAt), desc(t.stockDeliveries.id))
      .limit(DELIVERIES_SHOWN);
    return rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      lines: Number(r.lines),
      boxes: Number(r.boxes),
      lots: [...(r.lots ?? [])].sort(),
    }));
  },
);

/** `product.findHoldings`: products (published or not) by name or SKU, with what each product or variant holds. */
export const findHoldings = defineAction(
  'product.findHoldings',
  orderProductSearchSchema,
  { area: 'product', action: 'view' },
  async ({ q }, { tx }): Promise<{ productId: string; name: string; lotTracked: boolean; holdings: StockHolding[] }[]> => {
    const products = await tx
      .select({
        id: t.products.id,
        name: t.products.name,
        type: t.products.type,
        quantity: t.products.quantity,
        lotTracked: t.products.lotTracked,
      })
      .from(t.products)
      .where(productMatches(q))
      .orderBy(asc(t.products.name), asc(t.products.id))
      .limit(10);
    const holdings = await holdingsOf(tx, products);
    return products.map((p) => ({ productId: p.id, name: p.name, lotTracked: p.lotTracked, holdings: holdings.get(p.id) ?? [] }));
  },
  { audit: false },
);

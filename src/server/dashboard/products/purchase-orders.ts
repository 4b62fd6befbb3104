import 'server-only';
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema } from '@/domain/ids';
import {
  DUPLICATE_LINE,
  moreThanOutstanding,
  NOT_ON_ORDER,
  ORDER_DONE,
  outstanding,
  purchaseOrderSchema,
  purchaseOrderState,
  stillExpected,
  type PurchaseOrderState,
} from '@/domain/catalogue/purchase-orders';
import { UNLIMITED_STOCK } from '@/domain/catalogue/stock-record';
import { ActionError, defineAction } from '@/server/action';
import type { Tx } from '@/server/db';
import { variantValuesText } from '@/server/catalogue/option-columns';
import * as t from '@/server/db/schema';
import { locationFor } from './stock-places';
import { lockHolding, variantLabel } from './stock-movements';

/*
 * Purchase orders (docs/requirements.md, "Purchase orders"): raised with a supplier, filled by the deliveries that
 * name them, closed by staff when nothing more will come. What a line has received is the sum of the `received`
 * movements of the order's deliveries for the line's product or variant at its location.
 */

/** How many of the latest purchase orders the list shows. */
export const PURCHASE_ORDERS_SHOWN = 100;

export interface PurchaseOrderLineRow {
  id: string;
  productId: string;
  variantId: string;
  /** the product's name */
  name: string;
  /** the variant's colour and options ('' for a simple product) */
  variant: string;
  lotTracked: boolean;
  locationId: string;
  location: string;
  quantity: number;
  received: number;
}

export interface PurchaseOrderRow {
  id: string;
  number: number;
  supplier: string;
  reference: string;
  expectedOn: string | null;
  note: string;
  by: string | null;
  createdAt: string;
  closedAt: string | null;
  state: PurchaseOrderState;
  lines: number;
  quantity: number;
  received: number;
}

export interface PurchaseOrderDetail extends PurchaseOrderRow {
  items: PurchaseOrderLineRow[];
}

/** Boxes received for each line of the orders named, by the orders' deliveries. */
const receivedSql = sql<number>`coalesce((
  select sum(m.quantity) from ${t.stockMovements} m
  join ${t.stockDeliveries} d on d.id = m.delivery_id
  where d.purchase_order_id = "purchase_order_lines"."purchase_order_id"
    and m.kind = 'received'
    and m.product_id = "purchase_order_lines"."product_id"
    and m.variant_id is not distinct from "purchase_order_lines"."variant_id"
    and m.location_id = "purchase_order_lines"."location_id"
), 0)::int`;

/** The lines of the orders named, in their order, with what each has received. */
async function linesOf(tx: Tx, orderIds: string[]): Promise<Map<string, PurchaseOrderLineRow[]>> {
  const byOrder = new Map<string, PurchaseOrderLineRow[]>();
  if (!orderIds.length) return byOrder;
  const rows = await tx
    .select({
      id: t.purchaseOrderLines.id,
      orderId: t.purchaseOrderLines.purchaseOrderId,
      productId: t.purchaseOrderLines.productId,
      variantId: t.purchaseOrderLines.variantId,
      name: t.products.name,
      color: t.colors.name,
      values: variantValuesText,
      lotTracked: t.products.lotTracked,
      locationId: t.purchaseOrderLines.locationId,
      location: t.stockLocations.name,
      quantity: t.purchaseOrderLines.quantity,
      received: receivedSql,
    })
    .from(t.purchaseOrderLines)
    .innerJoin(t.products, eq(t.products.id, t.purchaseOrderLines.productId))
    .leftJoin(t.variants, eq(t.variants.id, t.purchaseOrderLines.variantId))
    .leftJoin(t.colors, eq(t.colors.id, t.variants.colorId))
    .innerJoin(t.stockLocations, eq(t.stockLocations.id, t.purchaseOrderLines.locationId))
    .where(inArray(t.purchaseOrderLines.purchaseOrderId, orderIds))
    .orderBy(asc(t.purchaseOrderLines.position), asc(t.purchaseOrderLines.id));
  for (const r of rows) {
    const list = byOrder.get(r.orderId) ?? [];
    list.push({
      id: r.id,
      productId: r.productId,
      variantId: r.variantId ?? '',
      name: r.name,
      variant: r.variantId ? (variantLabel(r.color, r.values) ?? '') : '',
      lotTracked: r.lotTracked,
      locationId: r.locationId,
      location: r.location,
      quantity: r.quantity,
      received: Number(r.received),
    });
    byOrder.set(r.orderId, list);
  }
  return byOrder;
}

const orderColumns = {
  id: t.purchaseOrders.id,
  number: t.purchaseOrders.number,
  supplier: t.purchaseOrders.supplier,
  reference: t.purchaseOrders.reference,
  expectedOn: t.purchaseOrders.expectedOn,
  note: t.purchaseOrders.note,
  by: t.users.name,
  createdAt: t.purchaseOrders.createdAt,
  closedAt: t.purchaseOrders.closedAt,
};

/** Purchase orders (the latest first) with their lines, state and boxes. */
async function readOrders(
  tx: Tx,
  where: SQL | undefined,
  limit: number,
): Promise<{ row: PurchaseOrderRow; items: PurchaseOrderLineRow[] }[]> {
  const orders = await tx
    .select(orderColumns)
    .from(t.purchaseOrders)
    .leftJoin(t.users, eq(t.users.id, t.purchaseOrders.userId))
    .where(where)
    .orderBy(desc(t.purchaseOrders.number))
    .limit(limit);
  const lines = await linesOf(
    tx,
    orders.map((o) => o.id),
  );
  return orders.map((o) => {
    const items = lines.get(o.id) ?? [];
    const row = {
      ...o,
      createdAt: o.createdAt.toISOString(),
      closedAt: o.closedAt?.toISOString() ?? null,
      state: purchaseOrderState(o.closedAt !== null, items),
      lines: items.length,
      quantity: items.reduce((n, l) => n + l.quantity, 0),
      received: items.reduce((n, l) => n + Math.min(l.received, l.quantity), 0),
    };
    return { row, items };
  });
}

/** `product.listPurchaseOrders`: the latest purchase orders, newest first, each with its state and boxes. */
export const listPurchaseOrders = defineAction(
  'product.listPurchaseOrders',
  z.object({}),
  { area: 'product', action: 'view' },
  async (_input, { tx }): Promise<PurchaseOrderRow[]> => (await readOrders(tx, undefined, PURCHASE_ORDERS_SHOWN)).map((o) => o.row),
);

/** `product.getPurchaseOrder`: one purchase order with its lines and what each has received. */
export const getPurchaseOrder = defineAction(
  'product.getPurchaseOrder',
  idSchema,
  { area: 'product', action: 'view' },
  async ({ id }, { tx }): Promise<PurchaseOrderDetail> => {
    const [order] = await readOrders(tx, eq(t.purchaseOrders.id, id), 1);
    if (!order) throw new ActionError(404, 'notFound');
    return { ...order.row, items: order.items };
  },
);

/**
 * `product.savePurchaseOrder`: a new purchase order; each line a product or variant with counted stock (unlimited
 * stock is never received), expected at a location (the first when none is named).
 */
export const savePurchaseOrder = defineAction(
  'product.savePurchaseOrder',
  purchaseOrderSchema,
  { area: 'product', action: 'edit' },
  async (input, { tx, actor, audit }): Promise<{ id: string; number: number }> => {
    const lines = [];
    for (const [i, line] of input.lines.entries()) {
      const { held } = await lockHolding(tx, line.productId, line.variantId, `lines.${i}.`);
      if (held === -1) throw new ActionError(400, 'invalid', undefined, { [`lines.${i}.quantity`]: UNLIMITED_STOCK });
      const locationId = await locationFor(tx, line.locationId, `lines.${i}.locationId`);
      lines.push({ productId: line.productId, variantId: line.variantId || null, locationId, quantity: line.quantity, position: i });
    }
    // a line left without a location and one naming the first are the same line
    const keys = lines.map((l) => `${l.productId}/${l.variantId}/${l.locationId}`);
    const twice = keys.findIndex((k, i) => keys.indexOf(k) !== i);
    if (twice >= 0) throw new ActionError(400, 'invalid', undefined, { [`lines.${twice}.quantity`]: DUPLICATE_LINE });
    const [order] = await tx
      .insert(t.purchaseOrders)
      .values({
        supplier: input.supplier,
        reference: input.reference,
        expectedOn: input.expectedOn || null,
        note: input.note,
        userId: actor.id,
      })
      .returning({ id: t.purchaseOrders.id, number: t.purchaseOrders.number });
    await tx.insert(t.purchaseOrderLines).values(lines.map((l) => ({ ...l, purchaseOrderId: order.id })));
    await audit({ entity: 'purchaseOrder', entityId: order.id, before: null, after: input });
    return order;
  },
  // only the dashboard shows purchase orders; the stock moves with the deliveries that fill them
  { expires: 'nothing' },
);

/** `product.closePurchaseOrder`: nothing more is expected of the order; its deliveries stay as they were. */
export const closePurchaseOrder = defineAction(
  'product.closePurchaseOrder',
  idSchema,
  { area: 'product', action: 'edit' },
  async ({ id }, { tx, audit }): Promise<{ id: string }> => {
    const [order] = await tx.select().from(t.purchaseOrders).where(eq(t.purchaseOrders.id, id)).for('update');
    if (!order) throw new ActionError(404, 'notFound');
    if (order.closedAt) return { id };
    const [closed] = await tx.update(t.purchaseOrders).set({ closedAt: new Date() }).where(eq(t.purchaseOrders.id, id)).returning();
    await audit({ entity: 'purchaseOrder', entityId: id, before: order, after: closed });
    return { id };
  },
  { expires: 'nothing' },
);

/**
 * Checks a delivery against the purchase order it names, inside the delivery's transaction: the order is locked (two
 * deliveries of one order wait for each other), still expected, and each delivery line (at its location, resolved by
 * the caller) is one of its lines, with no more boxes than the line still expects (lines of one product at one place in
 * two lots count together).
 */
export async function checkAgainstOrder(
  tx: Tx,
  orderId: string,
  lines: readonly { productId: string; variantId: string; locationId: string; quantity: number }[],
): Promise<void> {
  const [order] = await tx
    .select({ id: t.purchaseOrders.id, closedAt: t.purchaseOrders.closedAt })
    .from(t.purchaseOrders)
    .where(eq(t.purchaseOrders.id, orderId))
    .for('update');
  if (!order) throw new ActionError(400, 'invalid', undefined, { purchaseOrderId: 'invalid' });
  const items = (await linesOf(tx, [orderId])).get(orderId) ?? [];
  if (!stillExpected(purchaseOrderState(order.closedAt !== null, items))) {
    throw new ActionError(409, 'orderDone', { messageKey: ORDER_DONE });
  }
  const left = new Map(items.map((l) => [`${l.productId}/${l.variantId}/${l.locationId}`, outstanding(l)]));
  for (const [i, line] of lines.entries()) {
    const key = `${line.productId}/${line.variantId}/${line.locationId}`;
    const expected = left.get(key);
    if (expected === undefined) throw new ActionError(400, 'invalid', undefined, { [`lines.${i}.productId`]: NOT_ON_ORDER });
    if (line.quantity > expected)
      throw new ActionError(400, 'invalid', undefined, { [`lines.${i}.quantity`]: moreThanOutstanding(expected) });
    left.set(key, expected - line.quantity);
  }
}

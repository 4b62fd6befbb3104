import 'server-only';
import { lotLineKey, orderLots, type LineLot } from '@/server/stock/order-lots';
import { z } from 'zod';
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orderListQuerySchema, orderSelectionSchema, type OrderListQuery } from '@/domain/orders/order-filters';
import { pageOffset, pickSort, type ListResult } from '@/domain/dashboard/list-query';
import { nextStatuses, type OrderStatus } from '@/domain/orders/status';
import { idSchema } from '@/domain/ids';
import type { OrderEvent } from '@/domain/orders/order-events';
import { editRefusal, type EditRefusal } from '@/domain/orders/order-edit';
import type { ShipmentView } from '@/domain/orders/shipment';
import { quantitiesLeft, type ShipmentLine } from '@/domain/orders/shipment-lines';
import { readShipments, shipmentViewsOf } from '@/server/orders/order-shipments';
import { ActionError, defineAction } from '@/server/action';
import { distinctTags } from '../staff-tags';
import { listOrderViews, type OrderViewDto } from './order-views';
import type { DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import type { AddressInfo, Order } from '@/server/db/schema';
import { containsPattern } from '@/server/db/like';
import { withinShopDays } from '@/server/db/shop-day';
import { orderBalance, sumPayments, type OrderBalance } from '@/domain/payments/balance';
import { orderBalances } from '@/server/payments/order-payment-status';
import type { RefundEntry } from './order-payments';

export interface OrderRowDto {
  id: string;
  number: string;
  customer: string;
  email: string;
  phone: string;
  status: OrderStatus;
  paymentStatus: Order['paymentStatus'];
  paymentMethod: Order['paymentMethod'];
  total: string;
  currency: string;
  itemCount: number;
  createdAt: string;
  /** what the order's payments brought in, less refunds, and what is still owed (docs/requirements.md, "Balance due") */
  amountPaid: string;
  balanceDue: string;
  /** the order has free samples (docs/requirements.md, "Free samples") */
  samples: boolean;
  /** the staff's tags (docs/requirements.md, "Order tags") */
  tags: string[];
}

export interface OrderDetailDto extends OrderRowDto {
  userId: string | null;
  /** the staff's note and tags on the order's customer, when there are any (docs/requirements.md, "Customer notes and tags") */
  customerNotes: { staffNote: string; tags: string[] } | null;
  billing: AddressInfo;
  shipping: AddressInfo;
  deliveryType: string;
  deliveryArea: string;
  /** a showroom pickup (docs/requirements.md, "Showroom pickup"), and when it was marked ready (ISO) */
  pickup: boolean;
  readyForPickupAt: string | null;
  subtotal: string;
  couponCode: string | null;
  couponPercent: number | null;
  discountTotal: string;
  shippingCost: string;
  taxTotal: string;
  taxLines: { name: string; rate: number; amount: string }[];
  customerNote: string | null;
  items: {
    id: string;
    name: string;
    /** the name in the order's language (the invoice uses it; the dashboard shows the English `name`) */
    localName: string | null;
    sku: string | null;
    colorName: string | null;
    attributeName: string | null;
    /** the colour and attribute value in the order's language (the invoice uses them; the dashboard shows English) */
    localColorName: string | null;
    localAttributeName: string | null;
    unit: string;
    unitValue: string;
    unitPrice: string;
    quantity: number;
    lineTotal: string;
    image: string | null;
    /** a free sample */
    sample: boolean;
    /** the installation of the order's boxes (docs/requirements.md, "Installation estimate"): quantity in boxes */
    installation: boolean;
    /** where the line's boxes were taken from, by location and dye lot (docs/requirements.md, "Locations and lots") */
    lots: LineLot[];
  }[];
  payments: {
    id: string;
    method: string;
    status: Order['paymentStatus'];
    amount: string;
    currency: string;
    /** the gateway's reference (session / PayPal order / tran_id) and its transaction (payment intent / capture / bank transaction) */
    reference: string | null;
    transactionId: string | null;
    refundedAmount: string;
    flagged: boolean;
    flagReason: string | null;
    createdAt: string;
    /** received by hand (docs/requirements.md, "Payments recorded by hand"): the day, who recorded it and their note */
    manual: boolean;
    receivedOn: string | null;
    recordedByName: string | null;
    note: string | null;
    /** every refund of the payment, oldest first: amount, when, who (a staff member's name) and why */
    refunds: { id: string; amount: string; at: string; byName: string | null; reason: string | null; atGateway: boolean }[];
  }[];
  /** money received in total (before refunds) and refunded */
  amountReceived: string;
  amountRefunded: string;
  timeline: { status: OrderStatus; note: string | null; event: OrderEvent | null; actorName: string | null; createdAt: string }[];
  notes: { id: string; body: string; authorName: string | null; createdAt: string }[];
  /** statuses the order may move to now */
  next: OrderStatus[];
  /** the parcels the order left in, with their lines and tracking (docs/requirements.md, "Shipments") */
  shipments: ShipmentView[];
  /** each shippable item's quantity not yet in a shipment */
  leftToShip: ShipmentLine[];
  /** the version an edit is checked against (docs/requirements.md, "Editing an order") */
  updatedAt: string;
  /** why the order cannot be edited now, or null */
  editRefusal: EditRefusal | null;
  /** product or variant of each line (what its stock moves), by line id */
  itemStock: Record<string, { productId: string | null; variantId: string | null }>;
}

function whereOf(q: OrderListQuery): SQL | undefined {
  const conds: SQL[] = [];
  if (q.status) conds.push(eq(t.orders.status, q.status));
  if (q.paymentStatus) conds.push(eq(t.orders.paymentStatus, q.paymentStatus));
  if (q.paymentMethod) conds.push(eq(t.orders.paymentMethod, q.paymentMethod));
  // the tags' GIN index answers it
  if (q.tag) conds.push(arrayContains(t.orders.tags, [q.tag]));
  if (q.samples) {
    const withSamples = sql`exists (select 1 from ${t.orderItems} where ${t.orderItems.orderId} = ${t.orders.id} and ${t.orderItems.sample})`;
    conds.push(q.samples === 'yes' ? withSamples : sql`not ${withSamples}`);
  }
  // days in the shop's zone (docs/requirements.md, "Order dates")
  conds.push(...withinShopDays(t.orders.createdAt, q.from, q.to));
  if (q.q) {
    const like = containsPattern(q.q);
    conds.push(
      or(
        ilike(t.orders.number, like),
        ilike(t.orders.email, like),
        sql`${t.orders.billing}->>'fullName' ilike ${like}`,
        sql`${t.orders.billing}->>'phone' ilike ${like}`,
        sql`${t.orders.billing}->>'email' ilike ${like}`,
      )!,
    );
  }
  return conds.length ? and(...conds) : undefined;
}

const SORTS = {
  createdAt: t.orders.createdAt,
  number: t.orders.number,
  total: t.orders.total,
  status: t.orders.status,
  customer: sql`${t.orders.billing}->>'fullName'`,
} as const;

function rowOf(o: Order, itemCount: number, balance: OrderBalance, samples: boolean): OrderRowDto {
  return {
    id: o.id,
    number: o.number,
    customer: o.billing?.fullName ?? '',
    email: o.email,
    phone: o.billing?.phone ?? '',
    status: o.status,
    paymentStatus: o.paymentStatus,
    paymentMethod: o.paymentMethod,
    total: o.total,
    currency: o.currency,
    itemCount,
    createdAt: o.createdAt.toISOString(),
    amountPaid: balance.paid,
    balanceDue: balance.due,
    samples,
    tags: o.tags,
  };
}

/** The filtered orders (one page, or up to `limit` rows for the export). */
export async function queryOrders(db: DbOrTx, q: OrderListQuery, limit?: number, extra?: SQL): Promise<ListResult<OrderRowDto>> {
  const where = extra ? and(whereOf(q), extra) : whereOf(q);
  const sortKey = pickSort(q.sort, Object.keys(SORTS) as (keyof typeof SORTS)[], 'createdAt');
  const dir = q.dir === 'asc' ? asc : desc;
  const [{ n }] = await db.select({ n: count() }).from(t.orders).where(where);
  const rows = await db
    .select()
    .from(t.orders)
    .where(where)
    .orderBy(dir(SORTS[sortKey]), desc(t.orders.id))
    .limit(limit ?? q.pageSize)
    .offset(limit ? 0 : pageOffset(q));
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({
          orderId: t.orderItems.orderId,
          n: sql<number>`sum(${t.orderItems.quantity})::int`,
          samples: sql<boolean>`bool_or(${t.orderItems.sample})`,
        })
        .from(t.orderItems)
        .where(inArray(t.orderItems.orderId, ids))
        .groupBy(t.orderItems.orderId)
    : [];
  const countOf = new Map(counts.map((c) => [c.orderId, Number(c.n)]));
  const withSamples = new Set(counts.filter((c) => c.samples).map((c) => c.orderId));
  const balances = await orderBalances(db, rows);
  return {
    rows: rows.map((o) => rowOf(o, countOf.get(o.id) ?? 0, balances.get(o.id)!, withSamples.has(o.id))),
    total: Number(n),
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function loadOrderDetail(db: DbOrTx, id: string): Promise<OrderDetailDto | null> {
  const [o] = await db.select().from(t.orders).where(eq(t.orders.id, id));
  if (!o) return null;
  const actor = alias(t.users, 'actor');
  const [items, payments, history, notes, [customer], shipments] = await Promise.all([
    db.select().from(t.orderItems).where(eq(t.orderItems.orderId, id)).orderBy(asc(t.orderItems.name)),
    db.select().from(t.payments).where(eq(t.payments.orderId, id)).orderBy(asc(t.payments.createdAt)),
    db
      .select({
        status: t.orderStatusHistory.status,
        note: t.orderStatusHistory.note,
        event: t.orderStatusHistory.event,
        actorName: actor.name,
        createdAt: t.orderStatusHistory.createdAt,
      })
      .from(t.orderStatusHistory)
      .leftJoin(actor, eq(actor.id, t.orderStatusHistory.actorId))
      .where(eq(t.orderStatusHistory.orderId, id))
      .orderBy(asc(t.orderStatusHistory.createdAt)),
    db
      .select({ id: t.orderNotes.id, body: t.orderNotes.body, authorName: actor.name, createdAt: t.orderNotes.createdAt })
      .from(t.orderNotes)
      .leftJoin(actor, eq(actor.id, t.orderNotes.authorId))
      .where(eq(t.orderNotes.orderId, id))
      .orderBy(desc(t.orderNotes.createdAt)),
    o.userId
      ? db.select({ staffNote: t.users.staffNote, tags: t.users.tags }).from(t.users).where(eq(t.users.id, o.userId))
      : Promise.resolve([]),
    readShipments(db, [id]),
  ]);
  const lots = (await orderLots(db, [id])).get(id);
  const itemCount = items.reduce((s, i) => s + i.quantity, 0);
  const balance = orderBalance(o, sumPayments(payments));
  const names = await staffNames(db, payments);
  return {
    ...rowOf(
      o,
      itemCount,
      balance,
      items.some((i) => i.sample),
    ),
    amountReceived: balance.received,
    amountRefunded: balance.refunded,
    userId: o.userId,
    customerNotes: customer && (customer.staffNote || customer.tags.length) ? customer : null,
    billing: o.billing,
    shipping: o.shipping,
    deliveryType: o.deliveryType,
    pickup: o.pickup,
    readyForPickupAt: o.readyForPickupAt?.toISOString() ?? null,
    deliveryArea: o.deliveryArea,
    subtotal: o.subtotal,
    couponCode: o.couponCode,
    couponPercent: o.couponPercent,
    discountTotal: o.discountTotal,
    shippingCost: o.shippingCost,
    taxTotal: o.taxTotal,
    taxLines: o.taxLines ?? [],
    customerNote: o.note,
    items: items.map((i) => ({
      id: i.id,
      name: i.name,
      localName: i.localName,
      sku: i.sku,
      colorName: i.colorName,
      attributeName: i.attributeName,
      localColorName: i.localColorName,
      localAttributeName: i.localAttributeName,
      unit: i.unit,
      unitValue: i.unitValue,
      unitPrice: i.unitPrice,
      quantity: i.quantity,
      lineTotal: i.lineTotal,
      image: i.image,
      sample: i.sample,
      installation: i.installation,
      // samples and installations take no boxes: the boxes' line holds the product's lots
      lots: i.sample || i.installation ? [] : (lots?.get(lotLineKey(i.productId, i.variantId)) ?? []),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      status: p.status,
      amount: p.amount,
      currency: p.currency,
      reference: p.reference,
      transactionId: ((p.raw ?? {}) as { transactionId?: string }).transactionId ?? null,
      refundedAmount: p.refundedAmount,
      flagged: p.flagged,
      flagReason: p.flagReason,
      createdAt: p.createdAt.toISOString(),
      manual: p.manual,
      receivedOn: p.receivedOn,
      recordedByName: p.recordedBy ? (names.get(p.recordedBy) ?? null) : null,
      note: p.note,
      refunds: refundsOf(p.raw).map((r) => ({
        id: r.id,
        amount: r.amount,
        at: r.at,
        byName: r.by ? (names.get(r.by) ?? null) : null,
        reason: r.reason ?? null,
        atGateway: !!r.atGateway,
      })),
    })),
    timeline: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    next: [...nextStatuses(o.status)],
    shipments: shipmentViewsOf(shipments, o.id, items),
    leftToShip: quantitiesLeft(items, shipments),
    updatedAt: o.updatedAt.toISOString(),
    editRefusal: editRefusal(o),
    itemStock: Object.fromEntries(items.map((i) => [i.id, { productId: i.productId, variantId: i.variantId }])),
  };
}

function refundsOf(raw: unknown): RefundEntry[] {
  const list = (raw as { refunds?: unknown } | null)?.refunds;
  return Array.isArray(list) ? (list as RefundEntry[]) : [];
}

/** Names of the staff who recorded the payments or their refunds, by id. */
async function staffNames(db: DbOrTx, payments: { recordedBy: string | null; raw: unknown }[]): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const p of payments) {
    if (p.recordedBy) ids.add(p.recordedBy);
    for (const r of refundsOf(p.raw)) if (r.by) ids.add(r.by);
  }
  if (!ids.size) return new Map();
  const rows = await db
    .select({ id: t.users.id, name: t.users.name })
    .from(t.users)
    .where(inArray(t.users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** One page of the filtered orders, with every tag the staff gave an order (the tag filter) and the saved views. */
export const listOrders = defineAction(
  'order.list',
  orderListQuerySchema,
  { area: 'order', action: 'view' },
  async (q, { tx }): Promise<ListResult<OrderRowDto> & { tags: string[]; views: OrderViewDto[] }> => ({
    ...(await queryOrders(tx, q)),
    tags: await distinctTags(tx, t.orders, t.orders.tags),
    views: await listOrderViews(tx),
  }),
);

/** The filtered list for the CSV export (not reachable over POST: the CSV route calls it). */
export const exportOrders = defineAction(
  'order.export',
  orderListQuerySchema,
  { area: 'order', action: 'view' },
  async (q, { tx }) => (await queryOrders(tx, q, 10_000)).rows,
);

export const getOrder = defineAction('order.get', idSchema, { area: 'order', action: 'view' }, async ({ id }, { tx }) => {
  const order = await loadOrderDetail(tx, id);
  if (!order) throw new ActionError(404, 'notFound');
  return order;
});

/** A selection of orders (up to 100), in the order given, for their documents printed together; orders gone are left out. */
export const getOrders = defineAction(
  'order.getMany',
  z.object({ ids: orderSelectionSchema }),
  { area: 'order', action: 'view' },
  async ({ ids }, { tx }) => {
    const orders: OrderDetailDto[] = [];
    for (const id of ids) {
      const order = await loadOrderDetail(tx, id);
      if (order) orders.push(order);
    }
    return orders;
  },
);

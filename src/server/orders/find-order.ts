import { orderLookupSchema } from '@/domain/orders/order-lookup';
import 'server-only';
import { distinctLots, type LotOfLine } from '@/domain/catalogue/line-lots';
import { lotLineKey, orderLots } from '@/server/stock/order-lots';
import { installationArea } from '@/domain/cart/installation';
import { visibleTo } from '@/server/account/list-orders';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { cleanInput } from '@/lib/clean-input';
import { orderBalances } from '@/server/payments/order-payment-status';
import { isStatusStep } from '@/domain/orders/order-events';
import type { ShipmentView } from '@/domain/orders/shipment';
import { readShipments, shipmentViewsOf } from './order-shipments';

export interface OrderDetailDto {
  id: string;
  number: string;
  status: string;
  paymentStatus: t.Order['paymentStatus'];
  paymentMethod: string;
  /** paid less refunds, and what is still owed (docs/requirements.md, "Balance due") */
  amountPaid: string;
  balanceDue: string;
  createdAt: string;
  email: string;
  billing: t.AddressInfo;
  shipping: t.AddressInfo;
  /** English type and area, and in the order's language when it has them (customerDelivery) */
  delivery: { type: string; area: string; localType: string | null; localArea: string | null; cost: string };
  subtotal: string;
  couponCode: string | null;
  discountTotal: string;
  shippingCost: string;
  taxLines: { name: string; rate: number; amount: string }[];
  taxTotal: string;
  total: string;
  currency: string;
  items: {
    id: string;
    /** the product and variant bought (null: deleted since), for buying more of the same */
    productId: string | null;
    variantId: string | null;
    unit: string;
    unitValue: string;
    name: string;
    /** the name in the order's language when it was placed in another (docs/requirements.md, "Content in four languages") */
    localName: string | null;
    slug: string;
    image: string | null;
    colorName: string | null;
    attributeName: string | null;
    /** the colour and attribute value in the order's language when it has them (customerVariant) */
    localColorName: string | null;
    localAttributeName: string | null;
    unitPrice: string;
    quantity: number;
    lineTotal: string;
    /** a free sample (docs/requirements.md, "Free samples") */
    sample: boolean;
    /** the installation of the order's boxes (docs/requirements.md, "Installation estimate"), and the sq ft it covers */
    installation: boolean;
    installedSqFt: number | null;
    /** the dye lots the line's boxes came from (docs/requirements.md, "Locations and lots"); several: mixed lots */
    lots: LotOfLine[];
  }[];
  history: { status: string; createdAt: string }[];
  /** an unpaid online order is kept until then (ISO), null otherwise */
  reserveUntil: string | null;
  /** the gateway's reference of the latest online payment (transaction, else session/order/tran id) */
  paymentReference: string | null;
  /** the parcels the order left in, first first: lines, carrier, tracking number and tracking page */
  shipments: ShipmentView[];
  /** collected at the showroom (docs/requirements.md, "Showroom pickup"), and since when it is ready (ISO) */
  pickup: boolean;
  readyForPickupAt: string | null;
  /** the language the order was placed in (its e-mails are written in it); null: placed before it was kept */
  locale: string | null;
}

async function detail(db: DbOrTx, where: ReturnType<typeof and>): Promise<OrderDetailDto | null> {
  const [o] = await db.select().from(t.orders).where(where);
  if (!o) return null;
  const [items, history, [payment], balances, shipments] = await Promise.all([
    db.select().from(t.orderItems).where(eq(t.orderItems.orderId, o.id)),
    db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, o.id)).orderBy(asc(t.orderStatusHistory.createdAt)),
    db
      .select({ reference: t.payments.reference, raw: t.payments.raw })
      .from(t.payments)
      .where(and(eq(t.payments.orderId, o.id), isNotNull(t.payments.reference)))
      .orderBy(desc(t.payments.createdAt))
      .limit(1),
    orderBalances(db, [o]),
    readShipments(db, [o.id]),
  ]);
  const lots = (await orderLots(db, [o.id])).get(o.id);
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    paymentStatus: o.paymentStatus,
    paymentMethod: o.paymentMethod,
    amountPaid: balances.get(o.id)!.paid,
    balanceDue: balances.get(o.id)!.due,
    createdAt: o.createdAt.toISOString(),
    email: o.email,
    billing: o.billing,
    shipping: o.shipping,
    delivery: {
      type: o.deliveryType,
      area: o.deliveryArea,
      localType: o.localDeliveryType,
      localArea: o.localDeliveryArea,
      cost: o.shippingCost,
    },
    subtotal: o.subtotal,
    couponCode: o.couponCode,
    discountTotal: o.discountTotal,
    shippingCost: o.shippingCost,
    taxLines: o.taxLines,
    taxTotal: o.taxTotal,
    total: o.total,
    currency: o.currency,
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      variantId: i.variantId,
      unit: i.unit,
      unitValue: i.unitValue,
      name: i.name,
      localName: i.localName,
      slug: i.slug,
      image: i.image,
      colorName: i.colorName,
      attributeName: i.attributeName,
      localColorName: i.localColorName,
      localAttributeName: i.localAttributeName,
      unitPrice: i.unitPrice,
      quantity: i.quantity,
      lineTotal: i.lineTotal,
      sample: i.sample,
      installation: i.installation,
      installedSqFt: i.installation ? installationArea(i.quantity, Number(i.unitValue)) : null,
      // the customer is told the lots, not the shop's locations
      lots:
        i.sample || i.installation
          ? []
          : distinctLots(lots?.get(lotLineKey(i.productId, i.variantId)) ?? []).map(({ code, shade, caliber }) => ({
              code,
              shade,
              caliber,
            })),
    })),
    // status moves only: edits and tracking corrections are for staff (docs/requirements.md, "Shipments")
    history: history.filter((h) => isStatusStep(h.event)).map((h) => ({ status: h.status, createdAt: h.createdAt.toISOString() })),
    reserveUntil: o.reserveUntil?.toISOString() ?? null,
    paymentReference: payment ? (((payment.raw ?? {}) as { transactionId?: string }).transactionId ?? payment.reference) : null,
    shipments: shipmentViewsOf(shipments, o.id, items, true),
    pickup: o.pickup,
    readyForPickupAt: o.readyForPickupAt?.toISOString() ?? null,
    locale: o.locale,
  };
}

/** Guest order lookup: both the order number and the e-mail must match (no enumeration by number alone). */
export async function findGuestOrder(raw: unknown, db?: DbOrTx): Promise<OrderDetailDto | null> {
  const parsed = orderLookupSchema.safeParse(cleanInput(raw));
  if (!parsed.success) return null;
  db ??= await getDb();
  return detail(db, and(eq(t.orders.number, parsed.data.number), eq(sql`lower(${t.orders.email})`, parsed.data.email)));
}

/** A signed-in customer's own order as the account shows it (visibleTo): another customer's id finds nothing. */
export async function findCustomerOrder(userId: string, orderId: string, db?: DbOrTx): Promise<OrderDetailDto | null> {
  if (!z.string().uuid().safeParse(orderId).success) return null;
  db ??= await getDb();
  return detail(db, and(eq(t.orders.id, orderId), visibleTo(userId)));
}

/** The order named by the confirmation cookie set when it was placed. */
export async function findOrderById(orderId: string, db?: DbOrTx): Promise<OrderDetailDto | null> {
  if (!z.string().uuid().safeParse(orderId).success) return null;
  db ??= await getDb();
  return detail(db, and(eq(t.orders.id, orderId)));
}

import 'server-only';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { installationArea } from '@/domain/cart/installation';
import { isStatusStep } from '@/domain/orders/order-events';
import type { ShipmentView } from '@/domain/orders/shipment';
import { readShipments, shipmentViewsOf } from '@/server/orders/order-shipments';
import { getDb, type DbOrTx } from '@/server/db';
import { orderItems, orders, orderStatusHistory, users, type Order } from '@/server/db/schema';
import { orderBalances } from '@/server/payments/order-payment-status';

export interface AccountOrderDto {
  id: string;
  number: string;
  status: Order['status'];
  paymentStatus: Order['paymentStatus'];
  paymentMethod: Order['paymentMethod'];
  total: string;
  /** paid less refunds, and what is still owed (docs/requirements.md, "Balance due") */
  amountPaid: string;
  balanceDue: string;
  subtotal: string;
  discountTotal: string;
  couponCode: string | null;
  shippingCost: string;
  /** the tax lines charged (GST, PST) */
  taxLines: { name: string; rate: number; amount: string }[];
  currency: string;
  createdAt: string;
  shipping: Order['shipping'];
  items: {
    name: string;
    /** the name, colour and attribute value in the order's language when it has them (customerItemName, customerVariant) */
    localName: string | null;
    localColorName: string | null;
    localAttributeName: string | null;
    slug: string;
    quantity: number;
    unitPrice: string;
    lineTotal: string;
    colorName: string | null;
    attributeName: string | null;
    /** a free sample (docs/requirements.md, "Free samples") */
    sample: boolean;
    /** the installation of the order's boxes and the sq ft it covers (docs/requirements.md, "Installation estimate") */
    installation: boolean;
    installedSqFt: number | null;
  }[];
  history: { status: Order['status']; createdAt: string }[];
  /** the parcels the order left in: lines, carrier, tracking number and tracking page */
  shipments: ShipmentView[];
}

/**
 * Which of the user's orders the account shows: those placed while signed in, and those that joined the record by
 * e-mail (guest checkouts, phone orders) only once the address is verified (docs/requirements.md, "Guest customers").
 */
export const visibleTo = (userId: string): SQL =>
  and(
    eq(orders.userId, userId),
    or(
      eq(orders.linkedByEmail, false),
      sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.emailVerifiedAt} is not null)`,
    ),
  )!;

/** The user's orders, newest first, with their lines and status history. */
export async function listAccountOrders(userId: string, db?: DbOrTx): Promise<AccountOrderDto[]> {
  db ??= await getDb();
  const rows = await db.select().from(orders).where(visibleTo(userId)).orderBy(desc(orders.createdAt)).limit(100);
  if (!rows.length) return [];
  const ids = rows.map((o) => o.id);
  const [items, history, balances, shipments] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, ids)).orderBy(asc(orderStatusHistory.createdAt)),
    orderBalances(db, rows),
    readShipments(db, ids),
  ]);
  return rows.map((o) => ({
    id: o.id,
    number: o.number,
    status: o.status,
    paymentStatus: o.paymentStatus,
    paymentMethod: o.paymentMethod,
    total: o.total,
    amountPaid: balances.get(o.id)!.paid,
    balanceDue: balances.get(o.id)!.due,
    subtotal: o.subtotal,
    discountTotal: o.discountTotal,
    couponCode: o.couponCode,
    shippingCost: o.shippingCost,
    taxLines: o.taxLines ?? [],
    currency: o.currency,
    createdAt: o.createdAt.toISOString(),
    shipping: o.shipping,
    items: items
      .filter((i) => i.orderId === o.id)
      .map((i) => ({
        name: i.name,
        localName: i.localName,
        localColorName: i.localColorName,
        localAttributeName: i.localAttributeName,
        slug: i.slug,
        quantity: i.quantity,
        unitPrice: i.unitPrice,
        lineTotal: i.lineTotal,
        colorName: i.colorName,
        attributeName: i.attributeName,
        sample: i.sample,
        installation: i.installation,
        installedSqFt: i.installation ? installationArea(i.quantity, Number(i.unitValue)) : null,
      })),
    // status moves only: edits and tracking corrections are for staff (docs/requirements.md, "Shipments")
    history: history
      .filter((h) => h.orderId === o.id && isStatusStep(h.event))
      .map((h) => ({ status: h.status, createdAt: h.createdAt.toISOString() })),
    shipments: shipmentViewsOf(
      shipments,
      o.id,
      items.filter((i) => i.orderId === o.id),
      true,
    ),
  }));
}

/** How many orders joined the account by e-mail and wait for the address to be confirmed before the account shows them. */
export async function countUnconfirmedOrders(userId: string, db?: DbOrTx): Promise<number> {
  db ??= await getDb();
  const [u] = await db.select({ verified: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!u || u.verified) return 0;
  const [{ n }] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.linkedByEmail, true)));
  return Number(n);
}

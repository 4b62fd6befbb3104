import 'server-only';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  COUNTED_PAYMENT_STATUSES,
  orderBalance,
  orderPaymentStatus,
  sumPayments,
  type OrderBalance,
  type PaymentSums,
} from '@/domain/payments/balance';
import { AWAITING_PAYMENT, type PaymentStatus } from '@/domain/payments/status';
import type { DbOrTx, Tx } from '@/server/db';
import * as t from '@/server/db/schema';

const NONE: PaymentSums = { received: '0.00', refunded: '0.00' };

/**
 * What each order's counted payments (received, not flagged) add up to, in one query: the sums `orderBalance`
 * reads (docs/requirements.md, "Balance due"). Orders without such a payment get zeros.
 */
export async function paymentSumsByOrder(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, PaymentSums>> {
  const out = new Map<string, PaymentSums>();
  if (!orderIds.length) return out;
  const rows = await db
    .select({
      orderId: t.payments.orderId,
      received: sql<string>`coalesce(sum(${t.payments.amount}), 0)::numeric(12,2)::text`,
      refunded: sql<string>`coalesce(sum(${t.payments.refundedAmount}), 0)::numeric(12,2)::text`,
    })
    .from(t.payments)
    .where(
      and(
        inArray(t.payments.orderId, [...orderIds]),
        eq(t.payments.flagged, false),
        inArray(t.payments.status, [...COUNTED_PAYMENT_STATUSES]),
      ),
    )
    .groupBy(t.payments.orderId);
  for (const r of rows) out.set(r.orderId, { received: r.received, refunded: r.refunded });
  return out;
}

/** The balance of each order given (paid, refunded, due), by order id. */
export async function orderBalances(
  db: DbOrTx,
  orders: readonly { id: string; total: string; paymentStatus: PaymentStatus; status?: string }[],
): Promise<Map<string, OrderBalance>> {
  const sums = await paymentSumsByOrder(
    db,
    orders.map((o) => o.id),
  );
  return new Map(orders.map((o) => [o.id, orderBalance(o, sums.get(o.id) ?? NONE)]));
}

/**
 * After a payment of the order changed (received by hand, refunded at the gateway or by hand): locks the order
 * row and sets its payment status to what all its counted payments give (`orderPaymentStatus`), one rule for
 * every kind of payment. Callers skip it for a flagged payment (not accepted for the order), which never counts.
 */
export async function syncOrderPaymentStatus(tx: Tx, orderId: string): Promise<{ before: PaymentStatus; after: PaymentStatus }> {
  const [order] = await tx
    .select({ total: t.orders.total, paymentStatus: t.orders.paymentStatus })
    .from(t.orders)
    .where(eq(t.orders.id, orderId))
    .for('update');
  const payments = await tx
    .select({
      status: t.payments.status,
      amount: t.payments.amount,
      refundedAmount: t.payments.refundedAmount,
      flagged: t.payments.flagged,
    })
    .from(t.payments)
    .where(eq(t.payments.orderId, orderId));
  const after = orderPaymentStatus(order, sumPayments(payments));
  if (after !== order.paymentStatus)
    await tx.update(t.orders).set({ paymentStatus: after, updatedAt: new Date() }).where(eq(t.orders.id, orderId));
  return { before: order.paymentStatus, after };
}

/**
 * What the orders placed in [from, to) have been paid, in cents, in one aggregate: per order, its counted payments
 * (received, not flagged) less their refunds, and an order marked paid without any counted payment as received in
 * full — `orderBalance`'s *paid* (docs/requirements.md, "Balance due"), summed by the database. Every order placed
 * counts, whatever its status (money kept from a cancelled order was still received). The dashboard home's *Paid*
 * figure and the reports' *Received* share it.
 */
export async function paidCentsBetween(db: DbOrTx, from: Date, to: Date): Promise<number> {
  const received = sql`coalesce(sum(${t.payments.amount}), 0)`;
  const perOrder = db
    .select({
      paid: sql<string>`case when ${received} = 0 and ${t.orders.paymentStatus} not in (${sql.join(
        AWAITING_PAYMENT.map((s) => sql`${s}`),
        sql`, `,
      )}) then ${t.orders.total} else ${received} end - coalesce(sum(${t.payments.refundedAmount}), 0)`.as('paid'),
    })
    .from(t.orders)
    .leftJoin(
      t.payments,
      and(eq(t.payments.orderId, t.orders.id), eq(t.payments.flagged, false), inArray(t.payments.status, [...COUNTED_PAYMENT_STATUSES])),
    )
    .where(and(gte(t.orders.createdAt, from), lt(t.orders.createdAt, to)))
    .groupBy(t.orders.id)
    .as('per_order');
  const [row] = await db.select({ cents: sql<string>`coalesce(round(sum(${perOrder.paid}) * 100), 0)::bigint::text` }).from(perOrder);
  return Number(row?.cents ?? 0);
}

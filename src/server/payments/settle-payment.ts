import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { checkPaidAmount } from '@/domain/payments/amounts';
import type { GatewayOutcome, GatewayRefund } from '@/domain/payments/gateway-responses';
import { AWAITING_PAYMENT, canMovePayment, planRefund, type PaymentStatus } from '@/domain/payments/status';
import { getDb, type DbOrTx, type Tx } from '@/server/db';
import * as t from '@/server/db/schema';
import type { OnlineMethod } from './gateway-config';
import { syncOrderPaymentStatus } from './order-payment-status';

export type SettleResult =
  | { result: 'duplicate' }
  | { result: 'unknownPayment' }
  | { result: 'paid' | 'pending' | 'failed' | 'flagged' | 'ignored' | 'refunded'; orderId: string; orderNumber: string };

export interface GatewayEvent {
  gateway: OnlineMethod;
  /** the gateway's own id of this event/notification (Stripe event id, PayPal capture id, SSLCommerz val_id) */
  eventId: string;
  type: string;
  payload: unknown;
}

/**
 * Records a verified gateway event by its id and applies what it says, in one transaction: the unique
 * (gateway, event_id) index makes a replayed event a no-op ('duplicate'), and if applying fails nothing is
 * recorded, so the gateway's retry is processed again. Call it only after the event was verified.
 */
export async function settlePayment(event: GatewayEvent, outcome: GatewayOutcome, db?: DbOrTx): Promise<SettleResult> {
  return processOnce(event, db, (tx) => apply(tx, event.gateway, outcome));
}

/** The event recorded by its id and `run` applied in the same transaction; a replay answers 'duplicate'. */
async function processOnce(event: GatewayEvent, db: DbOrTx | undefined, run: (tx: Tx) => Promise<SettleResult>): Promise<SettleResult> {
  db ??= await getDb();
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(t.paymentEvents)
      .values({ gateway: event.gateway, eventId: event.eventId, type: event.type, payload: event.payload as object })
      .onConflictDoNothing()
      .returning({ id: t.paymentEvents.id });
    if (!recorded) return { result: 'duplicate' as const };
    const res = await run(tx);
    await tx.update(t.paymentEvents).set({ processedAt: new Date() }).where(eq(t.paymentEvents.id, recorded.id));
    return res;
  });
}

async function apply(tx: Tx, gateway: OnlineMethod, outcome: GatewayOutcome): Promise<SettleResult> {
  if (!outcome.reference) return { result: 'unknownPayment' };
  // only payments we started count: the row was written when the customer was sent to the gateway
  const [payment] = await tx
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.method, gateway), eq(t.payments.reference, outcome.reference)))
    .orderBy(desc(t.payments.createdAt))
    .limit(1)
    .for('update');
  if (!payment) return { result: 'unknownPayment' };
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, payment.orderId)).for('update');
  const ids = { orderId: order.id, orderNumber: order.number };
  const raw = {
    ...((payment.raw as object | null) ?? {}),
    ...(outcome.kind !== 'failed' && outcome.transactionId ? { transactionId: outcome.transactionId } : {}),
  };

  const flag = async (reason: string, status: PaymentStatus = payment.status) => {
    await tx
      .update(t.payments)
      .set({ flagged: true, flagReason: reason, status, raw, updatedAt: new Date() })
      .where(eq(t.payments.id, payment.id));
    await tx.insert(t.notifications).values({
      message: `Payment for order <strong>${order.number}</strong> needs review: ${reason.replace(/[<>&"']/g, '')}`,
      link: `/dashboard/orders/${order.id}`,
    });
    return { result: 'flagged' as const, ...ids };
  };

  // the gateway must name the same order the payment was started for
  if (outcome.orderRef && ![order.id, order.number, payment.reference].includes(outcome.orderRef)) return flag('order reference differs');

  if (outcome.kind === 'failed') {
    if (payment.status === 'paid') return { result: 'ignored', ...ids };
    await tx
      .update(t.payments)
      .set({ status: 'failed', raw: { ...raw, failure: outcome.reason }, updatedAt: new Date() })
      .where(eq(t.payments.id, payment.id));
    if (canMovePayment(order.paymentStatus, 'failed')) await setOrderPayment(tx, order.id, 'failed');
    return { result: 'failed', ...ids };
  }
  if (outcome.kind === 'pending') {
    await tx.update(t.payments).set({ status: 'pending', raw, updatedAt: new Date() }).where(eq(t.payments.id, payment.id));
    if (canMovePayment(order.paymentStatus, 'pending')) await setOrderPayment(tx, order.id, 'pending');
    return { result: 'pending', ...ids };
  }

  if (payment.status === 'paid' || payment.status === 'refunded' || payment.status === 'partially_refunded')
    return { result: 'ignored', ...ids };
  const check = checkPaidAmount({ amount: order.total, currency: order.currency }, { amount: outcome.amount, currency: outcome.currency });
  const paidText = `${outcome.amount} ${outcome.currency}`;
  if (!check.ok) return flag(`${check.reason}: paid ${paidText}, order ${order.total} ${order.currency}`);
  if (outcome.riskNote) return flag(`gateway risk: ${outcome.riskNote}`);
  if (order.status === 'cancelled' || !AWAITING_PAYMENT.includes(order.paymentStatus)) {
    // e.g. paid after the reservation ran out and the stock was released: staff refund or reinstate it
    return flag(`paid ${paidText} while the order is ${order.status} / ${order.paymentStatus}`, 'paid');
  }
  await tx.update(t.payments).set({ status: 'paid', amount: order.total, raw, updatedAt: new Date() }).where(eq(t.payments.id, payment.id));
  await setOrderPayment(tx, order.id, 'paid', { reserveUntil: null });
  await tx
    .insert(t.notifications)
    .values({ message: `Order <strong>${order.number}</strong> paid online: ${paidText}`, link: `/dashboard/orders/${order.id}` });
  return { result: 'paid', ...ids };
}

async function setOrderPayment(tx: Tx, orderId: string, status: PaymentStatus, extra: { reserveUntil?: null } = {}) {
  await tx
    .update(t.orders)
    .set({ paymentStatus: status, ...extra, updatedAt: sql`now()` })
    .where(eq(t.orders.id, orderId));
}

interface PaymentRaw {
  transactionId?: string;
  refunds?: { id: string; amount: string; at: string; atGateway?: boolean }[];
}

/**
 * A verified refund event from a gateway (PayPal's PAYMENT.CAPTURE.REFUNDED): recorded once by its id like any
 * event. A refund the shop made itself (its id is on the payment already, written by order.refundPayment under
 * the same row lock) changes nothing; one made in the gateway's own dashboard is added to the payment, and the
 * order's payment status follows its payments (`syncOrderPaymentStatus`) unless the payment was flagged. A refund the payment cannot hold (another
 * currency, more than is left) is flagged for staff instead.
 */
export async function recordGatewayRefund(event: GatewayEvent, refund: GatewayRefund, db?: DbOrTx): Promise<SettleResult> {
  return processOnce(event, db, async (tx) => {
    const [payment] = await tx
      .select()
      .from(t.payments)
      .where(and(eq(t.payments.method, event.gateway), sql`${t.payments.raw}->>'transactionId' = ${refund.transactionId}`))
      .orderBy(desc(t.payments.createdAt))
      .limit(1)
      .for('update');
    if (!payment) return { result: 'unknownPayment' as const };
    const [order] = await tx
      .select({ id: t.orders.id, number: t.orders.number, paymentStatus: t.orders.paymentStatus })
      .from(t.orders)
      .where(eq(t.orders.id, payment.orderId));
    const ids = { orderId: order.id, orderNumber: order.number };
    const raw = (payment.raw ?? {}) as PaymentRaw;
    if (raw.refunds?.some((r) => r.id === refund.refundId)) return { result: 'ignored' as const, ...ids };

    const text = `${refund.amount} ${refund.currency}`;
    const plan =
      refund.currency === payment.currency.toUpperCase()
        ? planRefund(payment.status, payment.amount, payment.refundedAmount, refund.amount)
        : null;
    if (!plan?.ok) {
      const reason = `refunded ${text} at the gateway, which the payment cannot hold (${plan ? plan.reason : 'currency differs'})`;
      await tx.update(t.payments).set({ flagged: true, flagReason: reason, updatedAt: new Date() }).where(eq(t.payments.id, payment.id));
      await tx.insert(t.notifications).values({
        message: `Payment for order <strong>${order.number}</strong> needs review: ${reason.replace(/[<>&"']/g, '')}`,
        link: `/dashboard/orders/${order.id}`,
      });
      return { result: 'flagged' as const, ...ids };
    }
    const refunds = [...(raw.refunds ?? []), { id: refund.refundId, amount: plan.amount, at: new Date().toISOString(), atGateway: true }];
    await tx
      .update(t.payments)
      .set({ status: plan.status, refundedAmount: plan.refundedAfter, raw: { ...raw, refunds }, updatedAt: new Date() })
      .where(eq(t.payments.id, payment.id));
    if (!payment.flagged) await syncOrderPaymentStatus(tx, order.id);
    await tx.insert(t.notifications).values({
      message: `Order <strong>${order.number}</strong>: ${text} refunded at the gateway`,
      link: `/dashboard/orders/${order.id}`,
    });
    return { result: 'refunded' as const, ...ids };
  });
}

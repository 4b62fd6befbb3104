import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { notifyCustomerField } from '@/domain/orders/customer-update';
import { checkReceivedOn, planPayment, sumPayments } from '@/domain/payments/balance';
import { shopDay } from '@/lib/shop-zone';
import { planRefund } from '@/domain/payments/status';
import { ActionError, defineAction } from '@/server/action';
import * as t from '@/server/db/schema';
import { sendRefundMail } from '@/server/orders/send-order-update';
import { syncOrderPaymentStatus } from '@/server/payments/order-payment-status';

/** A decimal amount in dollars and cents; empty means "all of it" (the balance due, or what is left to refund). */
const amountField = z
  .string()
  .trim()
  .regex(/^(\d{1,10}(\.\d{1,2})?)?$/, 'invalidAmount')
  .optional()
  .default('');

/** The dialog's random key: sending the same form twice records it once. */
const requestKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'invalid')
  .optional();

export const recordPaymentSchema = z.object({
  orderId: z.uuid(),
  amount: amountField,
  /** yyyy-mm-dd in the shop's zone; empty: today */
  receivedOn: z.string().trim().max(10, 'invalidDate').optional().default(''),
  note: z.string().trim().max(200, 'tooLong').optional().default(''),
  key: requestKey,
});

export const recordRefundSchema = z.object({
  paymentId: z.uuid(),
  amount: amountField,
  reason: z.string().trim().min(1, 'required').max(500, 'tooLong'),
  key: requestKey,
  /** the customer is mailed the refund unless staff untick it */
  notify: notifyCustomerField,
});

/** A refund entry of `payments.raw.refunds`; `by` and `reason` are the staff member's (hand-recorded and dashboard refunds). */
export interface RefundEntry {
  id: string;
  amount: string;
  at: string;
  atGateway?: boolean;
  by?: string;
  reason?: string;
}

/**
 * Records money received by hand for an order with a balance due (cash on delivery, or any unpaid or pending
 * order): a `payments` row marked manual, paid, with the day received, the staff member and their note. The order
 * row is locked first, so two staff recording at once are checked one after the other against the balance, and
 * the form's key makes a repeated submission answer the payment already recorded. The order becomes paid when
 * its payments cover the total; a part payment leaves it awaiting payment with the balance due
 * (docs/requirements.md, "Payments recorded by hand").
 */
export const recordPayment = defineAction(
  'order.recordPayment',
  recordPaymentSchema,
  { area: 'order', action: 'edit' },
  async (input, { tx, actor, audit }) => {
    const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, input.orderId)).for('update');
    if (!order) throw new ActionError(404, 'notFound');
    if (input.key) {
      const [again] = await tx.select().from(t.payments).where(eq(t.payments.requestKey, input.key));
      if (again) {
        if (again.orderId !== order.id) throw new ActionError(409, 'conflict');
        return { paymentId: again.id, amount: again.amount, paymentStatus: order.paymentStatus, replayed: true };
      }
    }
    const payments = await tx
      .select({
        status: t.payments.status,
        amount: t.payments.amount,
        refundedAmount: t.payments.refundedAmount,
        flagged: t.payments.flagged,
      })
      .from(t.payments)
      .where(eq(t.payments.orderId, order.id));
    const plan = planPayment(order, sumPayments(payments), input.amount);
    if (!plan.ok)
      throw new ActionError(
        409,
        'paymentRefused',
        { reason: plan.reason, due: plan.due },
        plan.reason === 'invalidAmount' || plan.reason === 'exceedsDue' ? { amount: plan.reason } : undefined,
      );
    const day = checkReceivedOn(input.receivedOn, shopDay(new Date()), shopDay(order.createdAt));
    if (!day.ok) throw new ActionError(400, 'invalid', undefined, { receivedOn: day.reason });

    const [row] = await tx
      .insert(t.payments)
      .values({
        orderId: order.id,
        method: order.paymentMethod,
        status: 'paid',
        amount: plan.amount,
        currency: order.currency,
        manual: true,
        receivedOn: day.day,
        recordedBy: actor.id,
        note: input.note || null,
        requestKey: input.key ?? null,
      })
      .returning({ id: t.payments.id });
    // money taken by hand keeps the order: an online order's reservation no longer runs out
    await tx
      .update(t.orders)
      .set({ paymentStatus: plan.status, reserveUntil: null, updatedAt: new Date() })
      .where(eq(t.orders.id, order.id));
    if (plan.status === 'paid')
      await tx.insert(t.notifications).values({
        message: `Order <strong>${order.number}</strong> marked paid by ${actor.name.replace(/[<>&"']/g, '')}`,
        link: `/dashboard/orders/${order.id}`,
      });
    await audit({
      entity: 'order',
      entityId: order.id,
      before: { paymentStatus: order.paymentStatus },
      after: {
        payment: row.id,
        amount: plan.amount,
        receivedOn: day.day,
        note: input.note || null,
        paymentStatus: plan.status,
        due: plan.dueAfter,
      },
    });
    return { paymentId: row.id, amount: plan.amount, paymentStatus: plan.status, replayed: false };
  },
  { expires: 'nothing' },
);

/**
 * Records money given back by hand for a payment received by hand (never a gateway's: those refund through
 * `order.refundPayment`), in full or in part, with the staff member's reason. The same rule as online refunds
 * (`planRefund`) checks the amount under the payment's row lock; the order's payment status follows its payments.
 */
export const recordRefund = defineAction(
  'order.recordRefund',
  recordRefundSchema,
  { area: 'order', action: 'edit' },
  async (input, { tx, actor, audit }) => {
    const [p] = await tx.select().from(t.payments).where(eq(t.payments.id, input.paymentId)).for('update');
    if (!p) throw new ActionError(404, 'notFound');
    if (!p.manual) throw new ActionError(409, 'refundRefused', { reason: 'online' });
    const raw = (p.raw ?? {}) as { refunds?: RefundEntry[] };
    const key = input.key ?? randomUUID();
    if (raw.refunds?.some((r) => r.id === key))
      return { paymentId: p.id, status: p.status, refundedAmount: p.refundedAmount, orderPaymentStatus: null, replayed: true, mail: null };
    const plan = planRefund(p.status, p.amount, p.refundedAmount, input.amount);
    if (!plan.ok)
      throw new ActionError(409, 'refundRefused', { reason: plan.reason }, plan.reason === 'notPaid' ? undefined : { amount: plan.reason });
    const refunds: RefundEntry[] = [
      ...(raw.refunds ?? []),
      { id: key, amount: plan.amount, at: new Date().toISOString(), by: actor.id, reason: input.reason },
    ];
    await tx
      .update(t.payments)
      .set({ status: plan.status, refundedAmount: plan.refundedAfter, raw: { ...raw, refunds }, updatedAt: new Date() })
      .where(eq(t.payments.id, p.id));
    const order = await syncOrderPaymentStatus(tx, p.orderId);
    await audit({
      entity: 'order',
      entityId: p.orderId,
      before: { payment: p.id, status: p.status, refunded: p.refundedAmount, paymentStatus: order.before },
      after: {
        payment: p.id,
        status: plan.status,
        refunded: plan.refundedAfter,
        amount: plan.amount,
        reason: input.reason,
        paymentStatus: order.after,
      },
    });
    return {
      paymentId: p.id,
      status: plan.status,
      refundedAmount: plan.refundedAfter,
      orderPaymentStatus: order.after,
      replayed: false,
      // what the customer is told, after the commit
      mail: input.notify ? { orderId: p.orderId, amount: plan.amount } : null,
    };
  },
  // the customer's mail goes after the commit, so a mail failure never undoes the refund
  { after: sendRefundMail(false) },
);

export const orderPaymentActions = { recordPayment, recordRefund };

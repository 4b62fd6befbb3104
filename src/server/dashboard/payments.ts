import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { notifyCustomerField } from '@/domain/orders/customer-update';
import { planRefund } from '@/domain/payments/status';
import { ActionError, defineAction } from '@/server/action';
import * as t from '@/server/db/schema';
import { sendRefundMail } from '@/server/orders/send-order-update';
import { getGatewayConfig } from '@/server/payments/gateway-config';
import { configuredGateway } from '@/server/payments/gateways';
import { syncOrderPaymentStatus } from '@/server/payments/order-payment-status';
import type { RefundEntry } from './orders/order-payments';

/** Refund form: an empty amount refunds everything not yet refunded. */
export const refundPaymentSchema = z.object({
  paymentId: z.uuid(),
  amount: z
    .string()
    .trim()
    .regex(/^(\d{1,10}(\.\d{1,2})?)?$/, 'invalidAmount')
    .optional()
    .default(''),
  /** the customer is mailed the refund unless staff untick it */
  notify: notifyCustomerField,
});

interface PaymentRaw {
  transactionId?: string;
  refunds?: RefundEntry[];
}

/**
 * Refunds an online payment, fully or in part, through its gateway (Stripe refund of the payment intent,
 * PayPal refund of the capture, SSLCommerz refund of the bank transaction). The payment row is locked while the
 * gateway is asked, so two staff members cannot refund the same money twice; the idempotency key names the
 * refunded total after this refund, so a retried request is the same refund at the gateway.
 * The order's payment status follows its payments (`syncOrderPaymentStatus`), unless the payment was flagged (not
 * accepted for the order).
 * A payment received by hand is refunded with `order.recordRefund` instead.
 */
export const refundPayment = defineAction(
  'order.refundPayment',
  refundPaymentSchema,
  { area: 'order', action: 'edit' },
  async (input, { tx, actor, audit }) => {
    const [p] = await tx.select().from(t.payments).where(eq(t.payments.id, input.paymentId)).for('update');
    if (!p || p.method === 'cod' || p.manual) throw new ActionError(404, 'notFound');
    const plan = planRefund(p.status, p.amount, p.refundedAmount, input.amount);
    if (!plan.ok)
      throw new ActionError(409, 'refundRefused', { reason: plan.reason }, plan.reason === 'notPaid' ? undefined : { amount: 'invalid' });
    const raw = (p.raw ?? {}) as PaymentRaw;
    if (!raw.transactionId) throw new ActionError(409, 'refundRefused', { reason: 'noTransaction' });
    const config = await getGatewayConfig(tx);
    const key = `refund-${p.id}-${plan.refundedAfter}`;
    let refundId: string;
    try {
      const gateway = configuredGateway(p.method, config);
      if (!gateway) throw new Error(`${p.method} unavailable`);
      refundId = await gateway.refund({ transactionId: raw.transactionId, amount: plan.amount, currency: p.currency, key });
    } catch (err) {
      console.error(`[payments] refund of payment ${p.id} failed`, err);
      throw new ActionError(409, 'refundRefused', { reason: 'gateway' });
    }
    const refunds = [...(raw.refunds ?? []), { id: refundId, amount: plan.amount, at: new Date().toISOString(), by: actor.id }];
    await tx
      .update(t.payments)
      .set({ status: plan.status, refundedAmount: plan.refundedAfter, raw: { ...raw, refunds }, updatedAt: new Date() })
      .where(eq(t.payments.id, p.id));
    if (!p.flagged) await syncOrderPaymentStatus(tx, p.orderId);
    await audit({
      entity: 'order',
      entityId: p.orderId,
      before: { payment: p.id, status: p.status, refunded: p.refundedAmount },
      after: { payment: p.id, status: plan.status, refunded: plan.refundedAfter, refund: refundId, amount: plan.amount },
    });
    return {
      paymentId: p.id,
      status: plan.status,
      refundedAmount: plan.refundedAfter,
      // what the customer is told, after the commit
      mail: input.notify ? { orderId: p.orderId, amount: plan.amount } : null,
    };
  },
  // the customer's mail goes after the commit, so a mail failure never undoes the refund
  { after: sendRefundMail(true) },
);

export const paymentActions = { refundPayment };

import 'server-only';
import { and, eq } from 'drizzle-orm';
import { paypalEventId, readPaypalCapture } from '@/domain/payments/gateway-responses';
import { AWAITING_PAYMENT } from '@/domain/payments/status';
import { getDb, type DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { getGatewayConfig, type GatewayConfig } from '../gateway-config';
import { capturePaypalOrder } from './client';
import { settlePayment, type SettleResult } from '../settle-payment';

export type CaptureResult = { orderId: string | null; result: SettleResult['result'] | 'invalid' | 'gatewayError' };

/**
 * The buyer came back from PayPal (GET /api/payments/paypal/return?token=<PayPal order id>). Nothing the browser
 * sends is trusted: the server captures the PayPal order it created itself and reads the capture's status,
 * amount and currency from PayPal's answer. A reload finds the capture already recorded ('duplicate').
 */
export async function capturePaypalPayment(token: unknown, db?: DbOrTx, config?: GatewayConfig): Promise<CaptureResult> {
  db ??= await getDb();
  if (typeof token !== 'string' || !/^[A-Z0-9]{5,40}$/.test(token)) return { orderId: null, result: 'invalid' };
  const [payment] = await db
    .select({ orderId: t.payments.orderId })
    .from(t.payments)
    .where(and(eq(t.payments.method, 'paypal'), eq(t.payments.reference, token)));
  if (!payment) return { orderId: null, result: 'unknownPayment' };
  // capture only for an order still waiting for this payment: an order released meanwhile is not charged at all
  const [order] = await db
    .select({ status: t.orders.status, paymentStatus: t.orders.paymentStatus })
    .from(t.orders)
    .where(eq(t.orders.id, payment.orderId));
  if (order.status !== 'pending' || !AWAITING_PAYMENT.includes(order.paymentStatus)) return { orderId: payment.orderId, result: 'ignored' };
  config ??= await getGatewayConfig(db);
  if (!config.paypal) return { orderId: payment.orderId, result: 'gatewayError' };
  let body: unknown;
  try {
    body = await capturePaypalOrder(config.paypal, token);
  } catch (err) {
    console.error(`[payments] PayPal capture of ${token} failed`, err);
    return { orderId: payment.orderId, result: 'gatewayError' };
  }
  const outcome = readPaypalCapture(body);
  // the same id as the capture's webhook (paypal/webhook.ts): whichever arrives first is processed
  const eventId = paypalEventId(outcome, token);
  const res = await settlePayment({ gateway: 'paypal', eventId, type: 'capture', payload: body }, outcome, db);
  return { orderId: payment.orderId, result: res.result };
}

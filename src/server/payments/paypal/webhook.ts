import 'server-only';
import { paypalEventId, paypalWebhookEvent, readPaypalCaptureEvent, readPaypalRefund } from '@/domain/payments/gateway-responses';
import { getDb, type DbOrTx } from '@/server/db';
import { getGatewayConfig, type GatewayConfig } from '../gateway-config';
import { verifyPaypalWebhook, type PaypalTransmission } from './client';
import { recordGatewayRefund, settlePayment, type SettleResult } from '../settle-payment';

/** Capture events that change an order's payment; PAYMENT.CAPTURE.REFUNDED is read as a refund. */
const CAPTURE_EVENTS = new Set([
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.DECLINED',
]);

export interface PaypalWebhookAnswer {
  status: 200 | 400 | 503;
  body: { received: boolean; result?: SettleResult['result'] | 'ignored'; error?: string };
}

/**
 * POST /api/payments/paypal/webhook. Nothing is read or written before PayPal confirms the delivery through its
 * verify-webhook-signature API against our webhook id (PAYPAL_WEBHOOK_ID): a refused one answers 400, and if
 * PayPal cannot be asked the answer is 503 so that PayPal delivers it again. PayPal delivers at least once; the
 * capture is recorded under the same id as on the return page (paypalEventId), a refund under its refund id, so
 * each is processed once whichever way it arrives first.
 */
export async function handlePaypalWebhook(
  rawBody: string,
  headers: Headers,
  db?: DbOrTx,
  config?: GatewayConfig,
): Promise<PaypalWebhookAnswer> {
  db ??= await getDb();
  config ??= await getGatewayConfig(db);
  const paypal = config.paypal;
  if (!paypal?.webhookId) return { status: 503, body: { received: false, error: 'paypal webhooks are not configured' } };

  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { status: 400, body: { received: false, error: 'invalid body' } };
  }
  const event = paypalWebhookEvent.safeParse(json);
  const h = (name: string) => headers.get(`paypal-${name}`)?.trim() ?? '';
  const transmission: PaypalTransmission = {
    authAlgo: h('auth-algo'),
    certUrl: h('cert-url'),
    transmissionId: h('transmission-id'),
    transmissionSig: h('transmission-sig'),
    transmissionTime: h('transmission-time'),
  };
  if (!event.success || Object.values(transmission).some((v) => !v || v.length > 2048))
    return { status: 400, body: { received: false, error: 'invalid signature' } };

  let verified: boolean;
  try {
    verified = await verifyPaypalWebhook({ ...paypal, webhookId: paypal.webhookId }, transmission, rawBody);
  } catch (err) {
    console.error('[payments] PayPal webhook verification could not be done', err);
    return { status: 503, body: { received: false, error: 'verification unavailable' } };
  }
  if (!verified) return { status: 400, body: { received: false, error: 'invalid signature' } };

  const { id, event_type: type, resource } = event.data;
  if (CAPTURE_EVENTS.has(type)) {
    const outcome = readPaypalCaptureEvent(resource);
    const res = await settlePayment({ gateway: 'paypal', eventId: paypalEventId(outcome, id), type, payload: resource }, outcome, db);
    if (res.result === 'unknownPayment') console.warn(`[payments] PayPal event ${id} names no payment of this shop`);
    return { status: 200, body: { received: true, result: res.result } };
  }
  if (type === 'PAYMENT.CAPTURE.REFUNDED') {
    const refund = readPaypalRefund(resource);
    if (!refund) return { status: 200, body: { received: true, result: 'ignored' } };
    const res = await recordGatewayRefund({ gateway: 'paypal', eventId: `refund:${refund.refundId}`, type, payload: resource }, refund, db);
    if (res.result === 'unknownPayment') console.warn(`[payments] PayPal refund ${refund.refundId} names no payment of this shop`);
    return { status: 200, body: { received: true, result: res.result } };
  }
  return { status: 200, body: { received: true, result: 'ignored' } };
}

import 'server-only';
import { readStripeSession, type GatewayOutcome } from '@/domain/payments/gateway-responses';
import { getDb, type DbOrTx } from '@/server/db';
import { getGatewayConfig, type GatewayConfig } from '../gateway-config';
import { settlePayment, type SettleResult } from '../settle-payment';
import { verifyStripeEvent } from './client';

/** Checkout Session events that change an order's payment; everything else is acknowledged and ignored. */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export interface WebhookAnswer {
  status: 200 | 400 | 503;
  body: { received: boolean; result?: SettleResult['result'] | 'ignored'; error?: string };
}

/**
 * POST /api/payments/stripe/webhook. The signature (Stripe-Signature, STRIPE_WEBHOOK_SECRET) is verified on
 * the raw body before anything is read or written: a bad one answers 400 and changes nothing. Stripe delivers
 * at least once; settlePayment() records the event id so a redelivery is processed once.
 */
export async function handleStripeWebhook(
  rawBody: string,
  signature: string | null,
  db?: DbOrTx,
  config?: GatewayConfig,
): Promise<WebhookAnswer> {
  db ??= await getDb();
  config ??= await getGatewayConfig(db);
  if (!config.stripe) return { status: 503, body: { received: false, error: 'stripe is not configured' } };
  let event;
  try {
    if (!signature) throw new Error('no signature');
    event = verifyStripeEvent(config.stripe, rawBody, signature);
  } catch {
    return { status: 400, body: { received: false, error: 'invalid signature' } };
  }
  if (!SESSION_EVENTS.has(event.type)) return { status: 200, body: { received: true, result: 'ignored' } };
  const session = event.data.object;
  let outcome: GatewayOutcome = readStripeSession(session);
  if (event.type === 'checkout.session.async_payment_failed' && outcome.kind !== 'failed') {
    outcome = { kind: 'failed', orderRef: outcome.orderRef, reference: outcome.reference, reason: 'async_payment_failed' };
  }
  const res = await settlePayment({ gateway: 'stripe', eventId: event.id, type: event.type, payload: session }, outcome, db);
  if (res.result === 'unknownPayment') console.warn(`[payments] stripe event ${event.id} names no payment of this shop`);
  return { status: 200, body: { received: true, result: res.result } };
}

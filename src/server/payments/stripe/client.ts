import 'server-only';
import Stripe from 'stripe';
import type { GatewayMode } from '../gateway';

/** The gateway's credentials (stripe/gateway.ts reads them), server-only. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** from the key: sk_test_… is the sandbox */
  mode: GatewayMode;
  /** stand-in server for tests; unset: api.stripe.com */
  apiBase?: string;
}

/** The official SDK, pointed at `apiBase` when one is set (a stand-in server in tests). */
export function stripeClient(cfg: Pick<StripeConfig, 'secretKey' | 'apiBase'>): Stripe {
  const base = cfg.apiBase ? new URL(cfg.apiBase) : null;
  return new Stripe(cfg.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export interface HostedCheckoutOrder {
  id: string;
  number: string;
  email: string;
  /** minor units of `currency` */
  amountMinor: number;
  currency: string;
  /** Stripe sessions live 30 minutes to 24 hours */
  expiresAt: Date;
}

/**
 * A Checkout Session for the order's own total (one line: the order), so the amount comes from the server
 * and card data stays on Stripe's page. The payment row id is the idempotency key: a retried call returns the
 * same session.
 */
export async function createStripeCheckoutSession(
  cfg: StripeConfig,
  order: HostedCheckoutOrder,
  urls: { success: string; cancel: string },
  idempotencyKey: string,
): Promise<{ id: string; url: string; paymentIntent: string | null; expiresAt: Date }> {
  const now = Date.now();
  const expires = Math.min(Math.max(order.expiresAt.getTime(), now + 31 * 60_000), now + 24 * 3600_000);
  const session = await stripeClient(cfg).checkout.sessions.create(
    {
      mode: 'payment',
      client_reference_id: order.id,
      customer_email: order.email,
      metadata: { orderId: order.id, orderNumber: order.number },
      payment_intent_data: { metadata: { orderId: order.id, orderNumber: order.number } },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: order.amountMinor,
            product_data: { name: `Order ${order.number}` },
          },
        },
      ],
      success_url: urls.success,
      cancel_url: urls.cancel,
      expires_at: Math.floor(expires / 1000),
    },
    { idempotencyKey },
  );
  if (!session.url) throw new Error('Stripe returned a session without a URL');
  const pi = session.payment_intent;
  return {
    id: session.id,
    url: session.url,
    paymentIntent: typeof pi === 'string' ? pi : (pi?.id ?? null),
    expiresAt: new Date(Math.floor(expires / 1000) * 1000),
  };
}

/** Refunds part or all of a payment intent; the key makes a retried refund the same refund. */
export async function refundStripePayment(
  cfg: StripeConfig,
  paymentIntent: string,
  amountMinor: number,
  idempotencyKey: string,
): Promise<{ id: string; status: string | null }> {
  const refund = await stripeClient(cfg).refunds.create({ payment_intent: paymentIntent, amount: amountMinor }, { idempotencyKey });
  return { id: refund.id, status: refund.status };
}

/** Verifies the Stripe-Signature header against the raw body; throws on a bad or stale signature. */
export function verifyStripeEvent(
  cfg: Pick<StripeConfig, 'secretKey' | 'webhookSecret'>,
  rawBody: string,
  signature: string,
): Stripe.Event {
  return stripeClient({ secretKey: cfg.secretKey }).webhooks.constructEvent(rawBody, signature, cfg.webhookSecret);
}

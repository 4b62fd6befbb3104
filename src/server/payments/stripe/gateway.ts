import 'server-only';
import { toMinorUnits } from '@/domain/payments/amounts';
import { env } from '@/lib/env';
import { confirmationUrl, type PaymentGateway } from '../gateway';
import { createStripeCheckoutSession, refundStripePayment, type StripeConfig } from './client';

/** Stripe Checkout: a hosted session for the order's total, confirmed by the signed webhook (stripe/webhook.ts). */
export const stripeGateway: PaymentGateway<StripeConfig, 'stripe'> = {
  id: 'stripe',
  hosts: ['https://checkout.stripe.com'],
  config(saved) {
    const secretKey = saved.stripe.secretKey || env.STRIPE_SECRET_KEY;
    if (!secretKey || !env.STRIPE_WEBHOOK_SECRET) return null;
    // the key says the mode: sk_test_… is the sandbox
    return {
      secretKey,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      mode: /_live_/.test(secretKey) ? 'live' : 'sandbox',
      apiBase: env.STRIPE_API_BASE,
    };
  },
  async start(config, { order, minor, expiresAt, origin, paymentId }) {
    const s = await createStripeCheckoutSession(
      config,
      { id: order.id, number: order.number, email: order.email, amountMinor: minor, currency: order.currency, expiresAt },
      { success: confirmationUrl(origin, 'return'), cancel: confirmationUrl(origin, 'cancelled') },
      `checkout-${paymentId}`,
    );
    return {
      reference: s.id,
      redirectUrl: s.url,
      extra: s.paymentIntent ? { transactionId: s.paymentIntent } : {},
      payableUntil: s.expiresAt,
    };
  },
  async refund(config, { transactionId, amount, currency, key }) {
    const minor = toMinorUnits(amount, currency);
    if (minor === null) throw new Error(`stripe: ${currency} has no minor units`);
    return (await refundStripePayment(config, transactionId, minor, key)).id;
  },
};

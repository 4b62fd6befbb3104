import 'server-only';
import { toDecimalString } from '@/domain/payments/amounts';
import { env } from '@/lib/env';
import { confirmationUrl, savedOrEnvironment, type PaymentGateway } from '../gateway';
import { createPaypalOrder, refundPaypalCapture, type PaypalConfig } from './client';

const PAYPAL_API = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;

/**
 * PayPal Checkout: an order approved on PayPal's page, captured when the customer comes back (the return route,
 * paypal/capture.ts) or by the verified webhook (paypal/webhook.ts).
 */
export const paypalGateway: PaymentGateway<PaypalConfig, 'paypal'> = {
  id: 'paypal',
  hosts: ['https://www.paypal.com', 'https://www.sandbox.paypal.com'],
  config(saved) {
    const { clientId, secret, mode } = savedOrEnvironment(saved.paypal, {
      clientId: env.PAYPAL_CLIENT_ID,
      secret: env.PAYPAL_CLIENT_SECRET,
      mode: env.PAYPAL_MODE ?? 'sandbox',
    });
    if (!clientId || !secret) return null;
    return { clientId, secret, mode, apiBase: env.PAYPAL_API_BASE ?? PAYPAL_API[mode], webhookId: env.PAYPAL_WEBHOOK_ID };
  },
  async start(config, { order, decimal, origin, paymentId, shopName }) {
    const o = await createPaypalOrder(
      config,
      { id: order.id, number: order.number, amount: decimal, currency: order.currency, brandName: shopName },
      { returnUrl: `${origin}/api/payments/paypal/return`, cancelUrl: confirmationUrl(origin, 'cancelled') },
      `order-${paymentId}`,
    );
    return { reference: o.id, redirectUrl: o.approveUrl };
  },
  async refund(config, { transactionId, amount, currency, key }) {
    const value = toDecimalString(amount, currency);
    if (value === null) throw new Error(`paypal: ${currency} amount not expressible`);
    return (await refundPaypalCapture(config, transactionId, { value, currency }, key)).id;
  },
};

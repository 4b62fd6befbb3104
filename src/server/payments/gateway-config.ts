import 'server-only';
import type { Settings } from '@/domain/settings/settings';
import { offeredPaymentMethods, type OnlineGateway } from '@/domain/settings/settings-problems';
import { env } from '@/lib/env';
import type { DbOrTx } from '@/server/db';
import { getPrivateSettings } from '@/server/settings/private-settings';

export type GatewayMode = 'sandbox' | 'live';
export type OnlineMethod = OnlineGateway;

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** from the key: sk_test_… is the sandbox */
  mode: GatewayMode;
  /** stand-in server for tests; unset: api.stripe.com */
  apiBase?: string;
}
export interface PaypalConfig {
  clientId: string;
  secret: string;
  mode: GatewayMode;
  apiBase: string;
  /** the webhook's id (PAYPAL_WEBHOOK_ID); unset: webhooks are refused and the return page alone captures */
  webhookId?: string;
}
export interface SslCommerzConfig {
  storeId: string;
  storePassword: string;
  mode: GatewayMode;
  apiBase: string;
}

/** Server-only credentials of each gateway, or null when it is not configured. Never send this to the browser. */
export interface GatewayConfig {
  stripe: StripeConfig | null;
  paypal: PaypalConfig | null;
  sslcommerz: SslCommerzConfig | null;
}

export const PAYPAL_API = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;
export const SSLCOMMERZ_API = { sandbox: 'https://sandbox.sslcommerz.com', live: 'https://securepay.sslcommerz.com' } as const;

/** Keys saved in the dashboard win; otherwise the environment's. A gateway needs all of its secrets to count as configured. */
export async function getGatewayConfig(db?: DbOrTx): Promise<GatewayConfig> {
  const p = await getPrivateSettings(db);
  const stripeKey = p.stripe.secretKey || env.STRIPE_SECRET_KEY;
  const paypalSaved = !!(p.paypal.clientId && p.paypal.secret);
  const paypal = paypalSaved
    ? { clientId: p.paypal.clientId, secret: p.paypal.secret, mode: p.paypal.mode }
    : { clientId: env.PAYPAL_CLIENT_ID, secret: env.PAYPAL_CLIENT_SECRET, mode: env.PAYPAL_MODE ?? 'sandbox' };
  const sslSaved = !!(p.sslCommerz.storeId && p.sslCommerz.storePassword);
  const ssl = sslSaved
    ? { storeId: p.sslCommerz.storeId, storePassword: p.sslCommerz.storePassword, mode: p.sslCommerz.mode }
    : { storeId: env.SSLCOMMERZ_STORE_ID, storePassword: env.SSLCOMMERZ_STORE_PASSWORD, mode: env.SSLCOMMERZ_MODE ?? 'sandbox' };
  return {
    stripe:
      stripeKey && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: stripeKey,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            mode: /_live_/.test(stripeKey) ? 'live' : 'sandbox',
            apiBase: env.STRIPE_API_BASE,
          }
        : null,
    paypal:
      paypal.clientId && paypal.secret
        ? {
            clientId: paypal.clientId,
            secret: paypal.secret,
            mode: paypal.mode,
            apiBase: env.PAYPAL_API_BASE ?? PAYPAL_API[paypal.mode],
            webhookId: env.PAYPAL_WEBHOOK_ID,
          }
        : null,
    sslcommerz:
      ssl.storeId && ssl.storePassword
        ? {
            storeId: ssl.storeId,
            storePassword: ssl.storePassword,
            mode: ssl.mode,
            apiBase: env.SSLCOMMERZ_API_BASE ?? SSLCOMMERZ_API[ssl.mode],
          }
        : null,
  };
}

/** Payment methods the checkout offers: switched on in settings and, for online gateways, configured on the server. */
export function availablePaymentMethods(settings: Pick<Settings, 'paymentGateway'>, config: GatewayConfig): ('cod' | OnlineMethod)[] {
  return offeredPaymentMethods({ paymentGateway: settings.paymentGateway, gatewayConfigured: gatewaysConfigured(config) });
}

/** Which online gateways have every credential they need. */
export function gatewaysConfigured(config: GatewayConfig): Record<OnlineMethod, boolean> {
  return { stripe: !!config.stripe, paypal: !!config.paypal, sslcommerz: !!config.sslcommerz };
}

import 'server-only';
import { z } from 'zod';
import type { GatewayMode } from '../gateway';
import { fetchJson, GatewayHttpError } from '../http-json';

/** The gateway's credentials (paypal/gateway.ts reads them), server-only. */
export interface PaypalConfig {
  clientId: string;
  secret: string;
  mode: GatewayMode;
  apiBase: string;
  /** the webhook's id (PAYPAL_WEBHOOK_ID); unset: webhooks are refused and the return page alone captures */
  webhookId?: string;
}

/** PayPal REST (Orders v2), documented at developer.paypal.com/docs/api/orders/v2. */

const tokens = new Map<string, { token: string; until: number }>();

async function accessToken(cfg: PaypalConfig): Promise<string> {
  const key = `${cfg.apiBase}|${cfg.clientId}`;
  const cached = tokens.get(key);
  if (cached && cached.until > Date.now()) return cached.token;
  const body = await fetchJson('paypal', `${cfg.apiBase}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${cfg.clientId}:${cfg.secret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: 'grant_type=client_credentials',
  });
  const parsed = z.object({ access_token: z.string(), expires_in: z.number() }).parse(body);
  tokens.set(key, { token: parsed.access_token, until: Date.now() + Math.max(0, parsed.expires_in - 60) * 1000 });
  return parsed.access_token;
}

/** `payload` is sent as JSON; a string is sent as it is (already JSON). */
async function call(
  cfg: PaypalConfig,
  method: 'GET' | 'POST',
  path: string,
  requestId: string | null,
  payload?: unknown,
): Promise<unknown> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${await accessToken(cfg)}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  // PayPal-Request-Id makes a retried POST return the first result instead of acting twice
  if (requestId) headers['PayPal-Request-Id'] = requestId;
  const body = payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload);
  return fetchJson('paypal', `${cfg.apiBase}${path}`, { method, headers, body });
}

const created = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).default([]),
});

/** Creates a PayPal order for the server's total and answers the page the buyer approves it on. */
export async function createPaypalOrder(
  cfg: PaypalConfig,
  order: { id: string; number: string; amount: string; currency: string; brandName: string },
  urls: { returnUrl: string; cancelUrl: string },
  requestId: string,
): Promise<{ id: string; approveUrl: string }> {
  const body = await call(cfg, 'POST', '/v2/checkout/orders', requestId, {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: order.id,
        custom_id: order.id,
        invoice_id: order.number,
        description: `Order ${order.number}`,
        amount: { currency_code: order.currency.toUpperCase(), value: order.amount },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          brand_name: order.brandName.slice(0, 127),
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
          return_url: urls.returnUrl,
          cancel_url: urls.cancelUrl,
        },
      },
    },
  });
  const res = created.parse(body);
  const approve = res.links.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
  if (!approve) throw new GatewayHttpError('paypal', 200, body);
  return { id: res.id, approveUrl: approve.href };
}

/**
 * Captures an approved PayPal order and answers PayPal's order with its captures. A capture that already
 * happened (422 ORDER_ALREADY_CAPTURED, e.g. a reloaded return page) answers the order as PayPal has it.
 */
export async function capturePaypalOrder(cfg: PaypalConfig, paypalOrderId: string): Promise<unknown> {
  const id = encodeURIComponent(paypalOrderId);
  try {
    return await call(cfg, 'POST', `/v2/checkout/orders/${id}/capture`, `capture-${paypalOrderId}`, {});
  } catch (err) {
    const issue =
      err instanceof GatewayHttpError ? (err.body as { details?: { issue?: string }[] } | null)?.details?.[0]?.issue : undefined;
    if (issue === 'ORDER_ALREADY_CAPTURED') return call(cfg, 'GET', `/v2/checkout/orders/${id}`, null);
    throw err;
  }
}

/** Refunds part or all of a capture. */
export async function refundPaypalCapture(
  cfg: PaypalConfig,
  captureId: string,
  amount: { value: string; currency: string },
  requestId: string,
): Promise<{ id: string; status: string }> {
  const body = await call(cfg, 'POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, requestId, {
    amount: { value: amount.value, currency_code: amount.currency.toUpperCase() },
  });
  return z.object({ id: z.string(), status: z.string() }).parse(body);
}

/** The PAYPAL-* transmission headers of a webhook delivery. */
export interface PaypalTransmission {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

/**
 * Asks PayPal whether a webhook delivery is genuine (POST /v1/notifications/verify-webhook-signature,
 * developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature_post). The event goes back exactly as it was
 * received (`rawEvent`, already checked to be JSON): re-serialising it could change it and fail the check.
 */
export async function verifyPaypalWebhook(
  cfg: PaypalConfig & { webhookId: string },
  h: PaypalTransmission,
  rawEvent: string,
): Promise<boolean> {
  const head = JSON.stringify({
    auth_algo: h.authAlgo,
    cert_url: h.certUrl,
    transmission_id: h.transmissionId,
    transmission_sig: h.transmissionSig,
    transmission_time: h.transmissionTime,
    webhook_id: cfg.webhookId,
  });
  const body = await call(
    cfg,
    'POST',
    '/v1/notifications/verify-webhook-signature',
    null,
    `${head.slice(0, -1)},"webhook_event":${rawEvent}}`,
  );
  return z.object({ verification_status: z.string() }).parse(body).verification_status === 'SUCCESS';
}

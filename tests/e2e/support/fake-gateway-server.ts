/**
 * The payment gateways for the e2e suite, as a process of its own (started by playwright.config.ts beside the
 * shop): tests/support/fake-gateways.ts answers the API calls the shop makes (STRIPE_API_BASE points here), and
 * this file adds a page standing in for Stripe's hosted Checkout. "Pay" does what Stripe does when a customer
 * pays: it sends a signed `checkout.session.completed` event to the shop's webhook and then sends the customer
 * to the session's success_url; "Cancel" sends them to its cancel_url. The test reads what the shop asked of
 * the gateway from GET /__fake/requests.
 *
 * Environment: FAKE_GATEWAY_PORT, STRIPE_WEBHOOK_URL (the shop's /api/payments/stripe/webhook), STRIPE_WEBHOOK_SECRET.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { startFakeGateway, type FakeGateway, type RecordedRequest } from '../../support/fake-gateways';

const port = Number(process.env.FAKE_GATEWAY_PORT);
const webhookUrl = process.env.STRIPE_WEBHOOK_URL;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (!port || !webhookUrl || !webhookSecret) throw new Error('FAKE_GATEWAY_PORT, STRIPE_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET are required');
const origin = `http://127.0.0.1:${port}`;

interface HostedSession {
  id: string;
  orderId: string;
  orderNumber: string;
  email: string;
  amountTotal: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete';
  paymentIntent: string | null;
}
const sessions = new Map<string, HostedSession>();

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

function hostedPage(s: HostedSession): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: s.currency.toUpperCase() }).format(s.amountTotal / 100);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}
button{font:inherit;padding:.6rem 1.2rem;margin-inline-end:.5rem;border-radius:.4rem;border:1px solid #635bff;cursor:pointer}
.pay{background:#635bff;color:#fff}.cancel{background:#fff;color:#635bff}</style></head>
<body><p>Stand-in for Stripe Checkout (test mode)</p>
<h1>Order ${escapeHtml(s.orderNumber)}</h1>
<p data-testid="hosted-amount">${escapeHtml(amount)}</p><p>${escapeHtml(s.email)}</p>
${
  s.status === 'open'
    ? `<form method="post" action="/c/pay/${encodeURIComponent(s.id)}/pay"><button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="/c/pay/${encodeURIComponent(s.id)}/cancel"><button class="cancel" type="submit">Cancel and return</button></form>`
    : '<p>This session is complete.</p>'
}
</body></html>`;
}

/** The event Stripe sends when the customer has paid on the hosted page (snapshot event, API object shapes). */
function completedEvent(s: HostedSession) {
  return {
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: s.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: s.orderId,
        customer_email: s.email,
        metadata: { orderId: s.orderId, orderNumber: s.orderNumber },
        amount_total: s.amountTotal,
        currency: s.currency,
        payment_intent: s.paymentIntent,
        success_url: s.successUrl,
        cancel_url: s.cancelUrl,
      },
    },
  };
}

async function hosted(rec: RecordedRequest, res: ServerResponse, gateway: () => FakeGateway): Promise<boolean> {
  if (rec.path === '/__fake/health') {
    send(res, 200, 'text/plain', 'ok');
    return true;
  }
  if (rec.method === 'GET' && rec.path === '/__fake/requests') {
    // what the shop sent to the gateway APIs (pattern: "POST /v1/refunds"), for the test's assertions
    const pattern = rec.query.get('pattern');
    const list = pattern ? gateway().calls(pattern) : gateway().requests;
    const body = list.map((r) => ({
      method: r.method,
      path: r.path,
      form: Object.fromEntries(r.form),
      json: r.json,
      idempotencyKey: r.headers['idempotency-key'] ?? null,
    }));
    send(res, 200, 'application/json', JSON.stringify(body));
    return true;
  }
  const m = /^\/c\/pay\/([^/]+)(?:\/(pay|cancel))?$/.exec(rec.path);
  if (!m) return false;
  const s = sessions.get(decodeURIComponent(m[1]));
  if (!s) {
    send(res, 404, 'text/plain', 'no such checkout session');
    return true;
  }
  const action = m[2];
  if (!action && rec.method === 'GET') {
    send(res, 200, 'text/html; charset=utf-8', hostedPage(s));
    return true;
  }
  if (rec.method !== 'POST' || s.status !== 'open') {
    send(res, 409, 'text/plain', 'this session is not open');
    return true;
  }
  if (action === 'cancel') {
    send(res, 303, 'text/plain', '', { location: s.cancelUrl });
    return true;
  }
  s.status = 'complete';
  s.paymentIntent = `pi_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
  const payload = JSON.stringify(completedEvent(s));
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret! });
  const answer = await fetch(webhookUrl!, {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  const text = await answer.text();
  if (!answer.ok) {
    // Stripe would retry; the customer still goes back, and the test sees a page that is not the shop's
    s.status = 'open';
    send(res, 502, 'text/plain', `the shop's webhook answered ${answer.status}: ${text}`);
    return true;
  }
  send(res, 303, 'text/plain', '', { location: s.successUrl });
  return true;
}

async function main() {
  let gw: FakeGateway | null = null;
  gw = await startFakeGateway({ port, page: (rec, res) => hosted(rec, res, () => gw!) });
  // Stripe: https://docs.stripe.com/api/checkout/sessions/create, with the hosted page on this server
  gw.answer('POST /v1/checkout/sessions', (req) => {
    const f = req.form;
    const s: HostedSession = {
      id: `cs_test_${randomUUID().replace(/-/g, '')}`,
      orderId: f.get('client_reference_id') ?? '',
      orderNumber: f.get('metadata[orderNumber]') ?? '',
      email: f.get('customer_email') ?? '',
      amountTotal: Number(f.get('line_items[0][price_data][unit_amount]')) * Number(f.get('line_items[0][quantity]') ?? 1),
      currency: f.get('line_items[0][price_data][currency]') ?? '',
      successUrl: f.get('success_url') ?? '',
      cancelUrl: f.get('cancel_url') ?? '',
      status: 'open',
      paymentIntent: null,
    };
    sessions.set(s.id, s);
    return {
      body: {
        id: s.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: s.orderId,
        amount_total: s.amountTotal,
        currency: s.currency,
        expires_at: Number(f.get('expires_at')),
        payment_intent: null,
        url: `${origin}/c/pay/${s.id}`,
      },
    };
  });
  console.log(`[fake-gateway] Stripe API and hosted checkout on ${origin}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

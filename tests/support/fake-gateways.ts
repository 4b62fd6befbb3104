import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One local HTTP server standing in for Stripe, PayPal and SSLCommerz (there is no network in tests). It answers
 * the calls our clients make with the shapes the gateways document, records every request so tests can check
 * what we sent, and lets a test replace any answer (`gateway.answer('POST /v2/checkout/orders/:id/capture', ...)`).
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** raw body */
  body: string;
  /** body parsed as JSON or as a form, whichever it is */
  form: URLSearchParams;
  json: unknown;
}

export type Answer = (req: RecordedRequest, params: Record<string, string>) => { status?: number; body: unknown };

let seq = 0;
const next = (prefix: string) => `${prefix}${String(++seq).padStart(6, '0')}${Date.now().toString(36).toUpperCase()}`;

/**
 * The fake's stand-in for PayPal's webhook signature (PayPal signs with a certificate; only PayPal's API can say
 * whether a delivery is genuine, so a test signs its deliveries with this and the fake's verify call checks it).
 */
export function fakePaypalSignature(webhookId: string, transmissionId: string, transmissionTime: string, event: unknown): string {
  return createHmac('sha256', 'fake-paypal-signing')
    .update(`${transmissionId}|${transmissionTime}|${webhookId}|${JSON.stringify(event)}`)
    .digest('base64');
}

/** Documented default answers. */
const DEFAULTS: Record<string, Answer> = {
  // Stripe: https://docs.stripe.com/api/checkout/sessions/create
  'POST /v1/checkout/sessions': (req) => {
    const id = next('cs_test_');
    return {
      body: {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: req.form.get('client_reference_id'),
        amount_total: Number(req.form.get('line_items[0][price_data][unit_amount]')),
        currency: req.form.get('line_items[0][price_data][currency]'),
        payment_intent: null,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      },
    };
  },
  // https://docs.stripe.com/api/refunds/create
  'POST /v1/refunds': (req) => ({
    body: {
      id: next('re_'),
      object: 'refund',
      status: 'succeeded',
      amount: Number(req.form.get('amount')),
      payment_intent: req.form.get('payment_intent'),
    },
  }),
  // PayPal: https://developer.paypal.com/api/rest/authentication/
  'POST /v1/oauth2/token': () => ({
    body: {
      scope: 'https://uri.paypal.com/services/payments',
      access_token: 'A21AAFakeToken',
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: 32400,
      nonce: 'n',
    },
  }),
  // https://developer.paypal.com/docs/api/orders/v2/#orders_create
  'POST /v2/checkout/orders': () => {
    const id = next('PP');
    return {
      status: 200,
      body: {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        payment_source: { paypal: {} },
        links: [
          { href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
          { href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
        ],
      },
    };
  },
  // https://developer.paypal.com/docs/api/orders/v2/#orders_capture (tests set the captured amount)
  'POST /v2/checkout/orders/:id/capture': (_req, p) => ({
    status: 422,
    body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }], debug_id: p.id },
  }),
  // https://developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature_post
  'POST /v1/notifications/verify-webhook-signature': (req) => {
    const b = (req.json ?? {}) as Record<string, string | undefined> & { webhook_event?: unknown };
    const required = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'] as const;
    if (required.some((k) => typeof b[k] !== 'string' || !b[k]) || typeof b.webhook_event !== 'object') {
      return { status: 400, body: { name: 'VALIDATION_ERROR', message: 'Invalid request - see details', details: [] } };
    }
    const ok = b.transmission_sig === fakePaypalSignature(b.webhook_id!, b.transmission_id!, b.transmission_time!, b.webhook_event);
    return { body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
  },
  // https://developer.paypal.com/docs/api/payments/v2/#captures_refund
  'POST /v2/payments/captures/:id/refund': () => ({ status: 201, body: { id: next('RF'), status: 'COMPLETED' } }),
  // SSLCommerz: https://developer.sslcommerz.com/doc/v4/#initiate-payment
  'POST /gwprocess/v4/api.php': () => {
    const key = next('SK');
    return {
      body: {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey: key,
        gw: {},
        redirectGatewayURL: '',
        GatewayPageURL: `https://sandbox.sslcommerz.com/EasyCheckOut/testcde${key}`,
        storeBanner: '',
        storeLogo: '',
        desc: [],
      },
    };
  },
  // https://developer.sslcommerz.com/doc/v4/#initiate-the-refund
  'GET /validator/api/merchantTransIDvalidationAPI.php': (req) => ({
    body: {
      APIConnect: 'DONE',
      bank_tran_id: req.query.get('bank_tran_id'),
      trans_id: '',
      refund_ref_id: next('RR'),
      status: 'success',
      errorReason: '',
    },
  }),
  // https://developer.sslcommerz.com/doc/v4/#order-validation-api (tests set the transaction)
  'GET /validator/api/validationserverAPI.php': () => ({ body: { status: 'INVALID_TRANSACTION' } }),
};

export interface FakeGateway {
  url: string;
  requests: RecordedRequest[];
  /** requests to one `METHOD /path` pattern */
  calls(pattern: string): RecordedRequest[];
  answer(pattern: string, fn: Answer): void;
  reset(): void;
  close(): Promise<void>;
}

function match(pattern: string, method: string, path: string): Record<string, string> | null {
  const [m, p] = pattern.split(' ');
  if (m !== method) return null;
  const a = p.split('/');
  const b = path.split('/');
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i].startsWith(':')) params[a[i].slice(1)] = decodeURIComponent(b[i]);
    else if (a[i] !== b[i]) return null;
  }
  return params;
}

export interface FakeGatewayOptions {
  /** fixed port (a separate process the app is started against); default: an ephemeral one */
  port?: number;
  /** answers a request itself (pages standing in for the gateways' hosted pages); false: the API answers */
  page?: (req: RecordedRequest, res: ServerResponse) => boolean | Promise<boolean>;
}

export async function startFakeGateway(options: FakeGatewayOptions = {}): Promise<FakeGateway> {
  const requests: RecordedRequest[] = [];
  let answers: Record<string, Answer> = { ...DEFAULTS };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const u = new URL(req.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown = null;
      try {
        json = body ? JSON.parse(body) : null;
      } catch {
        json = null;
      }
      const rec: RecordedRequest = {
        method: req.method ?? 'GET',
        path: u.pathname,
        query: u.searchParams,
        headers: req.headers,
        body,
        form: new URLSearchParams(json ? '' : body),
        json,
      };
      if (options.page) {
        try {
          if (await options.page(rec, res)) return;
        } catch (err) {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(err instanceof Error ? err.message : 'error');
          return;
        }
      }
      requests.push(rec);
      for (const [pattern, fn] of Object.entries(answers)) {
        const params = match(pattern, rec.method, rec.path);
        if (!params) continue;
        const out = fn(rec, params);
        res.writeHead(out.status ?? 200, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        res.end(JSON.stringify(out.body));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `no fake for ${rec.method} ${rec.path}` } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    calls: (pattern) => requests.filter((r) => match(pattern, r.method, r.path)),
    answer: (pattern, fn) => {
      answers = { [pattern]: fn, ...answers };
      answers[pattern] = fn;
    },
    reset: () => {
      requests.length = 0;
      answers = { ...DEFAULTS };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

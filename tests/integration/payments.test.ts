import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import * as t from '@/server/db/schema';
import { createProduct, testAddress } from '../factories';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';
import { fakePaypalSignature, startFakeGateway, type FakeGateway } from '../support/fake-gateways';

/*
 * Online payments against a local stand-in for Stripe, PayPal and SSLCommerz (node:http on an ephemeral port).
 * The server modules are imported after the stand-in is listening, because the gateways' base URLs and the
 * webhook secret come from the environment (src/lib/env.ts reads it once).
 */
vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

const WEBHOOK_SECRET = 'whsec_test_floorshop_payments';
const PAYPAL_WEBHOOK_ID = '8PT597110X687430LKGECATA';
const ORIGIN = 'https://shop.example';
const address = testAddress;

let gateway: FakeGateway;
let m: {
  placeOrder: typeof import('@/server/orders/place-order').placeOrder;
  startOnlinePayment: typeof import('@/server/payments/start-payment').startOnlinePayment;
  capturePaypalPayment: typeof import('@/server/payments/paypal/capture').capturePaypalPayment;
  releaseExpiredOnlineOrders: typeof import('@/server/payments/release-expired-orders').releaseExpiredOnlineOrders;
  webhook: typeof import('@/app/api/payments/stripe/webhook/route').POST;
  paypalWebhook: typeof import('@/app/api/payments/paypal/webhook/route').POST;
  handlePaypalWebhook: typeof import('@/server/payments/paypal/webhook').handlePaypalWebhook;
  getGatewayConfig: typeof import('@/server/payments/gateway-config').getGatewayConfig;
  ipn: typeof import('@/app/api/payments/sslcommerz/ipn/route').POST;
  useDbHandle: typeof import('@/server/db').useDbHandle;
  updateSettingsDocument: typeof import('@/server/settings/private-settings').updateSettingsDocument;
  refundPayment: typeof import('@/server/dashboard/payments').refundPayment;
  createActors: typeof import('../support/actors').createActors;
  actAs: typeof import('../support/mock-auth').actAs;
};

beforeAll(async () => {
  gateway = await startFakeGateway();
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.STRIPE_API_BASE = gateway.url;
  process.env.PAYPAL_API_BASE = gateway.url;
  process.env.SSLCOMMERZ_API_BASE = gateway.url;
  process.env.PAYPAL_WEBHOOK_ID = PAYPAL_WEBHOOK_ID;
  m = {
    placeOrder: (await import('@/server/orders/place-order')).placeOrder,
    startOnlinePayment: (await import('@/server/payments/start-payment')).startOnlinePayment,
    capturePaypalPayment: (await import('@/server/payments/paypal/capture')).capturePaypalPayment,
    releaseExpiredOnlineOrders: (await import('@/server/payments/release-expired-orders')).releaseExpiredOnlineOrders,
    webhook: (await import('@/app/api/payments/stripe/webhook/route')).POST,
    paypalWebhook: (await import('@/app/api/payments/paypal/webhook/route')).POST,
    handlePaypalWebhook: (await import('@/server/payments/paypal/webhook')).handlePaypalWebhook,
    getGatewayConfig: (await import('@/server/payments/gateway-config')).getGatewayConfig,
    ipn: (await import('@/app/api/payments/sslcommerz/ipn/route')).POST,
    useDbHandle: (await import('@/server/db')).useDbHandle,
    updateSettingsDocument: (await import('@/server/settings/private-settings')).updateSettingsDocument,
    refundPayment: (await import('@/server/dashboard/payments')).refundPayment,
    createActors: (await import('../support/actors')).createActors,
    actAs: (await import('../support/mock-auth')).actAs,
  };
});
afterAll(async () => gateway?.close());

/** A Stripe event as Stripe sends it, with a valid Stripe-Signature header for `secret`. */
function signedEvent(
  type: string,
  session: Record<string, unknown>,
  secret = WEBHOOK_SECRET,
  id = `evt_${randomUUID().replace(/-/g, '')}`,
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object: session },
  });
  const signature = new Stripe('sk_test_signing').webhooks.generateTestHeaderString({ payload, secret });
  return { id, payload, signature };
}

/** A PayPal webhook delivery as PayPal sends it, with transmission headers the fake gateway's verify call accepts (unless `sig`). */
function paypalDelivery(eventType: string, resource: Record<string, unknown>, opts: { id?: string; sig?: string } = {}) {
  const event = {
    id: opts.id ?? `WH-${randomUUID().toUpperCase()}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: eventType === 'PAYMENT.CAPTURE.REFUNDED' ? 'refund' : 'capture',
    resource_version: '2.0',
    event_type: eventType,
    summary: `Event ${eventType}`,
    resource,
  };
  const transmissionId = randomUUID();
  const time = new Date().toISOString();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-time': time,
    'paypal-transmission-sig': opts.sig ?? fakePaypalSignature(PAYPAL_WEBHOOK_ID, transmissionId, time, event),
  };
  return { event, payload: JSON.stringify(event), headers };
}

/** Payments v2 capture, as in PAYMENT.CAPTURE.* webhooks (the PayPal order id under supplementary_data). */
const paypalCaptureResource = (paypalOrderId: string, orderId: string, value: string, status = 'COMPLETED', currency = 'USD') => ({
  id: `CAP${paypalOrderId}`,
  status,
  amount: { currency_code: currency, value },
  final_capture: true,
  custom_id: orderId,
  supplementary_data: { related_ids: { order_id: paypalOrderId } },
  create_time: new Date().toISOString(),
  links: [{ href: `https://api.sandbox.paypal.com/v2/payments/captures/CAP${paypalOrderId}`, rel: 'self', method: 'GET' }],
});

/** Payments v2 refund, as in PAYMENT.CAPTURE.REFUNDED (its `up` link names the capture). */
const paypalRefundResource = (refundId: string, captureId: string, value: string, currency = 'USD') => ({
  id: refundId,
  status: 'COMPLETED',
  amount: { currency_code: currency, value },
  create_time: new Date().toISOString(),
  links: [
    { href: `https://api.sandbox.paypal.com/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
    { href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
  ],
});

describe.each(ENGINES)('online payments on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let delivery: string;

  const product = (quantity: number, price = '40.00') => createProduct(db, { label: 'Pay plank', quantity, price });

  /** places an order of `qty` boxes of a fresh product with `stock`, paid with `method` */
  async function order(method: 'stripe' | 'paypal' | 'sslcommerz' | 'cod', qty = 2, stock = 10) {
    const p = await product(stock);
    const res = await m.placeOrder(
      {
        items: [{ productId: p.id, qty }],
        billing: address,
        shipping: address,
        shippingOptionId: delivery,
        paymentMethod: method,
        checkoutKey: randomUUID().replace(/-/g, ''),
      },
      {},
      db,
    );
    if (!res.ok) throw new Error(`order refused: ${res.code}`);
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, res.order.id));
    return { order: o, product: p };
  }

  const orderRow = async (id: string) => (await db.select().from(t.orders).where(eq(t.orders.id, id)))[0];
  const paymentsOf = (id: string) => db.select().from(t.payments).where(eq(t.payments.orderId, id));
  const stockOf = async (id: string) => (await db.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, id)))[0].q;
  const eventsCount = async () => Number((await db.select({ n: count() }).from(t.paymentEvents))[0].n);

  /** a placed Stripe order with its Checkout Session started */
  async function stripeOrder(qty = 2, stock = 10) {
    const placed = await order('stripe', qty, stock);
    const started = await m.startOnlinePayment(placed.order.id, ORIGIN, db);
    expect(started.ok).toBe(true);
    const [payment] = await paymentsOf(placed.order.id);
    const session = {
      id: payment.reference!,
      object: 'checkout.session',
      client_reference_id: placed.order.id,
      metadata: { orderId: placed.order.id },
      status: 'complete',
      payment_status: 'paid',
      amount_total: Math.round(Number(placed.order.total) * 100),
      currency: 'usd',
      payment_intent: `pi_${randomUUID().replace(/-/g, '')}`,
    };
    // the order as it is now (starting a Stripe session may extend its reservation)
    return { product: placed.product, order: await orderRow(placed.order.id), payment, session };
  }

  const post = (payload: string, signature?: string) =>
    m.webhook(
      new Request(`${ORIGIN}/api/payments/stripe/webhook`, {
        method: 'POST',
        body: payload,
        headers: signature ? { 'stripe-signature': signature, 'content-type': 'application/json' } : {},
      }),
    );

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    m.useDbHandle(tdb.handle);
    [{ id: delivery }] = await db
      .select({ id: t.shippingOptions.id })
      .from(t.shippingOptions)
      .where(eq(t.shippingOptions.active, true))
      .limit(1);
    // the gateway payloads below are written in US dollars: the shop of this test sells in them
    await m.updateSettingsDocument(
      db,
      {
        paymentGateway: { cod: true, stripe: true, paypal: true, sslCommerz: true },
        currency: { name: 'USD', symbol: '$', exchangeRate: 1 },
      },
      (p) => ({
        ...p,
        stripe: { publishableKey: 'pk_test_floorshop', secretKey: 'sk_test_floorshop' },
        // one PayPal app per engine: the access token is cached per app, and each run checks how it is fetched
        paypal: { mode: 'sandbox', clientId: `paypal-client-${engine}`, secret: 'paypal-secret' },
        sslCommerz: { mode: 'sandbox', storeId: 'floorshoptest', storePassword: 'floorshoptest@ssl' },
      }),
    );
  });
  afterAll(async () => tdb?.dispose());

  describe('Stripe', () => {
    it('creates a Checkout Session for the server total, with the documented request shape, and reuses it', async () => {
      gateway.reset();
      const { order: o } = await order('stripe');
      expect(o.paymentStatus).toBe('unpaid');
      expect(o.reserveUntil!.getTime() - o.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
      expect(o.reserveUntil!.getTime() - o.createdAt.getTime()).toBeLessThanOrEqual(30 * 60_000 + 5_000);

      const started = await m.startOnlinePayment(o.id, ORIGIN, db);
      expect(started).toMatchObject({ ok: true, redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/) });
      const [call] = gateway.calls('POST /v1/checkout/sessions');
      expect(call.headers.authorization).toBe('Bearer sk_test_floorshop');
      expect(call.headers['idempotency-key']).toMatch(/^checkout-/);
      expect(call.headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
      const f = call.form;
      expect(f.get('mode')).toBe('payment');
      expect(f.get('client_reference_id')).toBe(o.id);
      expect(f.get('metadata[orderId]')).toBe(o.id);
      expect(f.get('line_items[0][quantity]')).toBe('1');
      expect(f.get('line_items[0][price_data][currency]')).toBe('usd');
      expect(f.get('line_items[0][price_data][unit_amount]')).toBe(String(Math.round(Number(o.total) * 100)));
      expect(f.get('success_url')).toBe(`${ORIGIN}/order/confirmation?payment=return`);
      expect(f.get('cancel_url')).toBe(`${ORIGIN}/order/confirmation?payment=cancelled`);
      expect(Number(f.get('expires_at'))).toBeGreaterThan(Date.now() / 1000 + 30 * 60);

      const [payment] = await paymentsOf(o.id);
      expect(payment).toMatchObject({
        method: 'stripe',
        status: 'pending',
        amount: o.total,
        currency: 'USD',
        reference: expect.stringMatching(/^cs_test_/),
      });
      const held = await orderRow(o.id);
      expect(held.paymentStatus).toBe('pending');
      // the stock is held as long as the Stripe session can be paid (Stripe sessions live at least 30 minutes)
      expect(held.reserveUntil!.getTime()).toBe(Number(f.get('expires_at')) * 1000);

      // a second click while the session is open answers the same page without a new session
      expect(await m.startOnlinePayment(o.id, ORIGIN, db)).toEqual(started);
      expect(gateway.calls('POST /v1/checkout/sessions')).toHaveLength(1);
    });

    it('marks the order paid from a verified checkout.session.completed webhook', async () => {
      const { order: o, session, payment } = await stripeOrder();
      const ev = signedEvent('checkout.session.completed', session);
      const res = await post(ev.payload, ev.signature);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, result: 'paid' });
      const after = await orderRow(o.id);
      expect(after).toMatchObject({ paymentStatus: 'paid', status: 'pending', reserveUntil: null });
      const [p] = await paymentsOf(o.id);
      expect(p).toMatchObject({ id: payment.id, status: 'paid', flagged: false });
      expect((p.raw as { transactionId: string }).transactionId).toBe(session.payment_intent);
      const [event] = await db
        .select()
        .from(t.paymentEvents)
        .where(and(eq(t.paymentEvents.gateway, 'stripe'), eq(t.paymentEvents.eventId, ev.id)));
      expect(event).toMatchObject({ type: 'checkout.session.completed', processedAt: expect.any(Date) });
    });

    it('refuses a bad signature with 400 and changes nothing', async () => {
      const { order: o, session } = await stripeOrder();
      const before = { events: await eventsCount(), order: await orderRow(o.id), payments: await paymentsOf(o.id) };
      const wrongSecret = signedEvent('checkout.session.completed', session, 'whsec_someone_else');
      const good = signedEvent('checkout.session.completed', session);
      const tampered = good.payload.replace(`"amount_total":${session.amount_total}`, '"amount_total":1');
      for (const res of [
        await post(wrongSecret.payload, wrongSecret.signature),
        await post(tampered, good.signature),
        await post(good.payload),
        await post(good.payload, 't=1,v1=abc'),
      ]) {
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ received: false });
      }
      expect(await eventsCount()).toBe(before.events);
      expect(await orderRow(o.id)).toEqual(before.order);
      expect(await paymentsOf(o.id)).toEqual(before.payments);
    });

    it('processes the same event once when Stripe delivers it twice, also at the same time', async () => {
      const { order: o, session } = await stripeOrder();
      const ev = signedEvent('checkout.session.completed', session);
      const notes = async () => Number((await db.select({ n: count() }).from(t.notifications))[0].n);
      const notesBefore = await notes();
      const answers = await Promise.all([post(ev.payload, ev.signature), post(ev.payload, ev.signature)]);
      const again = await post(ev.payload, ev.signature);
      const results = [...answers, again].map((r) => r.status);
      expect(results).toEqual([200, 200, 200]);
      const bodies = await Promise.all([...answers, again].map((r) => r.json() as Promise<{ result: string }>));
      expect(bodies.map((b) => b.result).sort()).toEqual(['duplicate', 'duplicate', 'paid']);
      expect(await db.select().from(t.paymentEvents).where(eq(t.paymentEvents.eventId, ev.id))).toHaveLength(1);
      expect((await orderRow(o.id)).paymentStatus).toBe('paid');
      expect(await notes()).toBe(notesBefore + 1);
    });

    it('flags a payment whose amount or currency differs from the order and does not accept it', async () => {
      const a = await stripeOrder();
      const short = signedEvent('checkout.session.completed', { ...a.session, amount_total: a.session.amount_total - 100 });
      expect(await (await post(short.payload, short.signature)).json()).toEqual({ received: true, result: 'flagged' });
      expect((await orderRow(a.order.id)).paymentStatus).toBe('pending');
      const [pa] = await paymentsOf(a.order.id);
      expect(pa).toMatchObject({ flagged: true, status: 'pending', flagReason: expect.stringMatching(/^amountMismatch/) });

      const b = await stripeOrder();
      const cad = signedEvent('checkout.session.completed', { ...b.session, currency: 'cad' });
      expect(await (await post(cad.payload, cad.signature)).json()).toEqual({ received: true, result: 'flagged' });
      expect((await orderRow(b.order.id)).paymentStatus).toBe('pending');
      expect((await paymentsOf(b.order.id))[0]).toMatchObject({ flagged: true, flagReason: expect.stringMatching(/^currencyMismatch/) });

      const staff = await db.select({ message: t.notifications.message }).from(t.notifications);
      expect(staff.some((n) => n.message.includes(a.order.number) && n.message.includes('needs review'))).toBe(true);
    });

    it('marks the payment failed when the session expires or an async payment fails, and paid wins over a late failure', async () => {
      const a = await stripeOrder();
      const expired = signedEvent('checkout.session.expired', { ...a.session, status: 'expired', payment_status: 'unpaid' });
      expect(await (await post(expired.payload, expired.signature)).json()).toEqual({ received: true, result: 'failed' });
      expect((await orderRow(a.order.id)).paymentStatus).toBe('failed');
      expect((await paymentsOf(a.order.id))[0].status).toBe('failed');

      const b = await stripeOrder();
      const paid = signedEvent('checkout.session.completed', b.session);
      await post(paid.payload, paid.signature);
      const lateFail = signedEvent('checkout.session.async_payment_failed', b.session);
      expect(await (await post(lateFail.payload, lateFail.signature)).json()).toEqual({ received: true, result: 'ignored' });
      expect((await orderRow(b.order.id)).paymentStatus).toBe('paid');
    });

    it('ignores a session this shop never started and events of other types', async () => {
      const stranger = signedEvent('checkout.session.completed', {
        id: 'cs_test_not_ours',
        client_reference_id: randomUUID(),
        payment_status: 'paid',
        status: 'complete',
        amount_total: 100,
        currency: 'usd',
      });
      expect(await (await post(stranger.payload, stranger.signature)).json()).toEqual({ received: true, result: 'unknownPayment' });
      const other = signedEvent('customer.created', { id: 'cus_1' });
      expect(await (await post(other.payload, other.signature)).json()).toEqual({ received: true, result: 'ignored' });
    });
  });

  describe('stock release of unpaid online orders', () => {
    it('cancels an unpaid online order after its timeout and puts the stock back, once', async () => {
      const { order: o, product: p } = await stripeOrder(3, 10);
      const cod = await order('cod', 1, 5);
      expect(await stockOf(p.id)).toBe(7);
      const deadline = o.reserveUntil!;
      expect(await m.releaseExpiredOnlineOrders(new Date(deadline.getTime() - 1000), db)).not.toContain(o.number);
      expect(await stockOf(p.id)).toBe(7);

      const released = await m.releaseExpiredOnlineOrders(new Date(deadline.getTime() + 1000), db);
      expect(released).toContain(o.number);
      expect(released).not.toContain(cod.order.number);
      expect(await stockOf(p.id)).toBe(10);
      expect(await orderRow(o.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', reserveUntil: null });
      expect((await paymentsOf(o.id))[0].status).toBe('failed');
      const history = await db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, o.id));
      expect(history.map((h) => h.status)).toEqual(['pending', 'cancelled']);
      // a second run (or a second instance) finds nothing left to release
      expect(await m.releaseExpiredOnlineOrders(new Date(deadline.getTime() + 60_000), db)).not.toContain(o.number);
      expect(await stockOf(p.id)).toBe(10);
      expect((await orderRow(cod.order.id)).status).toBe('pending');
    });

    it('keeps a paid order, and flags a payment that arrives after the release', async () => {
      const paid = await stripeOrder(1, 10);
      const ev = signedEvent('checkout.session.completed', paid.session);
      await post(ev.payload, ev.signature);
      const late = await stripeOrder(1, 10);
      const far = new Date(late.order.reserveUntil!.getTime() + 3600_000);
      const released = await m.releaseExpiredOnlineOrders(far, db);
      expect(released).not.toContain(paid.order.number);
      expect(released).toContain(late.order.number);
      expect(await stockOf(paid.product.id)).toBe(9);

      const lateEv = signedEvent('checkout.session.completed', late.session);
      expect(await (await post(lateEv.payload, lateEv.signature)).json()).toEqual({ received: true, result: 'flagged' });
      expect(await orderRow(late.order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
      expect((await paymentsOf(late.order.id))[0]).toMatchObject({ flagged: true, status: 'paid' });
      expect(await stockOf(late.product.id)).toBe(10);
    });
  });

  describe('PayPal', () => {
    const captured = (paypalId: string, orderId: string, value: string, currency = 'USD', status = 'COMPLETED') => ({
      id: paypalId,
      status: 'COMPLETED',
      payment_source: { paypal: { email_address: 'buyer@example.com' } },
      purchase_units: [
        {
          reference_id: orderId,
          payments: {
            captures: [
              { id: `CAP${paypalId}`, status, custom_id: orderId, amount: { currency_code: currency, value }, final_capture: true },
            ],
          },
        },
      ],
    });

    it('creates an Orders v2 order from the server and captures it on the server when the buyer returns', async () => {
      gateway.reset();
      const { order: o } = await order('paypal');
      const started = await m.startOnlinePayment(o.id, ORIGIN, db);
      expect(started).toMatchObject({
        ok: true,
        redirectUrl: expect.stringMatching(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=PP/),
      });
      const [tokenCall] = gateway.calls('POST /v1/oauth2/token');
      expect(tokenCall.headers.authorization).toBe(`Basic ${Buffer.from(`paypal-client-${engine}:paypal-secret`).toString('base64')}`);
      expect(tokenCall.form.get('grant_type')).toBe('client_credentials');
      const [create] = gateway.calls('POST /v2/checkout/orders');
      expect(create.headers.authorization).toBe('Bearer A21AAFakeToken');
      expect(create.headers['paypal-request-id']).toMatch(/^order-/);
      expect(create.json).toMatchObject({
        intent: 'CAPTURE',
        purchase_units: [{ reference_id: o.id, custom_id: o.id, invoice_id: o.number, amount: { currency_code: 'USD', value: o.total } }],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: `${ORIGIN}/api/payments/paypal/return`,
              cancel_url: `${ORIGIN}/order/confirmation?payment=cancelled`,
            },
          },
        },
      });
      const [payment] = await paymentsOf(o.id);
      const token = payment.reference!;

      gateway.answer('POST /v2/checkout/orders/:id/capture', (_req, p) => ({ status: 201, body: captured(p.id, o.id, o.total) }));
      expect(await m.capturePaypalPayment(token, db)).toEqual({ orderId: o.id, result: 'paid' });
      const [capture] = gateway.calls('POST /v2/checkout/orders/:id/capture');
      expect(capture.path).toBe(`/v2/checkout/orders/${token}/capture`);
      expect(capture.headers['paypal-request-id']).toBe(`capture-${token}`);
      expect((await orderRow(o.id)).paymentStatus).toBe('paid');
      expect(((await paymentsOf(o.id))[0].raw as { transactionId: string }).transactionId).toBe(`CAP${token}`);
      // reloading the return page: the order is paid already, PayPal is not asked again
      const captures = gateway.calls('POST /v2/checkout/orders/:id/capture').length;
      expect(await m.capturePaypalPayment(token, db)).toEqual({ orderId: o.id, result: 'ignored' });
      expect(gateway.calls('POST /v2/checkout/orders/:id/capture')).toHaveLength(captures);
    });

    it('reads the order from PayPal when it was captured already, and never captures for a released order', async () => {
      gateway.reset();
      const { order: o } = await order('paypal');
      await m.startOnlinePayment(o.id, ORIGIN, db);
      const token = (await paymentsOf(o.id))[0].reference!;
      // an earlier capture went through at PayPal but its answer was lost
      gateway.answer('POST /v2/checkout/orders/:id/capture', () => ({
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] },
      }));
      gateway.answer('GET /v2/checkout/orders/:id', (_req, p) => ({ body: captured(p.id, o.id, o.total) }));
      expect(await m.capturePaypalPayment(token, db)).toEqual({ orderId: o.id, result: 'paid' });
      expect(gateway.calls('GET /v2/checkout/orders/:id')[0].path).toBe(`/v2/checkout/orders/${token}`);

      const late = await order('paypal');
      await m.startOnlinePayment(late.order.id, ORIGIN, db);
      const lateToken = (await paymentsOf(late.order.id))[0].reference!;
      expect(await m.releaseExpiredOnlineOrders(new Date(late.order.reserveUntil!.getTime() + 1000), db)).toContain(late.order.number);
      const before = gateway.calls('POST /v2/checkout/orders/:id/capture').length;
      expect(await m.capturePaypalPayment(lateToken, db)).toEqual({ orderId: late.order.id, result: 'ignored' });
      expect(gateway.calls('POST /v2/checkout/orders/:id/capture')).toHaveLength(before);
    });

    it('flags a capture for another amount, and does not trust a token it did not create', async () => {
      gateway.reset();
      const { order: o } = await order('paypal');
      await m.startOnlinePayment(o.id, ORIGIN, db);
      const token = (await paymentsOf(o.id))[0].reference!;
      gateway.answer('POST /v2/checkout/orders/:id/capture', (_req, p) => ({ status: 201, body: captured(p.id, o.id, '1.00') }));
      expect(await m.capturePaypalPayment(token, db)).toEqual({ orderId: o.id, result: 'flagged' });
      expect((await orderRow(o.id)).paymentStatus).toBe('pending');
      expect(await m.capturePaypalPayment('PPNOTOURS123', db)).toEqual({ orderId: null, result: 'unknownPayment' });
      expect(await m.capturePaypalPayment('../../etc', db)).toEqual({ orderId: null, result: 'invalid' });
    });

    it('marks a declined capture failed', async () => {
      gateway.reset();
      const { order: o } = await order('paypal');
      await m.startOnlinePayment(o.id, ORIGIN, db);
      const token = (await paymentsOf(o.id))[0].reference!;
      gateway.answer('POST /v2/checkout/orders/:id/capture', (_req, p) => ({
        status: 201,
        body: captured(p.id, o.id, o.total, 'USD', 'DECLINED'),
      }));
      expect(await m.capturePaypalPayment(token, db)).toEqual({ orderId: o.id, result: 'failed' });
      expect((await orderRow(o.id)).paymentStatus).toBe('failed');
    });

    describe('webhooks', () => {
      const postPaypal = (d: { payload: string; headers: Record<string, string> }) =>
        m.paypalWebhook(new Request(`${ORIGIN}/api/payments/paypal/webhook`, { method: 'POST', body: d.payload, headers: d.headers }));
      const verifyCalls = () => gateway.calls('POST /v1/notifications/verify-webhook-signature');
      async function paypalOrder() {
        const { order: o } = await order('paypal');
        expect(await m.startOnlinePayment(o.id, ORIGIN, db)).toMatchObject({ ok: true });
        const [payment] = await paymentsOf(o.id);
        return { o, payment, token: payment.reference! };
      }

      it('a verified PAYMENT.CAPTURE.COMPLETED marks the order paid once, and the return page then captures nothing', async () => {
        gateway.reset();
        const { o, token } = await paypalOrder();
        const events = await eventsCount();
        const d = paypalDelivery('PAYMENT.CAPTURE.COMPLETED', paypalCaptureResource(token, o.id, o.total));
        const res = await postPaypal(d);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ received: true, result: 'paid' });
        // PayPal was asked about exactly this delivery, with our webhook id and the event as it came
        const [verify] = verifyCalls();
        expect(verify.headers.authorization).toBe('Bearer A21AAFakeToken');
        expect(verify.json).toEqual({
          auth_algo: 'SHA256withRSA',
          cert_url: d.headers['paypal-cert-url'],
          transmission_id: d.headers['paypal-transmission-id'],
          transmission_sig: d.headers['paypal-transmission-sig'],
          transmission_time: d.headers['paypal-transmission-time'],
          webhook_id: PAYPAL_WEBHOOK_ID,
          webhook_event: d.event,
        });
        expect(verify.body.endsWith(`"webhook_event":${d.payload}}`)).toBe(true);
        expect((await orderRow(o.id)).paymentStatus).toBe('paid');
        expect((await paymentsOf(o.id))[0]).toMatchObject({
          status: 'paid',
          raw: expect.objectContaining({ transactionId: `CAP${token}` }),
        });
        expect(await eventsCount()).toBe(events + 1);

        // PayPal delivers again: processed once
        expect(await (await postPaypal(d)).json()).toEqual({ received: true, result: 'duplicate' });
        expect(await eventsCount()).toBe(events + 1);
        // the buyer comes back afterwards: nothing is captured again
        expect(await m.capturePaypalPayment(token, db)).toEqual({ orderId: o.id, result: 'ignored' });
        expect(gateway.calls('POST /v2/checkout/orders/:id/capture')).toHaveLength(0);
      });

      it('refuses a delivery PayPal does not confirm (400) and changes nothing; 503 when it cannot be checked', async () => {
        gateway.reset();
        const { o, token } = await paypalOrder();
        const events = await eventsCount();
        const resource = paypalCaptureResource(token, o.id, o.total);

        const forged = await postPaypal(paypalDelivery('PAYMENT.CAPTURE.COMPLETED', resource, { sig: 'forged-signature' }));
        expect(forged.status).toBe(400);
        expect(verifyCalls()).toHaveLength(1);
        // without the transmission headers, or not JSON: refused before PayPal is asked
        const bare = paypalDelivery('PAYMENT.CAPTURE.COMPLETED', resource);
        delete bare.headers['paypal-transmission-sig'];
        expect((await postPaypal(bare)).status).toBe(400);
        expect((await postPaypal({ ...paypalDelivery('PAYMENT.CAPTURE.COMPLETED', resource), payload: '{"id":' })).status).toBe(400);
        expect(verifyCalls()).toHaveLength(1);

        // PayPal's verify API down: 503, so that PayPal delivers it again
        gateway.answer('POST /v1/notifications/verify-webhook-signature', () => ({ status: 503, body: { name: 'SERVICE_UNAVAILABLE' } }));
        expect((await postPaypal(paypalDelivery('PAYMENT.CAPTURE.COMPLETED', resource))).status).toBe(503);
        // no webhook id configured: 503, and PayPal is not asked
        const config = await m.getGatewayConfig(db);
        const calls = verifyCalls().length;
        const unconfigured = paypalDelivery('PAYMENT.CAPTURE.COMPLETED', resource);
        expect(
          await m.handlePaypalWebhook(unconfigured.payload, new Headers(unconfigured.headers), db, {
            ...config,
            paypal: { ...config.paypal!, webhookId: undefined },
          }),
        ).toMatchObject({ status: 503 });
        expect(verifyCalls()).toHaveLength(calls);

        expect((await orderRow(o.id)).paymentStatus).toBe('pending');
        expect(await eventsCount()).toBe(events);
        // the genuine delivery afterwards is processed
        gateway.reset();
        expect(await (await postPaypal(paypalDelivery('PAYMENT.CAPTURE.COMPLETED', resource))).json()).toEqual({
          received: true,
          result: 'paid',
        });
      });

      it('a capture still pending on the return page becomes paid by its COMPLETED webhook; another amount is flagged', async () => {
        gateway.reset();
        const a = await paypalOrder();
        gateway.answer('POST /v2/checkout/orders/:id/capture', (_req, p) => ({
          status: 201,
          body: captured(p.id, a.o.id, a.o.total, 'USD', 'PENDING'),
        }));
        expect(await m.capturePaypalPayment(a.token, db)).toEqual({ orderId: a.o.id, result: 'pending' });
        expect((await orderRow(a.o.id)).paymentStatus).toBe('pending');
        const done = await postPaypal(paypalDelivery('PAYMENT.CAPTURE.COMPLETED', paypalCaptureResource(a.token, a.o.id, a.o.total)));
        expect(await done.json()).toEqual({ received: true, result: 'paid' });
        expect((await orderRow(a.o.id)).paymentStatus).toBe('paid');

        const b = await paypalOrder();
        const short = await postPaypal(paypalDelivery('PAYMENT.CAPTURE.COMPLETED', paypalCaptureResource(b.token, b.o.id, '1.00')));
        expect(await short.json()).toEqual({ received: true, result: 'flagged' });
        expect((await orderRow(b.o.id)).paymentStatus).toBe('pending');
        expect((await paymentsOf(b.o.id))[0]).toMatchObject({ flagged: true, flagReason: expect.stringContaining('paid 1.00 USD') });
        // a denied capture of a third order marks it failed
        const c = await paypalOrder();
        const denied = await postPaypal(
          paypalDelivery('PAYMENT.CAPTURE.DENIED', paypalCaptureResource(c.token, c.o.id, c.o.total, 'DENIED')),
        );
        expect(await denied.json()).toEqual({ received: true, result: 'failed' });
        expect((await orderRow(c.o.id)).paymentStatus).toBe('failed');
      });

      it("PAYMENT.CAPTURE.REFUNDED records a refund made at PayPal once, and not the shop's own refund again", async () => {
        const actors = await m.createActors(db, 'order');
        m.actAs(actors.admin);
        gateway.reset();
        const { o, token, payment } = await paypalOrder();
        const capture = `CAP${token}`;
        await postPaypal(paypalDelivery('PAYMENT.CAPTURE.COMPLETED', paypalCaptureResource(token, o.id, o.total)));
        const refundedEvent = (id: string, value: string, currency?: string) =>
          postPaypal(paypalDelivery('PAYMENT.CAPTURE.REFUNDED', paypalRefundResource(id, capture, value, currency)));
        const row = async () => (await paymentsOf(o.id))[0];

        // the shop's own refund comes back as a webhook: already counted
        expect(await m.refundPayment({ paymentId: payment.id, amount: '5' })).toMatchObject({ ok: true });
        const own = ((await row()).raw as { refunds: { id: string }[] }).refunds[0].id;
        expect(await (await refundedEvent(own, '5.00')).json()).toEqual({ received: true, result: 'ignored' });
        expect(await row()).toMatchObject({ status: 'partially_refunded', refundedAmount: '5.00' });

        // a refund made in PayPal's dashboard is added, once
        const external = paypalDelivery('PAYMENT.CAPTURE.REFUNDED', paypalRefundResource('1JU08902781691411', capture, '3.00'));
        expect(await (await postPaypal(external)).json()).toEqual({ received: true, result: 'refunded' });
        expect(await (await postPaypal(external)).json()).toEqual({ received: true, result: 'duplicate' });
        expect(await row()).toMatchObject({ status: 'partially_refunded', refundedAmount: '8.00', flagged: false });
        expect((await orderRow(o.id)).paymentStatus).toBe('partially_refunded');

        // another currency, or more than is left: flagged for staff, nothing counted
        expect(await (await refundedEvent('2GG279541U471931P', '1.00', 'EUR')).json()).toEqual({ received: true, result: 'flagged' });
        expect(await (await refundedEvent('3HH279541U471931Q', o.total)).json()).toEqual({ received: true, result: 'flagged' });
        expect(await row()).toMatchObject({ refundedAmount: '8.00', flagged: true, flagReason: expect.stringContaining('exceedsPaid') });
        expect((await orderRow(o.id)).paymentStatus).toBe('partially_refunded');
      });

      it('a refund of the rest at PayPal makes the payment and the order refunded', async () => {
        gateway.reset();
        const { o, token } = await paypalOrder();
        await postPaypal(paypalDelivery('PAYMENT.CAPTURE.COMPLETED', paypalCaptureResource(token, o.id, o.total)));
        const first = await postPaypal(paypalDelivery('PAYMENT.CAPTURE.REFUNDED', paypalRefundResource('4KK0', `CAP${token}`, '2.50')));
        expect(await first.json()).toEqual({ received: true, result: 'refunded' });
        const rest = ((Math.round(Number(o.total) * 100) - 250) / 100).toFixed(2);
        const second = await postPaypal(paypalDelivery('PAYMENT.CAPTURE.REFUNDED', paypalRefundResource('5LL0', `CAP${token}`, rest)));
        expect(await second.json()).toEqual({ received: true, result: 'refunded' });
        expect((await paymentsOf(o.id))[0]).toMatchObject({ status: 'refunded', refundedAmount: o.total });
        expect((await orderRow(o.id)).paymentStatus).toBe('refunded');
        // a refund of a capture this shop does not know
        const unknown = await postPaypal(paypalDelivery('PAYMENT.CAPTURE.REFUNDED', paypalRefundResource('6MM0', 'CAPNOTOURS', '1.00')));
        expect(await unknown.json()).toEqual({ received: true, result: 'unknownPayment' });
      });
    });
  });

  describe('SSLCommerz', () => {
    const validation = (o: { number: string; total: string }, valId: string, over: Record<string, string> = {}) => ({
      status: 'VALID',
      tran_date: '2026-11-23 12:00:00',
      tran_id: o.number,
      val_id: valId,
      amount: '18250.00',
      store_amount: '17793.75',
      currency: 'BDT',
      bank_tran_id: `BT${valId}`,
      card_type: 'VISA-Dutch Bangla',
      currency_type: 'USD',
      currency_amount: o.total,
      currency_rate: '109.00',
      risk_level: '0',
      risk_title: 'Safe',
      ...over,
    });
    const ipn = (fields: Record<string, string>) =>
      m.ipn(
        new Request(`${ORIGIN}/api/payments/sslcommerz/ipn`, {
          method: 'POST',
          body: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );

    it('starts a session with the documented fields and accepts an IPN only after the validation API confirms it', async () => {
      gateway.reset();
      const { order: o } = await order('sslcommerz');
      const started = await m.startOnlinePayment(o.id, ORIGIN, db);
      expect(started).toMatchObject({
        ok: true,
        redirectUrl: expect.stringMatching(/^https:\/\/sandbox\.sslcommerz\.com\/EasyCheckOut\//),
      });
      const [init] = gateway.calls('POST /gwprocess/v4/api.php');
      const f = init.form;
      expect(
        Object.fromEntries(
          [
            'store_id',
            'store_passwd',
            'total_amount',
            'currency',
            'tran_id',
            'success_url',
            'fail_url',
            'cancel_url',
            'ipn_url',
            'cus_email',
            'product_profile',
          ].map((k) => [k, f.get(k)]),
        ),
      ).toEqual({
        store_id: 'floorshoptest',
        store_passwd: 'floorshoptest@ssl',
        total_amount: o.total,
        currency: 'USD',
        tran_id: o.number,
        success_url: `${ORIGIN}/api/payments/sslcommerz/success`,
        fail_url: `${ORIGIN}/api/payments/sslcommerz/fail`,
        cancel_url: `${ORIGIN}/api/payments/sslcommerz/cancel`,
        ipn_url: `${ORIGIN}/api/payments/sslcommerz/ipn`,
        cus_email: 'priya@example.com',
        product_profile: 'physical-goods',
      });
      for (const k of [
        'cus_name',
        'cus_add1',
        'cus_city',
        'cus_postcode',
        'cus_country',
        'cus_phone',
        'shipping_method',
        'product_name',
        'product_category',
      ])
        expect(f.get(k)).toBeTruthy();

      // a forged IPN: the validation API does not know the val_id, so nothing changes and nothing is recorded
      const events = await eventsCount();
      const forged = await ipn({ tran_id: o.number, val_id: 'FORGED1', status: 'VALID', amount: o.total, currency: 'USD' });
      expect(await forged.json()).toEqual({ received: true, result: 'notValidated' });
      expect((await orderRow(o.id)).paymentStatus).toBe('pending');
      expect(await eventsCount()).toBe(events);

      gateway.answer('GET /validator/api/validationserverAPI.php', (req) => ({ body: validation(o, req.query.get('val_id')!) }));
      const res = await ipn({ tran_id: o.number, val_id: 'VAL1', status: 'VALID', amount: '0.01', currency: 'USD' });
      expect(await res.json()).toEqual({ received: true, result: 'paid' });
      const check = gateway.calls('GET /validator/api/validationserverAPI.php').at(-1)!;
      expect(Object.fromEntries(check.query)).toEqual({
        val_id: 'VAL1',
        store_id: 'floorshoptest',
        store_passwd: 'floorshoptest@ssl',
        v: '1',
        format: 'json',
      });
      expect((await orderRow(o.id)).paymentStatus).toBe('paid');
      expect(((await paymentsOf(o.id))[0].raw as { transactionId: string }).transactionId).toBe('BTVAL1');
      // the same IPN again (SSLCommerz retries) is recorded once
      expect(await (await ipn({ tran_id: o.number, val_id: 'VAL1', status: 'VALID' })).json()).toEqual({
        received: true,
        result: 'duplicate',
      });
      expect(await (await ipn({ tran_id: "x'; drop table orders", val_id: 'VAL1' })).json()).toMatchObject({
        received: false,
        result: 'invalid',
      });
    });

    it('flags a validated payment of another amount or with a risk warning', async () => {
      const a = await order('sslcommerz');
      await m.startOnlinePayment(a.order.id, ORIGIN, db);
      gateway.answer('GET /validator/api/validationserverAPI.php', (req) => ({
        body: validation(a.order, req.query.get('val_id')!, { currency_amount: '5.00' }),
      }));
      expect(await (await ipn({ tran_id: a.order.number, val_id: 'VAL2' })).json()).toEqual({ received: true, result: 'flagged' });
      expect((await orderRow(a.order.id)).paymentStatus).toBe('pending');

      const b = await order('sslcommerz');
      await m.startOnlinePayment(b.order.id, ORIGIN, db);
      gateway.answer('GET /validator/api/validationserverAPI.php', (req) => ({
        body: validation(b.order, req.query.get('val_id')!, { risk_level: '1', risk_title: 'Risky transaction' }),
      }));
      expect(await (await ipn({ tran_id: b.order.number, val_id: 'VAL3' })).json()).toEqual({ received: true, result: 'flagged' });
      expect((await paymentsOf(b.order.id))[0]).toMatchObject({ flagged: true, flagReason: 'gateway risk: Risky transaction' });
    });
  });

  describe('refunds from the dashboard (order edit)', () => {
    it('refunds an SSLCommerz payment by its bank transaction', async () => {
      const actors = await m.createActors(db, 'order');
      m.actAs(actors.staffEdit);
      gateway.reset();
      const { order: o } = await order('sslcommerz');
      await m.startOnlinePayment(o.id, ORIGIN, db);
      gateway.answer('GET /validator/api/validationserverAPI.php', (req) => ({
        body: {
          status: 'VALID',
          tran_id: o.number,
          val_id: req.query.get('val_id'),
          bank_tran_id: 'BANK42',
          amount: o.total,
          currency: 'USD',
          risk_level: '0',
        },
      }));
      await m.ipn(
        new Request(`${ORIGIN}/api/payments/sslcommerz/ipn`, {
          method: 'POST',
          body: new URLSearchParams({ tran_id: o.number, val_id: 'VALR1' }).toString(),
        }),
      );
      const [payment] = await paymentsOf(o.id);
      expect(payment.status).toBe('paid');
      expect(await m.refundPayment({ paymentId: payment.id, amount: '' })).toMatchObject({
        ok: true,
        data: { status: 'refunded', refundedAmount: o.total },
      });
      const [call] = gateway.calls('GET /validator/api/merchantTransIDvalidationAPI.php');
      expect(
        Object.fromEntries(['bank_tran_id', 'refund_amount', 'store_id', 'store_passwd', 'format'].map((k) => [k, call.query.get(k)])),
      ).toEqual({
        bank_tran_id: 'BANK42',
        refund_amount: o.total,
        store_id: 'floorshoptest',
        store_passwd: 'floorshoptest@ssl',
        format: 'json',
      });
      expect((await orderRow(o.id)).paymentStatus).toBe('refunded');
    });

    it('refunds a Stripe payment in parts through the refunds API, then refuses more', async () => {
      const actors = await m.createActors(db, 'order');
      const { order: o, session, payment } = await stripeOrder(2, 10);
      const ev = signedEvent('checkout.session.completed', session);
      await post(ev.payload, ev.signature);
      gateway.reset();

      m.actAs(actors.staffView);
      expect(await m.refundPayment({ paymentId: payment.id, amount: '10.00' })).toMatchObject({ ok: false, status: 403 });
      expect(gateway.calls('POST /v1/refunds')).toHaveLength(0);

      m.actAs(actors.staffEdit);
      const part = await m.refundPayment({ paymentId: payment.id, amount: '10.00' });
      // with what the customer's mail will say (the refund's own amount, sent after the commit)
      expect(part).toEqual({
        ok: true,
        data: {
          paymentId: payment.id,
          status: 'partially_refunded',
          refundedAmount: '10.00',
          mail: { orderId: o.id, amount: '10.00' },
        },
      });
      const [call] = gateway.calls('POST /v1/refunds');
      expect(call.headers.authorization).toBe('Bearer sk_test_floorshop');
      expect(call.headers['idempotency-key']).toBe(`refund-${payment.id}-10.00`);
      expect(Object.fromEntries(call.form)).toEqual({ payment_intent: session.payment_intent, amount: '1000' });
      expect((await orderRow(o.id)).paymentStatus).toBe('partially_refunded');

      expect(await m.refundPayment({ paymentId: payment.id, amount: o.total })).toMatchObject({
        ok: false,
        status: 409,
        error: 'refundRefused',
        params: { reason: 'exceedsPaid' },
      });
      const rest = await m.refundPayment({ paymentId: payment.id, amount: '' });
      const left = (Math.round(Number(o.total) * 100) - 1000) / 100;
      expect(rest).toMatchObject({ ok: true, data: { status: 'refunded', refundedAmount: o.total } });
      expect(gateway.calls('POST /v1/refunds').at(-1)!.form.get('amount')).toBe(String(Math.round(left * 100)));
      expect((await orderRow(o.id)).paymentStatus).toBe('refunded');
      expect(await m.refundPayment({ paymentId: payment.id })).toMatchObject({ ok: false, status: 409, params: { reason: 'notPaid' } });
      const audit = await db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.entity, 'order'), eq(t.auditLog.entityId, o.id)));
      expect(audit.filter((a) => a.action === 'order.refundPayment')).toHaveLength(2);
    });

    it('refunds a PayPal capture, and changes nothing when the gateway refuses', async () => {
      const actors = await m.createActors(db, 'order');
      m.actAs(actors.admin);
      gateway.reset();
      const { order: o } = await order('paypal');
      await m.startOnlinePayment(o.id, ORIGIN, db);
      const [payment] = await paymentsOf(o.id);
      gateway.answer('POST /v2/checkout/orders/:id/capture', (_req, p) => ({
        status: 201,
        body: {
          id: p.id,
          status: 'COMPLETED',
          purchase_units: [
            {
              reference_id: o.id,
              payments: {
                captures: [{ id: `CAP${p.id}`, status: 'COMPLETED', custom_id: o.id, amount: { currency_code: 'USD', value: o.total } }],
              },
            },
          ],
        },
      }));
      await m.capturePaypalPayment(payment.reference, db);

      gateway.answer('POST /v2/payments/captures/:id/refund', () => ({
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] },
      }));
      expect(await m.refundPayment({ paymentId: payment.id, amount: '5' })).toMatchObject({
        ok: false,
        status: 409,
        params: { reason: 'gateway' },
      });
      expect((await paymentsOf(o.id))[0]).toMatchObject({ status: 'paid', refundedAmount: '0.00' });

      gateway.reset();
      expect(await m.refundPayment({ paymentId: payment.id, amount: '5' })).toMatchObject({
        ok: true,
        data: { status: 'partially_refunded', refundedAmount: '5.00' },
      });
      const [refund] = gateway.calls('POST /v2/payments/captures/:id/refund');
      expect(refund.path).toBe(`/v2/payments/captures/CAP${payment.reference}/refund`);
      expect(refund.headers['paypal-request-id']).toBe(`refund-${payment.id}-5.00`);
      expect(refund.json).toEqual({ amount: { value: '5.00', currency_code: 'USD' } });
    });
  });

  it('offers and accepts only gateways that are switched on and configured', async () => {
    await m.updateSettingsDocument(db, { paymentGateway: { cod: true, stripe: false, paypal: true, sslCommerz: true } }, (p) => ({
      ...p,
      sslCommerz: { mode: 'sandbox', storeId: '', storePassword: '' },
    }));
    const p = await product(5);
    const attempt = (paymentMethod: string) =>
      m.placeOrder(
        {
          items: [{ productId: p.id, qty: 1 }],
          billing: address,
          shipping: address,
          shippingOptionId: delivery,
          paymentMethod,
          checkoutKey: randomUUID().replace(/-/g, ''),
        },
        {},
        db,
      );
    expect(await attempt('stripe')).toMatchObject({ ok: false, code: 'paymentUnavailable' });
    expect(await attempt('sslcommerz')).toMatchObject({ ok: false, code: 'paymentUnavailable' });
    expect(await attempt('paypal')).toMatchObject({ ok: true });
    expect(await stockOf(p.id)).toBe(4);
  });
});

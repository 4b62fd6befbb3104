import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));
// the invoice and packing slip read the staff member's language and the dashboard's texts: English here
vi.mock('next-intl/server', () => import('../support/next-intl-english'));

import { shopDay } from '@/lib/shop-zone';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { listAccountOrders } from '@/server/account/list-orders';
import { findGuestOrder } from '@/server/orders/find-order';
import { DASHBOARD_ACTIONS } from '@/server/dashboard/registry';
import { buildOrdersCsv } from '@/server/dashboard/orders/orders-csv';
import { CSV_COLUMNS } from '@/server/dashboard/orders';
import { placeOrder } from '@/server/orders/place-order';
import { orderPdfResponse } from '@/features/dashboard/orders/pdf/order-pdf-response';
import { pdfText } from '../support/pdf-text';
import { ACTOR_KINDS, allowed, createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const address = {
  fullName: 'Harjit Dhillon',
  phone: '604-555-0188',
  email: 'harjit@example.com',
  house: '88 Fraser Hwy',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3S 1A1',
  country: 'CA',
};

describe.each(ENGINES)('payments recorded by hand on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let deliveryId: string;
  let productId: string;
  let actors: Record<ActorKind, string | null>;
  let customerId: string;

  const a = () => DASHBOARD_ACTIONS;

  async function codOrder(userId?: string) {
    const res = await placeOrder(
      {
        items: [{ productId, qty: 2 }],
        billing: address,
        shipping: address,
        shippingOptionId: deliveryId,
        paymentMethod: 'cod',
        checkoutKey: randomUUID().replace(/-/g, ''),
      },
      userId ? { userId } : {},
      db,
    );
    if (!res.ok) throw new Error(`order refused: ${res.code}`);
    return res.order;
  }

  const orderRow = async (id: string) => (await db.select().from(t.orders).where(eq(t.orders.id, id)))[0];
  const paymentsOf = async (orderId: string) => db.select().from(t.payments).where(eq(t.payments.orderId, orderId));
  /** everything these actions might write */
  const snapshot = async () =>
    (
      await rows(
        tdb,
        sql`select (select count(*)::int from audit_log) as audit, (select count(*)::int from payments) as payments,
          (select md5(coalesce(string_agg(id::text || status::text || refunded_amount::text, ',' order by id), '')) from payments) as pays,
          (select md5(string_agg(id::text || payment_status::text, ',' order by id)) from orders) as orders`,
      )
    )[0];
  const cents = (s: string) => Math.round(Number(s) * 100);

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    [{ id: deliveryId }] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).limit(1);
    const [cat] = await db.select({ id: t.categories.id }).from(t.categories).limit(1);
    const slug = `pay-${randomUUID()}`;
    [{ id: productId }] = await db
      .insert(t.products)
      .values({
        name: 'Oak plank',
        slug,
        categoryId: cat.id,
        unit: 'sq ft',
        unitValue: '20.00',
        price: '45.10',
        discount: '45.10',
        quantity: -1,
      })
      .returning({ id: t.products.id });
    actors = await createActors(db, 'order');
    [{ id: customerId }] = await db
      .insert(t.users)
      .values({ name: 'Harjit', email: `harjit-${randomUUID().slice(0, 6)}@example.com` })
      .returning({ id: t.users.id });
  });
  afterAll(async () => tdb?.dispose());

  it('records the full balance by default: a paid payment row with who, when and the note, the order paid, an audit row', async () => {
    const o = await codOrder();
    actAs(actors.staffEdit);
    const res = await a()['order.recordPayment']({ orderId: o.id, note: 'cash' });
    expect(res).toMatchObject({ ok: true, data: { amount: o.total, paymentStatus: 'paid' } });
    const [p] = await paymentsOf(o.id);
    expect(p).toMatchObject({
      method: 'cod',
      status: 'paid',
      amount: o.total,
      manual: true,
      recordedBy: actors.staffEdit,
      note: 'cash',
      receivedOn: shopDay(new Date()),
    });
    expect(await orderRow(o.id)).toMatchObject({ paymentStatus: 'paid' });
    const audit = await db.select().from(t.auditLog).where(eq(t.auditLog.entityId, o.id));
    expect(audit.map((r) => r.action)).toContain('order.recordPayment');
    // the order page shows who recorded it and that nothing is due
    const got = await a()['order.get']({ id: o.id });
    if (!got.ok) throw new Error(got.error);
    expect(got.data).toMatchObject({ paymentStatus: 'paid', amountPaid: o.total, balanceDue: '0.00' });
    expect(got.data.payments[0]).toMatchObject({ manual: true, recordedByName: expect.stringContaining('staffEdit'), note: 'cash' });
    // nothing more can be recorded
    expect(await a()['order.recordPayment']({ orderId: o.id })).toMatchObject({
      ok: false,
      status: 409,
      error: 'paymentRefused',
      params: { reason: 'nothingDue' },
    });
  });

  it('a part payment leaves the order unpaid with the balance due; the rest makes it paid', async () => {
    const o = await codOrder();
    actAs(actors.staffEditNoDelete);
    const yesterday = shopDay(new Date(Date.now() - 86_400_000));
    const orderDay = shopDay((await orderRow(o.id)).createdAt);
    const first = await a()['order.recordPayment']({ orderId: o.id, amount: '50', receivedOn: orderDay, note: 'e-transfer #123' });
    expect(first).toMatchObject({ ok: true, data: { amount: '50.00', paymentStatus: 'unpaid' } });
    const mid = await a()['order.get']({ id: o.id });
    if (!mid.ok) throw new Error(mid.error);
    expect(mid.data).toMatchObject({
      paymentStatus: 'unpaid',
      amountPaid: '50.00',
      balanceDue: ((cents(o.total) - 5000) / 100).toFixed(2),
    });
    expect(yesterday <= orderDay || mid.data.payments[0].receivedOn === orderDay).toBe(true);
    const rest = await a()['order.recordPayment']({ orderId: o.id });
    expect(rest).toMatchObject({ ok: true, data: { amount: ((cents(o.total) - 5000) / 100).toFixed(2), paymentStatus: 'paid' } });
    expect((await paymentsOf(o.id)).length).toBe(2);
  });

  it('refuses more than is due, zero, negative, a future or malformed date, and a cancelled order, changing nothing', async () => {
    const o = await codOrder();
    const cancelled = await codOrder();
    actAs(actors.admin);
    expect((await a()['order.setStatus']({ id: cancelled.id, status: 'cancelled' })).ok).toBe(true);
    const before = await snapshot();
    const tomorrow = shopDay(new Date(Date.now() + 2 * 86_400_000));
    const over = ((cents(o.total) + 1) / 100).toFixed(2);
    expect(await a()['order.recordPayment']({ orderId: o.id, amount: over })).toMatchObject({
      ok: false,
      status: 409,
      error: 'paymentRefused',
      params: { reason: 'exceedsDue', due: o.total },
      fieldErrors: { amount: 'exceedsDue' },
    });
    expect(await a()['order.recordPayment']({ orderId: o.id, amount: '0' })).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { amount: 'invalidAmount' },
    });
    expect(await a()['order.recordPayment']({ orderId: o.id, amount: '-5' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { amount: 'invalidAmount' },
    });
    expect(await a()['order.recordPayment']({ orderId: o.id, amount: '1.234' })).toMatchObject({ ok: false, status: 400 });
    expect(await a()['order.recordPayment']({ orderId: o.id, receivedOn: tomorrow })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { receivedOn: 'futureDate' },
    });
    expect(await a()['order.recordPayment']({ orderId: o.id, receivedOn: '2020-01-01' })).toMatchObject({
      ok: false,
      fieldErrors: { receivedOn: 'beforeOrder' },
    });
    expect(await a()['order.recordPayment']({ orderId: o.id, receivedOn: '2026-02-30' })).toMatchObject({
      ok: false,
      fieldErrors: { receivedOn: 'invalidDate' },
    });
    expect(await a()['order.recordPayment']({ orderId: cancelled.id })).toMatchObject({
      ok: false,
      status: 409,
      params: { reason: 'orderClosed' },
    });
    expect(await a()['order.recordPayment']({ orderId: randomUUID() })).toMatchObject({ ok: false, status: 404 });
    expect(await snapshot()).toEqual(before);
  });

  it('two staff recording at once, and the same form sent twice, record the money once', async () => {
    const o = await codOrder();
    actAs(actors.admin);
    const both = await Promise.all([a()['order.recordPayment']({ orderId: o.id }), a()['order.recordPayment']({ orderId: o.id })]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ status: 409, params: { reason: 'nothingDue' } });

    const o2 = await codOrder();
    const key = randomUUID();
    const twice = await Promise.all([
      a()['order.recordPayment']({ orderId: o2.id, amount: '10', key }),
      a()['order.recordPayment']({ orderId: o2.id, amount: '10', key }),
    ]);
    expect(twice.every((r) => r.ok)).toBe(true);
    expect((await paymentsOf(o2.id)).map((p) => p.amount)).toEqual(['10.00']);
  });

  it('refunds a hand-recorded payment in part and in full: payment and order status follow, with who and why', async () => {
    const o = await codOrder();
    actAs(actors.staffEdit);
    await a()['order.recordPayment']({ orderId: o.id, note: 'cash' });
    const [p] = await paymentsOf(o.id);
    const part = await a()['order.recordRefund']({ paymentId: p.id, amount: '10.50', reason: 'One box returned' });
    expect(part).toMatchObject({
      ok: true,
      data: { status: 'partially_refunded', refundedAmount: '10.50', orderPaymentStatus: 'partially_refunded' },
    });
    expect(await orderRow(o.id)).toMatchObject({ paymentStatus: 'partially_refunded' });

    // more than is left is refused and changes nothing; the online refund action does not take it
    const before = await snapshot();
    expect(await a()['order.recordRefund']({ paymentId: p.id, amount: o.total, reason: 'again' })).toMatchObject({
      ok: false,
      status: 409,
      error: 'refundRefused',
      params: { reason: 'exceedsPaid' },
    });
    expect(await a()['order.recordRefund']({ paymentId: p.id, amount: '1', reason: '  ' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { reason: 'required' },
    });
    expect(await a()['order.refundPayment']({ paymentId: p.id, amount: '1' })).toMatchObject({ ok: false, status: 404 });
    expect(await snapshot()).toEqual(before);

    const rest = await a()['order.recordRefund']({ paymentId: p.id, reason: 'Order returned' });
    expect(rest).toMatchObject({ ok: true, data: { status: 'refunded', refundedAmount: o.total, orderPaymentStatus: 'refunded' } });
    const got = await a()['order.get']({ id: o.id });
    if (!got.ok) throw new Error(got.error);
    expect(got.data).toMatchObject({ paymentStatus: 'refunded', amountPaid: '0.00', balanceDue: '0.00', amountRefunded: o.total });
    expect(got.data.payments[0].refunds).toEqual([
      expect.objectContaining({ amount: '10.50', reason: 'One box returned', byName: expect.stringContaining('staffEdit') }),
      expect.objectContaining({ amount: ((cents(o.total) - 1050) / 100).toFixed(2), reason: 'Order returned' }),
    ]);
    expect(await a()['order.recordRefund']({ paymentId: p.id, reason: 'third' })).toMatchObject({
      ok: false,
      params: { reason: 'notPaid' },
    });
  });

  it("prints the amount to collect on a COD order's packing slip, and the refund on the invoice, which adds up", async () => {
    const o = await codOrder();
    actAs(actors.staffEdit);
    const document = async (kind: 'invoice' | 'packingSlip') => {
      const got = await a()['order.get']({ id: o.id });
      const res = await orderPdfResponse(kind, got as never);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      return pdfText(new Uint8Array(await res.arrayBuffer()));
    };
    const money = (v: string | number) => `$${Number(v).toFixed(2)}`;
    const slip = await document('packingSlip');
    if (slip === null) return;
    expect(slip).toMatch(new RegExp(`Amount to collect on delivery\\s+\\${money(o.total)}`));

    expect((await a()['order.recordPayment']({ orderId: o.id, note: 'cash' })).ok).toBe(true);
    const [p] = await paymentsOf(o.id);
    expect((await a()['order.recordRefund']({ paymentId: p.id, amount: '10.50', reason: 'One box returned' })).ok).toBe(true);
    // paid in full: nothing left to collect
    expect(await document('packingSlip')).not.toContain('Amount to collect');
    const invoice = (await document('invoice'))!;
    expect(invoice).toMatch(new RegExp(`Amount paid\\s+\\${money(o.total)}`));
    expect(invoice).toMatch(/Refunded\s+-\$10\.50/);
    expect(invoice).toMatch(/Balance due\s+\$0\.00/);
  });

  it('prints the packing slips of a selection in one PDF, each order on pages of its own, numbered within it', async () => {
    const [first, second] = [await codOrder(), await codOrder()];
    actAs(actors.staffView);
    const res = await orderPdfResponse('packingSlip', await a()['order.getMany']({ ids: [first.id, randomUUID(), second.id] }));
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('packing-slips-2-orders.pdf');
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    if (text === null) return;
    const pages = text.split('\f').filter((p) => p.trim());
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(first.number);
    expect(pages[1]).toContain(second.number);
    for (const page of pages) expect(page, JSON.stringify(page)).toMatch(/Page 1 of 1/);
    // without order view: refused, no document
    actAs(actors.staffWithout);
    expect((await orderPdfResponse('packingSlip', await a()['order.getMany']({ ids: [first.id] }))).status).toBe(403);
    actAs(actors.staffView);
    expect((await orderPdfResponse('invoice', await a()['order.getMany']({ ids: [randomUUID()] }))).status).toBe(404);
  });

  it('a recorded payment counts as paid in the overview, the customer history, the look-up, the customer page and the CSV', async () => {
    actAs(actors.admin);
    const before = await a()['dashboard.overview']({});
    if (!before.ok) throw new Error(before.error);
    const o = await codOrder(customerId);
    const mid = await a()['dashboard.overview']({});
    if (!mid.ok) throw new Error(mid.error);
    // placed: revenue counts it, paid does not yet
    expect(mid.data.periods[0].revenueCents.value - before.data.periods[0].revenueCents.value).toBe(cents(o.total));
    expect(mid.data.periods[0].paidCents.value).toBe(before.data.periods[0].paidCents.value);
    expect((await listAccountOrders(customerId, db))[0]).toMatchObject({ paymentStatus: 'unpaid', balanceDue: o.total });

    expect((await a()['order.recordPayment']({ orderId: o.id, amount: '20' })).ok).toBe(true);
    const part = await a()['dashboard.overview']({});
    if (!part.ok) throw new Error(part.error);
    expect(part.data.periods[0].paidCents.value - before.data.periods[0].paidCents.value).toBe(2000);
    expect((await a()['order.recordPayment']({ orderId: o.id })).ok).toBe(true);
    const after = await a()['dashboard.overview']({});
    if (!after.ok) throw new Error(after.error);
    for (const i of [0, 1, 2]) expect(after.data.periods[i].paidCents.value - before.data.periods[i].paidCents.value).toBe(cents(o.total));

    expect((await listAccountOrders(customerId, db))[0]).toMatchObject({
      number: o.number,
      paymentStatus: 'paid',
      amountPaid: o.total,
      balanceDue: '0.00',
    });
    expect(await findGuestOrder({ number: o.number, email: address.email }, db)).toMatchObject({
      paymentStatus: 'paid',
      balanceDue: '0.00',
    });

    const customer = await a()['customer.get']({ id: customerId });
    expect(customer).toMatchObject({
      ok: true,
      data: { totalPaid: o.total, balanceDue: '0.00', orders: [{ number: o.number, paymentStatus: 'paid' }] },
    });

    const headers = Object.fromEntries(CSV_COLUMNS.map((c) => [c, c])) as Parameters<typeof buildOrdersCsv>[1];
    const csv = await buildOrdersCsv({ q: o.number }, headers, 'en');
    if (!csv.ok) throw new Error(csv.error);
    expect(csv.data).toContain(`,paid,cod,2,${o.total},${o.total},0.00,`);
  });

  it('staff without order edit get 403 and nothing is written', async () => {
    const o = await codOrder();
    actAs(actors.admin);
    await a()['order.recordPayment']({ orderId: o.id, amount: '5' });
    const [p] = await paymentsOf(o.id);
    for (const kind of ACTOR_KINDS) {
      if (allowed(kind, 'edit')) continue;
      actAs(actors[kind]);
      const before = await snapshot();
      expect(await a()['order.recordPayment']({ orderId: o.id }), kind).toMatchObject({ ok: false, status: 403 });
      expect(await a()['order.recordRefund']({ paymentId: p.id, reason: 'x' }), kind).toMatchObject({ ok: false, status: 403 });
      expect(await snapshot(), kind).toEqual(before);
    }
    // with view only the order and its payments can still be read
    actAs(actors.staffView);
    expect(await a()['order.get']({ id: o.id })).toMatchObject({ ok: true, data: { amountPaid: '5.00' } });
  });
});

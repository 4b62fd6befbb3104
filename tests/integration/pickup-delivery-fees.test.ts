import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';

const outboxRoot = vi.hoisted(() => {
  // the mail module writes to DATA_DIR/outbox; env is read once at import
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync: mk } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { tmpdir } = require('node:os') as typeof import('node:os');
  const dir = mk(`${tmpdir()}/floorshop-pickup-`);
  process.env.DATA_DIR = dir;
  process.env.SITE_URL = 'https://shop.example.com';
  delete process.env.SMTP_URL;
  return dir;
});

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { markReadyForPickup } from '@/server/dashboard/orders/order-pickup';
import { setOrderShipment } from '@/server/dashboard/orders/order-shipment';
import { createShipping } from '@/server/dashboard/shipping';
import { setOrderStatus } from '@/server/dashboard/orders';
import { findGuestOrder } from '@/server/orders/find-order';
import { placeOrder } from '@/server/orders/place-order';
import { quoteCart } from '@/server/orders/quote-cart';
import { ACTOR_KINDS, allowed, createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';
import { outboxFiles, readMail } from '../support/outbox';

const outbox = () => outboxFiles(outboxRoot);
/** the decoded text of an .eml */
const readEml = readMail;
const newMails = (before: string[]) => outbox().filter((f) => !before.includes(f));

afterAll(() => rmSync(outboxRoot, { recursive: true, force: true }));

const address = {
  fullName: 'Amrit Sandhu',
  phone: '604-555-0190',
  email: 'amrit.pickup@example.com',
  house: '9900 King George Blvd',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3T 0K3',
  country: 'CA',
};
const contact = { fullName: 'Amrit Sandhu', phone: '604-555-0190', email: 'amrit.pickup@example.com' };
const key = () => randomUUID().replace(/-/g, '');

describe.each(ENGINES)('showroom pickup and delivery fees on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let actors: Record<ActorKind, string | null>;
  let boxId: string;
  let sampleableId: string;
  let pickupId: string;
  let perBoxId: string;
  let byWeightId: string;
  let flatId: string;

  const snapshot = async () =>
    (
      await rows(
        tdb,
        sql`select (select count(*)::int from audit_log) as audit, (select count(*)::int from order_status_history) as history,
          (select md5(string_agg(id::text || status::text || coalesce(ready_for_pickup_at::text, ''), ',' order by id)) from orders) as orders`,
      )
    )[0];

  async function pickupOrder(locale?: string) {
    const res = await placeOrder(
      { items: [{ productId: boxId, qty: 2 }], billing: contact, shippingOptionId: pickupId, paymentMethod: 'cod', checkoutKey: key() },
      { locale },
      db,
    );
    if (!res.ok) throw new Error(`${res.code} ${JSON.stringify(res.fields)}`);
    return res.order;
  }

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    actors = await createActors(db, 'order');
    const [floor] = await db.select({ id: t.categories.id }).from(t.categories).where(eq(t.categories.slug, 'laminate'));
    const [box] = await db
      .insert(t.products)
      .values({
        name: 'Heavy Oak Box',
        slug: `heavy-${randomUUID()}`,
        categoryId: floor.id,
        unit: 'sq ft',
        unitValue: '20.00',
        price: '45.50',
        discount: '45.50',
        quantity: -1,
        weightKg: '22.500',
      })
      .returning();
    boxId = box.id;
    sampleableId = box.id;
    [{ id: pickupId }] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).where(eq(t.shippingOptions.kind, 'pickup'));
    [{ id: flatId }] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).where(eq(t.shippingOptions.cost, '49.00'));
    const [perBox] = await db
      .insert(t.shippingOptions)
      .values({ type: 'Test per box', area: 'Surrey', cost: '20.00', feeRule: 'perBox', feeRate: '3.50' })
      .returning();
    perBoxId = perBox.id;
    const [byWeight] = await db
      .insert(t.shippingOptions)
      .values({ type: 'Test by weight', area: 'Surrey', cost: '15.00', feeRule: 'byWeight', feeRate: '0.35' })
      .returning();
    byWeightId = byWeight.id;
  });
  afterAll(async () => tdb?.dispose());

  it('the seed has a showroom pickup and a per-box heavy delivery, and floor products carry box weights', async () => {
    const options = await db.select().from(t.shippingOptions);
    expect(options.find((o) => o.kind === 'pickup')).toMatchObject({ type: 'Showroom pickup', cost: '0.00' });
    expect(options.find((o) => o.type === 'Heavy delivery (per box)')).toMatchObject({ feeRule: 'perBox', cost: '20.00', feeRate: '3.50' });
    const [weighted] = await rows(tdb, sql`select count(*)::int as n from products where weight_kg is not null`);
    expect(Number(weighted.n)).toBeGreaterThan(10);
  });

  it('the quote gives every option its own fee for the cart, and the chosen one in the totals', async () => {
    const quote = await quoteCart({ items: [{ productId: boxId, qty: 3 }], shippingOptionId: perBoxId }, {}, db);
    expect(quote?.deliveryFees[perBoxId]).toBe(30.5);
    // 15 + 0.35 × 67.5 kg = 38.625 → 38.63
    expect(quote?.deliveryFees[byWeightId]).toBe(38.63);
    expect(quote?.deliveryFees[flatId]).toBe(49);
    expect(quote?.deliveryFees[pickupId]).toBe(0);
    expect(quote?.totals.shipping).toBe(30.5);
    expect(quote?.delivery).toMatchObject({ id: perBoxId, cost: 30.5, pickup: false });
  });

  it('checkout charges the server’s fee; a tampered delivery cost from the browser is ignored', async () => {
    const res = await placeOrder(
      {
        items: [{ productId: boxId, qty: 3 }],
        billing: address,
        shipping: address,
        shippingOptionId: perBoxId,
        paymentMethod: 'cod',
        checkoutKey: key(),
        shippingCost: 0,
        deliveryFees: { [perBoxId]: 0 },
      },
      {},
      db,
    );
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, res.order.id));
    expect(o.shippingCost).toBe('30.50');
    expect(o.pickup).toBe(false);
    // 3 × 45.50 = 136.50 + 30.50 delivery, GST 5 % and PST 7 % of BC on both
    expect(Number(o.subtotal)).toBe(136.5);
    expect(Number(o.total)).toBeCloseTo((136.5 + 30.5) * 1.12, 2);
  });

  it('an order of samples alone pays the sample fee, whatever the rule', async () => {
    const quote = await quoteCart({ items: [{ productId: sampleableId, qty: 1, sample: true }], shippingOptionId: perBoxId }, {}, db);
    expect(quote?.deliveryFees[perBoxId]).toBe(0);
    expect(quote?.deliveryFees[byWeightId]).toBe(0);
  });

  it('a pickup order needs the contact only, is taxed at the showroom, and shows where to collect it', async () => {
    const order = await pickupOrder();
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, order.id));
    expect(o).toMatchObject({ pickup: true, deliveryType: 'Showroom pickup', shippingCost: '0.00', readyForPickupAt: null });
    expect(o.shipping).toMatchObject({ fullName: 'Amrit Sandhu', house: '', country: '' });
    expect(o.taxLines.map((x) => x.name).sort()).toEqual(['GST', 'PST']);
    const guest = await findGuestOrder({ number: o.number, email: contact.email }, db);
    expect(guest).toMatchObject({ pickup: true, readyForPickupAt: null });
  });

  it('a delivery still needs the full addresses: the browser cannot make it a pickup', async () => {
    const res = await placeOrder(
      {
        items: [{ productId: boxId, qty: 1 }],
        billing: contact,
        shippingOptionId: flatId,
        paymentMethod: 'cod',
        checkoutKey: key(),
        pickup: true,
      },
      {},
      db,
    );
    expect(res).toMatchObject({ ok: false, code: 'invalid' });
    if (!res.ok) expect(res.fields).toMatchObject({ 'billing.house': 'required' });
  });

  it('marks a confirmed pickup order ready: status, timeline, audit and one e-mail with address and hours', async () => {
    const order = await pickupOrder();
    actAs(actors.staffEdit);
    expect(await setOrderStatus({ id: order.id, status: 'confirmed' })).toMatchObject({ ok: true });
    const before = outbox();
    const res = await markReadyForPickup({ id: order.id });
    expect(res).toMatchObject({ ok: true, data: { status: 'shipped', next: ['delivered'] } });
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, order.id));
    expect(o.status).toBe('shipped');
    expect(o.readyForPickupAt).toBeInstanceOf(Date);
    const history = await db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({ status: 'shipped', actorId: actors.staffEdit, event: { kind: 'readyForPickup' } });
    const [audit] = await db
      .select()
      .from(t.auditLog)
      .where(sql`${t.auditLog.entityId} = ${order.id} and ${t.auditLog.action} = 'order.markReadyForPickup'`);
    expect(audit).toMatchObject({ area: 'order', before: { status: 'confirmed' }, after: { status: 'shipped' } });

    const mails = newMails(before);
    expect(mails).toHaveLength(1);
    const mail = readEml(mails[0]);
    expect(mail).toContain('To: amrit.pickup@example.com');
    expect(mail).toMatch(/Subject: Your floorshop order FS-\S+ is ready for pickup/);
    expect(mail).toContain('7350 120 St, Surrey, BC V3W 3M9');
    expect(mail).toMatch(/Monday to Saturday: 09:00\S+17:30/);
    expect(mail).toContain('Sunday: Closed');
    expect(mail).toMatch(/Heavy Oak Box \S+ 2/);

    // the customer reads "ready for pickup"; a second mark is refused and writes nothing
    const guest = await findGuestOrder({ number: o.number, email: contact.email }, db);
    expect(guest?.readyForPickupAt).not.toBeNull();
    const snap = await snapshot();
    expect(await markReadyForPickup({ id: order.id })).toMatchObject({ ok: false, status: 409, error: 'readyForPickupNotAllowed' });
    expect(await snapshot()).toEqual(snap);
  });

  it('the order keeps the language it was placed in, and the ready mail is written in it (an unknown one: the shop’s)', async () => {
    const french = await pickupOrder('fr');
    const unknown = await pickupOrder('xx');
    const rowsOf = await db.select({ id: t.orders.id, locale: t.orders.locale }).from(t.orders);
    expect(rowsOf.find((o) => o.id === french.id)?.locale).toBe('fr');
    expect(rowsOf.find((o) => o.id === unknown.id)?.locale).toBeNull();
    actAs(actors.staffEdit);
    for (const o of [french, unknown]) expect(await setOrderStatus({ id: o.id, status: 'confirmed' })).toMatchObject({ ok: true });
    const before = outbox();
    expect(await markReadyForPickup({ id: french.id })).toMatchObject({ ok: true });
    expect(await markReadyForPickup({ id: unknown.id })).toMatchObject({ ok: true });
    // the mails' text as UTF-8 (readEml decodes quoted-printable bytes one by one)
    const mails = newMails(before).map(readEml);
    const fr = mails.find((m) => m.includes(french.number))!;
    const en = mails.find((m) => m.includes(unknown.number))!;
    expect(fr).toContain(`Bonne nouvelle : votre commande ${french.number} est prête.`);
    expect(fr).toContain('Heures d’ouverture');
    expect(en).toMatch(/Subject: Your floorshop order FS-\S+ is ready for pickup/);
  });

  it('refuses a pending order and a delivery order, writing nothing', async () => {
    const pending = await pickupOrder();
    const delivery = await placeOrder(
      {
        items: [{ productId: boxId, qty: 1 }],
        billing: address,
        shipping: address,
        shippingOptionId: flatId,
        paymentMethod: 'cod',
        checkoutKey: key(),
      },
      {},
      db,
    );
    if (!delivery.ok) throw new Error(delivery.code);
    actAs(actors.staffEdit);
    expect(await setOrderStatus({ id: delivery.order.id, status: 'confirmed' })).toMatchObject({ ok: true });
    const before = outbox();
    const snap = await snapshot();
    expect(await markReadyForPickup({ id: pending.id })).toMatchObject({ ok: false, status: 409, error: 'readyForPickupNotAllowed' });
    expect(await markReadyForPickup({ id: delivery.order.id })).toMatchObject({ ok: false, status: 409, error: 'notPickup' });
    expect(await snapshot()).toEqual(snap);
    expect(newMails(before)).toEqual([]);
  });

  it('a confirmed pickup order takes no shipment tracking: refused, nothing written or mailed', async () => {
    const order = await pickupOrder();
    actAs(actors.staffEdit);
    expect(await setOrderStatus({ id: order.id, status: 'confirmed' })).toMatchObject({ ok: true });
    const before = outbox();
    const snap = await snapshot();
    expect(await setOrderShipment({ id: order.id, carrier: 'canada-post', trackingNumber: '1234567890123456' })).toMatchObject({
      ok: false,
      status: 409,
      error: 'pickupOrder',
    });
    expect(await snapshot()).toEqual(snap);
    expect(newMails(before)).toEqual([]);
  });

  it.each(ACTOR_KINDS)('%s may mark ready only with the order edit right', async (kind) => {
    const order = await pickupOrder();
    actAs(actors.staffEdit);
    expect(await setOrderStatus({ id: order.id, status: 'processing' })).toMatchObject({ ok: false });
    expect(await setOrderStatus({ id: order.id, status: 'confirmed' })).toMatchObject({ ok: true });
    const snap = await snapshot();
    actAs(actors[kind]);
    const res = await markReadyForPickup({ id: order.id });
    if (allowed(kind, 'edit')) expect(res).toMatchObject({ ok: true });
    else {
      expect(res).toMatchObject({ ok: false, status: 403 });
      expect(await snapshot()).toEqual(snap);
    }
  });

  it('the dashboard saves a fee rule; a flat option keeps no rate', async () => {
    actAs(actors.admin);
    const made = await createShipping({
      type: 'Weighed',
      area: 'BC',
      kind: 'delivery',
      feeRule: 'byWeight',
      cost: 10,
      feeRate: 0.5,
      freeOver: '',
      position: 9,
      active: true,
    });
    expect(made).toMatchObject({ ok: true, data: { feeRule: 'byWeight', feeRate: 0.5, freeOver: null } });
    const flat = await createShipping({ type: 'Flat', area: 'BC', feeRule: 'flat', cost: 10, feeRate: 7, position: 9, active: true });
    expect(flat).toMatchObject({ ok: true, data: { feeRule: 'flat', feeRate: 0, kind: 'delivery' } });
    expect(await createShipping({ type: 'Bad', area: 'BC', feeRule: 'perParcel', cost: 10, position: 9 })).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});

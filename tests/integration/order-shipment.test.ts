import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';

const outboxRoot = vi.hoisted(() => {
  // the mail module writes to DATA_DIR/outbox; env is read once at import
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync: mk } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { tmpdir } = require('node:os') as typeof import('node:os');
  const dir = mk(`${tmpdir()}/floorshop-shipment-`);
  process.env.DATA_DIR = dir;
  process.env.SITE_URL = 'https://shop.example.com';
  delete process.env.SMTP_URL;
  return dir;
});

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { bulkShipOrders, setOrderShipment } from '@/server/dashboard/orders/order-shipment';
import { getOrder, setOrderStatus } from '@/server/dashboard/orders';
import { editOrder } from '@/server/dashboard/orders/order-edit';
import { listAccountOrders } from '@/server/account/list-orders';
import { findGuestOrder } from '@/server/orders/find-order';
import { placeOrder } from '@/server/orders/place-order';
import { ACTOR_KINDS, allowed, createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';
import { outboxFiles, readMail } from '../support/outbox';

const outbox = () => outboxFiles(outboxRoot);
/** the decoded text of an .eml */
const readEml = readMail;
/** the mails written since `before` */
const newMails = (before: string[]) => outbox().filter((f) => !before.includes(f));

afterAll(() => rmSync(outboxRoot, { recursive: true, force: true }));

const address = {
  fullName: 'Harpreet Gill',
  phone: '604-555-0144',
  email: 'harpreet.ship@example.com',
  house: '7350 120 St',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3W 3M9',
  country: 'CA',
};

describe.each(ENGINES)('order shipment tracking on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let actors: Record<ActorKind, string | null>;
  let productId: string;
  let deliveryId: string;

  async function order(userId?: string) {
    const res = await placeOrder(
      {
        items: [{ productId, qty: 3 }],
        billing: address,
        shipping: address,
        shippingOptionId: deliveryId,
        paymentMethod: 'cod',
        checkoutKey: randomUUID().replace(/-/g, ''),
      },
      { userId },
      db,
    );
    if (!res.ok) throw new Error(res.code);
    return res.order.id;
  }
  async function confirmed(userId?: string) {
    const id = await order(userId);
    actAs(actors.staffEdit);
    expect(await setOrderStatus({ id, status: 'confirmed' })).toMatchObject({ ok: true });
    return id;
  }
  const snapshot = async () =>
    (
      await rows(
        tdb,
        sql`select (select count(*)::int from audit_log) as audit, (select count(*)::int from order_status_history) as history,
          (select md5(string_agg(id::text || status::text || coalesce(shipped_at::text, ''), ',' order by id)) from orders) as orders,
          (select md5(coalesce(string_agg(id::text || carrier || tracking_number || lines::text, ',' order by id), '')) from order_shipments) as shipments`,
      )
    )[0];

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    actors = await createActors(db, 'order');
    const [cat] = await db.select({ id: t.categories.id }).from(t.categories).limit(1);
    const [p] = await db
      .insert(t.products)
      .values({
        name: 'Ship Oak Plank',
        slug: `ship-${randomUUID()}`,
        categoryId: cat.id,
        unit: 'sq ft',
        unitValue: '20.00',
        price: '45.50',
        discount: '45.50',
        quantity: -1,
      })
      .returning();
    productId = p.id;
    // a delivery: a showroom pickup takes no tracking
    [{ id: deliveryId }] = await db
      .select({ id: t.shippingOptions.id })
      .from(t.shippingOptions)
      .where(eq(t.shippingOptions.kind, 'delivery'))
      .limit(1);
  });
  afterAll(async () => tdb?.dispose());

  it('saves carrier and number, moves the order to shipped, records timeline and audit, and mails the customer once with the link', async () => {
    const id = await confirmed();
    const before = outbox();
    actAs(actors.staffEdit);
    const res = await setOrderShipment({ id, carrier: 'canada-post', trackingNumber: ' 7023 4567 8901 2345 ' });
    expect(res).toMatchObject({ ok: true, data: { status: 'shipped', updated: false } });

    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, id));
    expect(o.status).toBe('shipped');
    expect(o.shippedAt).toBeInstanceOf(Date);
    // one parcel holding the whole order
    const [item] = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, id));
    expect(await db.select().from(t.orderShipments).where(eq(t.orderShipments.orderId, id))).toMatchObject([
      {
        position: 1,
        carrier: 'canada-post',
        trackingNumber: '7023 4567 8901 2345',
        trackingUrl: null,
        lines: [{ itemId: item.id, quantity: 3 }],
        createdBy: actors.staffEdit,
      },
    ]);
    const history = await db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, id));
    expect(history.at(-1)).toMatchObject({
      status: 'shipped',
      actorId: actors.staffEdit,
      event: { kind: 'shipment', carrier: 'canada-post', carrierName: 'Canada Post', trackingNumber: '7023 4567 8901 2345', position: 1 },
    });
    const [audit] = await db
      .select()
      .from(t.auditLog)
      .where(sql`${t.auditLog.entityId} = ${id} and ${t.auditLog.action} = 'order.setShipment'`);
    expect(audit).toMatchObject({
      area: 'order',
      before: { status: 'confirmed' },
      after: { status: 'shipped', shipment: { position: 1, carrier: 'canada-post', lines: [{ itemId: item.id, quantity: 3 }] } },
    });

    const mails = newMails(before);
    expect(mails).toHaveLength(1);
    const mail = readEml(mails[0]);
    expect(mail).toContain('To: harpreet.ship@example.com');
    expect(mail).toMatch(/Subject: Your floorshop order FS-\S+ is on its way/);
    expect(mail).toContain('Canada Post');
    expect(mail).toContain('7023 4567 8901 2345');
    expect(mail).toContain('https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023456789012345');
    expect(mail).toMatch(/Ship Oak Plank \S+ 3/);
    expect(mail).toContain('7350 120 St');
    expect(mail).toContain('https://shop.example.com/order/lookup');

    // the dashboard and the guest look-up show it
    const detail = await getOrder({ id });
    expect(detail).toMatchObject({
      ok: true,
      data: {
        shipments: [{ carrierName: 'Canada Post', trackingNumber: '7023 4567 8901 2345', lines: [{ itemId: item.id, quantity: 3 }] }],
        leftToShip: [{ itemId: item.id, quantity: 0 }],
      },
    });
    const guest = await findGuestOrder({ number: o.number, email: address.email }, db);
    expect(guest?.shipments[0].trackingUrl).toContain('searchFor=7023456789012345');
    expect(guest?.shipments[0].lines).toEqual([{ itemId: item.id, name: 'Ship Oak Plank', quantity: 3 }]);
  });

  it('a changed tracking mails an update; the same tracking again is refused and mails nothing', async () => {
    const id = await confirmed();
    actAs(actors.staffEdit);
    const first = await setOrderShipment({ id, carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
    if (!first.ok) throw new Error(first.error);
    const shipmentId = first.data.shipmentId;
    let before = outbox();
    const res = await setOrderShipment({
      id,
      shipmentId,
      carrier: 'other',
      trackingNumber: 'FR-88231',
      trackingUrl: 'https://track.fraserfreight.ca/p/FR-88231',
    });
    expect(res).toMatchObject({ ok: true, data: { updated: true, status: 'shipped', shipmentId } });
    const [{ carrier, trackingUrl }] = await db.select().from(t.orderShipments).where(eq(t.orderShipments.orderId, id));
    expect({ carrier, trackingUrl }).toEqual({ carrier: 'other', trackingUrl: 'https://track.fraserfreight.ca/p/FR-88231' });
    const mails = newMails(before);
    expect(mails).toHaveLength(1);
    const mail = readEml(mails[0]);
    expect(mail).toMatch(/Subject: New tracking for your floorshop order/);
    expect(mail).toContain('https://track.fraserfreight.ca/p/FR-88231');
    const history = await db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, id));
    expect(history.at(-1)?.event).toEqual({
      kind: 'trackingChanged',
      carrier: 'other',
      carrierName: 'track.fraserfreight.ca',
      trackingNumber: 'FR-88231',
      position: 1,
    });

    before = outbox();
    const snap = await snapshot();
    expect(
      await setOrderShipment({
        id,
        shipmentId,
        carrier: 'other',
        trackingNumber: 'fr-88231',
        trackingUrl: 'https://track.fraserfreight.ca/p/FR-88231',
      }),
    ).toMatchObject({ ok: false, status: 409, error: 'shipmentUnchanged' });
    expect(newMails(before)).toHaveLength(0);
    expect(await snapshot()).toEqual(snap);
  });

  it('the customer’s order history lists the shipment and the status steps, not the tracking corrections', async () => {
    const [customer] = await db
      .insert(t.users)
      .values({ name: 'Harpreet Gill', email: `ship-${randomUUID()}@example.com`, role: 'customer' })
      .returning();
    const id = await confirmed(customer.id);
    actAs(actors.staffEdit);
    const first = await setOrderShipment({ id, carrier: 'fedex', trackingNumber: '123456789012' });
    if (!first.ok) throw new Error(first.error);
    await setOrderShipment({ id, shipmentId: first.data.shipmentId, carrier: 'fedex', trackingNumber: '123456789013' });
    const [mine] = await listAccountOrders(customer.id, db);
    expect(mine.shipments).toEqual([
      {
        id: first.data.shipmentId,
        position: 1,
        carrier: 'fedex',
        carrierName: 'FedEx',
        trackingNumber: '123456789013',
        trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=123456789013',
        lines: [{ itemId: expect.any(String), name: 'Ship Oak Plank', quantity: 3 }],
        createdAt: expect.any(String),
      },
    ]);
    expect(mine.history.map((h) => h.status)).toEqual(['pending', 'confirmed', 'shipped']);
  });

  it('ships an order in parcels: a part keeps it processing and mails that parcel, the last ships it; a part-shipped order is not edited or cancelled', async () => {
    const id = await confirmed();
    const [item] = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, id));
    let before = outbox();
    actAs(actors.staffEdit);
    const part = await setOrderShipment({
      id,
      carrier: 'purolator',
      trackingNumber: '329000000001',
      lines: [{ itemId: item.id, quantity: 1 }],
    });
    expect(part).toMatchObject({ ok: true, data: { status: 'processing', updated: false } });
    let mails = newMails(before).map(readEml);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Subject: Part of your floorshop order FS-\S+ is on its way/);
    expect(mails[0]).toContain('Ship Oak Plank × 1');
    expect(mails[0]).toContain('the rest follows in another parcel');
    const history = await db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, id));
    expect(history.at(-1)).toMatchObject({
      status: 'processing',
      event: { kind: 'partShipped', position: 1, trackingNumber: '329000000001' },
    });

    // the customer sees the parcel; their history gains no step for it
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, id));
    const guest = await findGuestOrder({ number: o.number, email: address.email }, db);
    expect(guest).toMatchObject({ status: 'processing', shipments: [{ position: 1, lines: [{ name: 'Ship Oak Plank', quantity: 1 }] }] });
    expect(guest?.history.map((h) => h.status)).toEqual(['pending', 'confirmed']);

    // a part-shipped order is neither cancelled nor edited, and lines it does not have, or more than is left, are refused
    const snap = await snapshot();
    before = outbox();
    expect(await setOrderStatus({ id, status: 'cancelled', notify: false })).toMatchObject({
      ok: false,
      status: 409,
      error: 'partShipped',
      params: { messageKey: 'dashOrders.shipment.errors.cancelPartShipped' },
    });
    const loaded = await getOrder({ id });
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.data).toMatchObject({ editRefusal: 'partShipped', leftToShip: [{ itemId: item.id, quantity: 2 }] });
    expect(
      await editOrder({
        id,
        version: loaded.data.updatedAt,
        items: [{ itemId: item.id, qty: 2 }],
        add: [],
        shipping: loaded.data.shipping,
      }),
    ).toMatchObject({ ok: false, status: 409, error: 'editNotAllowed' });
    for (const [lines, error] of [
      [[{ itemId: item.id, quantity: 3 }], 'moreThanLeft'],
      [[{ itemId: item.id, quantity: 0 }], 'emptyShipment'],
      [[{ itemId: randomUUID(), quantity: 1 }], 'unknownLine'],
    ] as const) {
      expect(await setOrderShipment({ id, carrier: 'ups', trackingNumber: '1Z999AA10000009', lines: [...lines] }), error).toMatchObject({
        ok: false,
        status: 409,
        error,
      });
    }
    expect(await snapshot()).toEqual(snap);
    expect(newMails(before)).toHaveLength(0);

    // the rest ships the order, and mails only what is in the second parcel
    before = outbox();
    expect(await setOrderShipment({ id, carrier: 'canada-post', trackingNumber: '7023 0000 2222' })).toMatchObject({
      ok: true,
      data: { status: 'shipped' },
    });
    const parcels = await db.select().from(t.orderShipments).where(eq(t.orderShipments.orderId, id)).orderBy(t.orderShipments.position);
    expect(parcels.map((p) => [p.position, p.carrier, p.lines])).toEqual([
      [1, 'purolator', [{ itemId: item.id, quantity: 1 }]],
      [2, 'canada-post', [{ itemId: item.id, quantity: 2 }]],
    ]);
    mails = newMails(before).map(readEml);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Subject: Your floorshop order FS-\S+ is on its way/);
    expect(mails[0]).toContain('Ship Oak Plank × 2');
    // nothing is left: a third parcel is refused
    expect(await setOrderShipment({ id, carrier: 'ups', trackingNumber: '1Z999AA10000010' })).toMatchObject({
      ok: false,
      status: 409,
      error: 'shipmentNotAllowed',
    });
  });

  it('a pending, delivered or cancelled order is refused, and bad input changes nothing', async () => {
    const pending = await order();
    const snap = await snapshot();
    const before = outbox();
    actAs(actors.staffEdit);
    expect(await setOrderShipment({ id: pending, carrier: 'ups', trackingNumber: '1Z999AA1' })).toMatchObject({
      ok: false,
      status: 409,
      error: 'shipmentNotAllowed',
      params: { messageKey: 'dashOrders.shipment.errors.shipmentNotAllowed' },
    });
    for (const bad of [
      { carrier: 'ups', trackingNumber: 'AB' },
      { carrier: 'ups', trackingNumber: '<b>1234</b>' },
      { carrier: 'pigeon', trackingNumber: '1234' },
      { carrier: 'other', trackingNumber: '1234', trackingUrl: 'javascript:alert(1)' },
    ]) {
      expect(await setOrderShipment({ id: pending, ...bad }), JSON.stringify(bad)).toMatchObject({ ok: false, status: 400 });
    }
    const cancelled = await order();
    // (without the cancellation's own mail to the customer: this test counts the shipping mails)
    await setOrderStatus({ id: cancelled, status: 'cancelled', notify: false });
    const snap2 = await snapshot();
    expect(await setOrderShipment({ id: cancelled, carrier: 'ups', trackingNumber: '1Z999AA1' })).toMatchObject({ ok: false, status: 409 });
    expect(await snapshot()).toEqual(snap2);
    expect(newMails(before)).toHaveLength(0);
    expect(snap.audit).toBeLessThan(snap2.audit as number);
  });

  it('a mail that cannot be sent is logged and the saved tracking stands', async () => {
    const id = await confirmed();
    const dir = path.join(outboxRoot, 'outbox');
    mkdirSync(dir, { recursive: true });
    renameSync(dir, `${dir}.away`);
    writeFileSync(dir, 'not a folder'); // the outbox cannot be written
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      actAs(actors.staffEdit);
      expect(await setOrderShipment({ id, carrier: 'purolator', trackingNumber: '329012345678' })).toMatchObject({ ok: true });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('shipping e-mail'), expect.anything());
    } finally {
      logged.mockRestore();
      rmSync(dir);
      renameSync(`${dir}.away`, dir);
    }
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, id));
    expect(o.status).toBe('shipped');
    expect(await db.select().from(t.orderShipments).where(eq(t.orderShipments.orderId, id))).toMatchObject([
      { trackingNumber: '329012345678' },
    ]);
  });

  it('ships a selection with each order’s own tracking; an order the rules refuse is named and the others stand', async () => {
    const [a, b] = [await confirmed(), await confirmed()];
    const pending = await order();
    const before = outbox();
    actAs(actors.staffEdit);
    const res = await bulkShipOrders({
      shipments: [
        { id: a, carrier: 'canada-post', trackingNumber: '7023 0000 1111' },
        { id: pending, carrier: 'ups', trackingNumber: '1Z999AA10000001' },
        { id: b, carrier: 'other', trackingNumber: 'LOCAL-42', trackingUrl: 'https://track.example.ca/p/42' },
      ],
    });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.data.done.map((d) => d.id)).toEqual([a, b]);
    expect(res.data.refused).toEqual([{ id: pending, number: expect.stringMatching(/^FS-/), reason: 'shipmentNotAllowed' }]);
    const saved = await db
      .select({ id: t.orders.id, status: t.orders.status, carrier: t.orderShipments.carrier, trackingUrl: t.orderShipments.trackingUrl })
      .from(t.orders)
      .leftJoin(t.orderShipments, eq(t.orderShipments.orderId, t.orders.id))
      .where(sql`${t.orders.id} in (${a}, ${b}, ${pending})`);
    const byId = Object.fromEntries(saved.map((o) => [o.id, o]));
    expect(byId[a]).toMatchObject({ status: 'shipped', carrier: 'canada-post' });
    expect(byId[b]).toMatchObject({ status: 'shipped', carrier: 'other', trackingUrl: 'https://track.example.ca/p/42' });
    expect(byId[pending]).toMatchObject({ status: 'pending', carrier: null });
    // each shipped order has its own timeline entry and audit row; each customer one mail with their own tracking
    for (const id of [a, b]) {
      const history = await db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, id));
      expect(history.at(-1)).toMatchObject({ status: 'shipped', event: { kind: 'shipment' } });
    }
    const audits = await db
      .select()
      .from(t.auditLog)
      .where(sql`${t.auditLog.action} = 'order.bulkShip' and ${t.auditLog.entityId} in (${a}, ${b}, ${pending})`);
    expect(audits.map((r) => r.entityId).sort()).toEqual([a, b].sort());
    const mails = newMails(before).map(readEml);
    expect(mails).toHaveLength(2);
    expect(mails.filter((m) => m.includes('7023 0000 1111'))).toHaveLength(1);
    expect(mails.filter((m) => m.includes('LOCAL-42'))).toHaveLength(1);
  });

  it('a selection with one bad row, or an order twice, is refused whole and changes nothing', async () => {
    const id = await confirmed();
    const snap = await snapshot();
    const before = outbox();
    actAs(actors.staffEdit);
    const bad = await bulkShipOrders({
      shipments: [
        { id, carrier: 'ups', trackingNumber: '1Z999AA10000002' },
        { id: randomUUID(), carrier: 'ups', trackingNumber: 'AB' },
      ],
    });
    expect(bad).toMatchObject({ ok: false, status: 400, fieldErrors: { 'shipments.1.trackingNumber': 'trackingTooShort' } });
    const twice = await bulkShipOrders({
      shipments: [
        { id, carrier: 'ups', trackingNumber: '1Z999AA10000003' },
        { id, carrier: 'dhl', trackingNumber: '1234567890' },
      ],
    });
    expect(twice).toMatchObject({ ok: false, status: 400 });
    expect(await bulkShipOrders({ shipments: [] })).toMatchObject({ ok: false, status: 400 });
    expect(await snapshot()).toEqual(snap);
    expect(newMails(before)).toHaveLength(0);
  });

  it.each(ACTOR_KINDS)('%s may ship a selection only with the order edit right', async (kind) => {
    const id = await confirmed();
    const snap = await snapshot();
    actAs(actors[kind]);
    const res = await bulkShipOrders({ shipments: [{ id, carrier: 'fedex', trackingNumber: '7712 3456 7890' }] });
    if (allowed(kind, 'edit')) expect(res).toMatchObject({ ok: true, data: { done: [{ id }] } });
    else {
      expect(res).toMatchObject({ ok: false, status: 403 });
      expect(await snapshot()).toEqual(snap);
    }
  });

  it.each(ACTOR_KINDS)('%s may save tracking only with the order edit right', async (kind) => {
    const id = await confirmed();
    const snap = await snapshot();
    actAs(actors[kind]);
    const res = await setOrderShipment({ id, carrier: 'dhl', trackingNumber: '1234567890' });
    if (allowed(kind, 'edit')) expect(res).toMatchObject({ ok: true });
    else {
      expect(res).toMatchObject({ ok: false, status: 403 });
      expect(await snapshot()).toEqual(snap);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));

import { GET as exportCsv } from '@/app/api/dashboard/subscribers.csv/route';
import { DELETE as clearRoute, GET as notificationRoute } from '@/app/api/notification/route';
import { couponActions } from '@/server/dashboard/coupons';
import { findDashboardAction } from '@/server/dashboard/registry';
import { shippingActions } from '@/server/dashboard/shipping';
import { subscriberActions } from '@/server/dashboard/subscribers';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { subscribe } from '@/server/newsletter/subscribe';
import { limits } from '@/server/security/limiter';
import { listDeliveryOptions, quoteCart } from '@/server/orders/quote-cart';
import { placeOrder } from '@/server/orders/place-order';
import { ACTOR_KINDS, allowed, createActors, type ActorKind, type Need } from '../support/actors';
import { createProduct, testAddress } from '../factories';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const { listCoupons, getCoupon, createCoupon, updateCoupon, deleteCoupons } = couponActions;
const { listShipping, getShipping, createShipping, updateShipping, deleteShipping } = shippingActions;
const { listSubscribers, deleteSubscribers } = subscriberActions;

const uniq = () => randomUUID().slice(0, 8).toUpperCase();
const couponInput = (over: Record<string, unknown> = {}) => ({
  code: `T-${uniq()}`,
  discountPercent: 10,
  minimumSpend: 0,
  usageLimit: null,
  startsAt: null,
  expiresAt: null,
  active: true,
  ...over,
});
const shippingInput = (over: Record<string, unknown> = {}) => ({
  type: `Courier ${uniq()}`,
  area: 'Langley',
  cost: 25,
  position: 9,
  active: true,
  ...over,
});

const address = testAddress;

const request = (method: string, origin = 'http://shop.test') =>
  new Request('http://shop.test/api/notification', { method, headers: { host: 'shop.test', origin } });

describe.each(ENGINES)('dashboard commerce on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  const actors: Record<string, Record<ActorKind, string | null>> = {};

  /** the whole table and the audit count: what "nothing changed" compares */
  const snapshot = async (table: string) => {
    const all = await rows(tdb, sql.raw(`select * from ${table} order by id`));
    const [{ n }] = await rows(tdb, sql.raw('select count(*)::int as n from audit_log'));
    return JSON.stringify([all, n]);
  };
  const asAdmin = async <T>(p: () => Promise<{ ok: boolean; data?: T }>) => {
    actAs(actors.coupon.admin);
    const res = await p();
    if (!res.ok) throw new Error(`setup failed: ${JSON.stringify(res)}`);
    return res.data as T;
  };

  const product = (quantity: number, price = '40.00') => createProduct(db, { label: 'Oak <plank>', quantity, price });
  const order = async (items: { productId: string; qty: number }[], over: Record<string, unknown> = {}) => {
    const [delivery] = await db.select().from(t.shippingOptions).where(eq(t.shippingOptions.active, true)).limit(1);
    return placeOrder(
      {
        items,
        billing: address,
        shipping: address,
        shippingOptionId: delivery.id,
        paymentMethod: 'cod',
        checkoutKey: randomUUID().replace(/-/g, ''),
        ...over,
      },
      {},
      db,
    );
  };

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    for (const area of ['coupon', 'shippingCharges', 'subscriber', 'order']) actors[area] = await createActors(db, area);
  });
  afterAll(async () => tdb?.dispose());

  it('registers every action under its name', () => {
    for (const name of [
      'coupon.list',
      'coupon.get',
      'coupon.create',
      'coupon.update',
      'coupon.delete',
      'shipping.list',
      'shipping.get',
      'shipping.create',
      'shipping.update',
      'shipping.delete',
      'subscriber.list',
      'subscriber.delete',
    ]) {
      expect(findDashboardAction(name)?.actionName).toBe(name);
    }
  });

  /** [action, area, table, need, call (given a fresh fixture id when `fixture` is set), fixture maker] */
  type Case = [string, string, string, Need, (id: string) => Promise<{ ok: boolean; status?: number }>, (() => Promise<string>)?];
  const newCoupon = () => asAdmin<{ id: string }>(() => createCoupon(couponInput())).then((c) => c.id);
  const newShipping = () => asAdmin<{ id: string }>(() => createShipping(shippingInput())).then((s) => s.id);
  const newSubscriber = async () =>
    (
      await db
        .insert(t.subscribers)
        .values({ email: `${uniq().toLowerCase()}@sub.test` })
        .returning()
    )[0].id;
  const cases: Case[] = [
    ['coupon.list', 'coupon', 'coupons', 'view', () => listCoupons({ q: 'T-' })],
    ['coupon.get', 'coupon', 'coupons', 'view', (id) => getCoupon({ id }), newCoupon],
    ['coupon.create', 'coupon', 'coupons', 'edit', () => createCoupon(couponInput())],
    ['coupon.update', 'coupon', 'coupons', 'edit', (id) => updateCoupon({ id, ...couponInput({ discountPercent: 33 }) }), newCoupon],
    ['coupon.delete', 'coupon', 'coupons', 'delete', (id) => deleteCoupons({ ids: [id] }), newCoupon],
    ['shipping.list', 'shippingCharges', 'shipping_options', 'view', () => listShipping({})],
    ['shipping.get', 'shippingCharges', 'shipping_options', 'view', (id) => getShipping({ id }), newShipping],
    ['shipping.create', 'shippingCharges', 'shipping_options', 'edit', () => createShipping(shippingInput())],
    [
      'shipping.update',
      'shippingCharges',
      'shipping_options',
      'edit',
      (id) => updateShipping({ id, ...shippingInput({ cost: 1 }) }),
      newShipping,
    ],
    ['shipping.delete', 'shippingCharges', 'shipping_options', 'delete', (id) => deleteShipping({ ids: [id] }), newShipping],
    ['subscriber.list', 'subscriber', 'subscribers', 'view', () => listSubscribers({})],
    ['subscriber.delete', 'subscriber', 'subscribers', 'delete', (id) => deleteSubscribers({ ids: [id] }), newSubscriber],
  ];

  describe.each(cases)('%s', (_name, area, table, need, call, fixture) => {
    it.each(ACTOR_KINDS)('as %s: allowed or 403 with nothing changed', async (kind) => {
      const id = fixture ? await fixture() : '';
      actAs(actors[area][kind]);
      const before = await snapshot(table);
      const res = await call(id);
      expect(res.ok, `${kind} ${need}`).toBe(allowed(kind, need));
      if (!res.ok) {
        expect(res.status).toBe(403);
        expect(await snapshot(table)).toBe(before);
      } else if (need !== 'view') {
        expect(await snapshot(table)).not.toBe(before);
      }
    });
  });

  describe('coupon rules', () => {
    it('stores the code upper-cased and refuses the same code in another case', async () => {
      actAs(actors.coupon.admin);
      const code = `Spring-${uniq()}`;
      const made = await createCoupon(couponInput({ code: code.toLowerCase() }));
      expect(made).toMatchObject({ ok: true, data: { code: code.toUpperCase() } });
      const before = await snapshot('coupons');
      expect(await createCoupon(couponInput({ code }))).toMatchObject({
        ok: false,
        status: 409,
        error: 'conflict',
        fieldErrors: { code: 'dashCommerce.validation.codeTaken' },
      });
      expect(await snapshot('coupons')).toBe(before);
      const other = await createCoupon(couponInput());
      if (!other.ok) throw new Error('setup');
      expect(await updateCoupon({ ...couponInput({ code }), id: other.data.id })).toMatchObject({ status: 409, error: 'conflict' });
      expect(await createCoupon(couponInput({ code: 'bad code!' }))).toMatchObject({
        status: 400,
        fieldErrors: { code: 'dashCommerce.validation.couponCode' },
      });
    });

    it('validates percent, minimum, dates and limit, changing nothing', async () => {
      actAs(actors.coupon.admin);
      const before = await snapshot('coupons');
      expect(await createCoupon(couponInput({ discountPercent: 0 }))).toMatchObject({
        status: 400,
        fieldErrors: { discountPercent: 'percentRange' },
      });
      expect(await createCoupon(couponInput({ minimumSpend: -5 }))).toMatchObject({
        status: 400,
        fieldErrors: { minimumSpend: 'notNegative' },
      });
      expect(await createCoupon(couponInput({ startsAt: '2026-05-02T00:00:00Z', expiresAt: '2026-05-01T00:00:00Z' }))).toMatchObject({
        status: 400,
        fieldErrors: { expiresAt: 'endBeforeStart' },
      });
      expect(await snapshot('coupons')).toBe(before);
    });

    it('a usage limit cannot go below the uses so far', async () => {
      const c = await asAdmin<{ id: string; code: string }>(() => createCoupon(couponInput()));
      await db.update(t.coupons).set({ usedCount: 3 }).where(eq(t.coupons.id, c.id));
      actAs(actors.coupon.admin);
      expect(await updateCoupon({ id: c.id, ...couponInput({ code: c.code, usageLimit: 2 }) })).toMatchObject({
        status: 400,
        fieldErrors: { usageLimit: 'dashCommerce.validation.limitBelowUsed' },
      });
      expect(await updateCoupon({ id: c.id, ...couponInput({ code: c.code, usageLimit: 3 }) })).toMatchObject({
        ok: true,
        data: { usageLimit: 3, usedCount: 3 },
      });
    });

    it('a coupon made here works in the cart, with the cart rules (minimum, inactive, dates)', async () => {
      const p = await product(100, '50.00');
      const c = await asAdmin<{ id: string; code: string }>(() => createCoupon(couponInput({ discountPercent: 20, minimumSpend: 100 })));
      const quote = (qty: number) => quoteCart({ items: [{ productId: p.id, qty }], couponCode: c.code.toLowerCase() }, {}, db);
      expect((await quote(2))?.coupon).toMatchObject({ code: c.code, kind: 'percent', value: 20, automatic: false, scope: null });
      expect(await quote(1)).toMatchObject({ coupon: null, couponError: 'belowMinimum', couponMinimum: 100 });
      actAs(actors.coupon.staffEdit);
      await updateCoupon({ id: c.id, ...couponInput({ code: c.code, discountPercent: 20, minimumSpend: 100, active: false }) });
      expect(await quote(2)).toMatchObject({ coupon: null, couponError: 'inactive' });
      await updateCoupon({
        id: c.id,
        ...couponInput({ code: c.code, discountPercent: 20, startsAt: new Date(Date.now() + 86_400_000).toISOString() }),
      });
      expect(await quote(2)).toMatchObject({ coupon: null, couponError: 'notYetValid' });
    });

    it('refuses to delete a coupon that orders used, naming the orders, and deletes nothing', async () => {
      const p = await product(100);
      const used = await asAdmin<{ id: string; code: string }>(() => createCoupon(couponInput()));
      const unused = await asAdmin<{ id: string }>(() => createCoupon(couponInput()));
      const placed = await order([{ productId: p.id, qty: 1 }], { couponCode: used.code });
      if (!placed.ok) throw new Error(JSON.stringify(placed));
      actAs(actors.coupon.admin);
      const before = await snapshot('coupons');
      expect(await deleteCoupons({ ids: [unused.id, used.id] })).toMatchObject({
        ok: false,
        status: 409,
        error: 'inUse',
        params: { what: placed.order.number },
      });
      expect(await snapshot('coupons')).toBe(before);
      expect(await deleteCoupons({ ids: [unused.id] })).toMatchObject({ ok: true, data: { deleted: 1 } });
      // deactivating is the way out
      expect(await updateCoupon({ id: used.id, ...couponInput({ code: used.code, active: false }) })).toMatchObject({
        ok: true,
        data: { active: false },
      });
    });

    it('lists with search, sort and paging', async () => {
      actAs(actors.coupon.staffView);
      const res = await listCoupons({ q: 'welcome', sort: 'code', dir: 'asc', pageSize: 10 });
      expect(res).toMatchObject({ ok: true, data: { total: 1, rows: [{ code: 'WELCOME10', discountPercent: 10, minimumSpend: 100 }] } });
      expect(await getCoupon({ id: randomUUID() })).toMatchObject({ ok: false, status: 404 });
    });
  });

  describe('shipping', () => {
    it('a new option is offered at checkout at once, an inactive or deleted one is not', async () => {
      const s = await asAdmin<{ id: string; type: string }>(() => createShipping(shippingInput({ cost: 12.5, position: 1 })));
      expect((await listDeliveryOptions(db)).find((o) => o.id === s.id)).toMatchObject({ type: s.type, cost: 12.5 });
      actAs(actors.shippingCharges.staffEdit);
      expect(await updateShipping({ id: s.id, ...shippingInput({ type: s.type, active: false }) })).toMatchObject({ ok: true });
      expect((await listDeliveryOptions(db)).some((o) => o.id === s.id)).toBe(false);
      expect(await createShipping(shippingInput({ cost: -1 }))).toMatchObject({ status: 400, fieldErrors: { cost: 'notNegative' } });
      actAs(actors.shippingCharges.admin);
      expect(await deleteShipping({ ids: [s.id] })).toMatchObject({ ok: true, data: { deleted: 1 } });
      expect(await getShipping({ id: s.id })).toMatchObject({ ok: false, status: 404 });
    });

    it('names an option in four languages: the checkout reads the page’s, English stands in marked, bad texts are refused', async () => {
      const input = shippingInput({ type: 'Curbside drop', area: 'Langley', position: 7 });
      const s = await asAdmin<{ id: string }>(() =>
        createShipping({ ...input, translations: { fr: { type: 'Dépôt en bordure', area: '' }, ar: { type: 'تسليم عند الرصيف' } } }),
      );
      const inFrench = (await listDeliveryOptions(db, 'fr')).find((o) => o.id === s.id);
      // an empty translation is none: the English area stands in, marked
      expect(inFrench).toMatchObject({ type: 'Dépôt en bordure', area: 'Langley', lang: { area: 'en' } });
      expect((await listDeliveryOptions(db, 'bn')).find((o) => o.id === s.id)).toMatchObject({
        type: 'Curbside drop',
        lang: { type: 'en', area: 'en' },
      });
      expect((await listDeliveryOptions(db, 'en')).find((o) => o.id === s.id)).not.toHaveProperty('lang');
      const [row] = await db.select().from(t.shippingOptions).where(eq(t.shippingOptions.id, s.id));
      expect(row.translations).toEqual({ fr: { type: 'Dépôt en bordure' }, ar: { type: 'تسليم عند الرصيف' } });

      // a save without translations keeps them; unknown languages or fields and over-long texts are refused, nothing written
      actAs(actors.shippingCharges.staffEdit);
      expect(await updateShipping({ id: s.id, ...input, cost: 15 })).toMatchObject({ ok: true });
      const refusals = [{ de: { type: 'Bordsteinabgabe' } }, { fr: { name: 'Dépôt' } }, { fr: { type: 'x'.repeat(81) } }];
      for (const translations of refusals)
        expect(await updateShipping({ id: s.id, ...input, translations })).toMatchObject({ ok: false, status: 400 });
      const [after] = await db.select().from(t.shippingOptions).where(eq(t.shippingOptions.id, s.id));
      expect(after.translations).toEqual(row.translations);
      expect(after.cost).toBe('15.00');
    });

    it('the seeded options are named in Bengali, Arabic and French', async () => {
      const local = (locale: string) => listDeliveryOptions(db, locale).then((os) => os.find((o) => o.cost === 49));
      expect(await local('fr')).toMatchObject({ type: 'Livraison locale', area: 'Surrey, Delta et White Rock' });
      expect(await local('ar')).toMatchObject({ type: 'توصيل محلي', area: 'ساري ودلتا ووايت روك' });
      expect(await local('bn')).toMatchObject({ type: 'স্থানীয় ডেলিভারি' });
      expect((await local('fr'))?.lang).toBeUndefined();
    });
  });

  describe('newsletter and subscribers', () => {
    it('subscribes once, answers a duplicate the same way, refuses a bad address', async () => {
      limits.subscribe.reset();
      const email = `Reader-${uniq()}@Example.com`;
      expect(await subscribe({ email }, { ip: '10.0.0.1' }, db)).toEqual({ ok: true });
      expect(await subscribe({ email: email.toLowerCase() }, { ip: '10.0.0.2' }, db)).toEqual({ ok: true });
      const found = await db.select().from(t.subscribers).where(eq(t.subscribers.email, email.toLowerCase()));
      expect(found).toHaveLength(1);
      expect(await subscribe({ email: 'nope' }, { ip: '10.0.0.1' }, db)).toEqual({ ok: false, reason: 'invalid' });
    });

    it('limits subscriptions per address', async () => {
      limits.subscribe.reset();
      for (let i = 0; i < 5; i++) expect((await subscribe({ email: `r${i}-${uniq()}@x.test` }, { ip: '10.9.9.9' }, db)).ok).toBe(true);
      const before = await snapshot('subscribers');
      expect(await subscribe({ email: `late-${uniq()}@x.test` }, { ip: '10.9.9.9' }, db)).toEqual({ ok: false, reason: 'rateLimited' });
      expect(await snapshot('subscribers')).toBe(before);
      limits.subscribe.reset();
    });

    it.each(ACTOR_KINDS)('CSV export as %s', async (kind) => {
      await db
        .insert(t.subscribers)
        .values([{ email: '=cmd|calc@evil.test' }, { email: `plain-${uniq().toLowerCase()}@x.test` }])
        .onConflictDoNothing();
      actAs(actors.subscriber[kind]);
      const res = await exportCsv();
      if (!allowed(kind, 'view')) {
        // the staff contract's answer for anyone without the right, a guest included (as every dashboard action)
        expect(res.status).toBe(403);
        expect(await res.json()).toMatchObject({ ok: false, error: 'forbidden' });
        return;
      }
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 6)).toString('hex')).toMatch(/^efbbbf(?!efbbbf)/); // one BOM, for Excel
      const text = new TextDecoder().decode(bytes);
      const lines = text.trimEnd().split('\r\n');
      expect(lines[0]).toBe('email,subscribed_at');
      expect(lines).toContainEqual(expect.stringMatching(/^'=cmd\|calc@evil\.test,\d{4}-/));
      const [{ n }] = await rows(tdb, sql`select count(*)::int as n from subscribers`);
      expect(lines.length - 1).toBe(Number(n));
    });

    it('lists and searches subscribers', async () => {
      actAs(actors.subscriber.staffView);
      const res = await listSubscribers({ q: 'evil', sort: 'email', dir: 'asc' });
      expect(res).toMatchObject({ ok: true, data: { total: 1, rows: [{ email: '=cmd|calc@evil.test' }] } });
    });
  });

  describe('notifications', () => {
    const mayRead = (kind: ActorKind) => !['guest', 'customer', 'inactiveStaff'].includes(kind);
    type Listed = { success: boolean; notifications: { _id: string; createdAt: string; message: string }[] };
    const listAs = async (id: string | null) => {
      actAs(id);
      return (await (await notificationRoute(request('GET'))).json()) as Listed;
    };

    it.each(ACTOR_KINDS)('GET /api/notification as %s: order notifications only with the order view right', async (kind) => {
      const tag = uniq();
      await db
        .insert(t.notifications)
        .values({ message: `Hello ${tag} <strong>staff</strong><script>alert(1)</script><img src=x onerror=alert(1)>` });
      actAs(actors.order[kind]);
      const res = await notificationRoute(request('GET'));
      if (!mayRead(kind)) {
        expect(res.status).toBe(kind === 'guest' ? 401 : 403);
        // the shop's JSON envelope: success false with err (docs/requirements.md, "Response envelope")
        expect(await res.json()).toEqual({ success: false, err: kind === 'guest' ? 'unauthorized' : 'forbidden' });
        return;
      }
      expect(res.status).toBe(200);
      const body = (await res.json()) as Listed;
      expect(body.success).toBe(true);
      const hello = body.notifications.find((n) => n.message.startsWith(`Hello ${tag}`));
      // staffWithout may use every other area, not orders
      if (kind === 'staffWithout') expect(hello).toBeUndefined();
      else
        expect(hello).toMatchObject({
          _id: expect.any(String),
          createdAt: expect.any(String),
          message: `Hello ${tag} <strong>staff</strong>`,
        });
    });

    it('shows low stock to product viewers and contact messages to page-settings viewers only', async () => {
      const tag = uniq();
      await db.insert(t.notifications).values([
        { area: 'product', message: `Low stock ${tag}` },
        { area: 'pageSettings', message: `Contact ${tag}` },
      ]);
      const mine = (l: Listed) =>
        l.notifications
          .map((n) => n.message)
          .filter((m) => m.includes(tag))
          .sort();
      expect(mine(await listAs(actors.order.staffEdit))).toEqual([]);
      expect(mine(await listAs(actors.order.staffWithout))).toEqual([`Contact ${tag}`, `Low stock ${tag}`]);
      expect(mine(await listAs(actors.order.admin))).toEqual([`Contact ${tag}`, `Low stock ${tag}`]);
    });

    it.each(ACTOR_KINDS)('DELETE /api/notification as %s clears only for the caller', async (kind) => {
      const tag = uniq();
      await db.insert(t.notifications).values({ message: `to clear ${tag}` });
      const count = async () => Number((await rows(tdb, sql`select count(*)::int as n from notifications`))[0].n);
      const before = await count();
      actAs(actors.order[kind]);
      const res = await clearRoute(request('DELETE'));
      expect(await count()).toBe(before);
      if (!mayRead(kind)) {
        expect(res.status).toBe(kind === 'guest' ? 401 : 403);
        return;
      }
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true });
      expect((await listAs(actors.order[kind])).notifications).toEqual([]);
      // another staff member with the same rights still sees it
      const other = kind === 'admin' ? actors.order.staffEdit : actors.order.admin;
      expect((await listAs(other)).notifications.some((n) => n.message === `to clear ${tag}`)).toBe(true);
      // a notification after the clear shows again
      await db.insert(t.notifications).values({ area: 'product', message: `after ${tag}`, createdAt: new Date(Date.now() + 1000) });
      const after = (await listAs(actors.order[kind])).notifications.map((n) => n.message);
      expect(after.includes(`after ${tag}`)).toBe(kind === 'admin' || kind === 'staffWithout');
    });

    it('clears up to the newest notification shown: one that arrived since stays; a bad or foreign id changes nothing', async () => {
      const tag = uniq();
      const shownAt = new Date(Date.now() + 5_000);
      const [shown] = await db
        .insert(t.notifications)
        .values({ message: `shown ${tag}`, createdAt: shownAt })
        .returning();
      await db.insert(t.notifications).values({ message: `arrived later ${tag}`, createdAt: new Date(shownAt.getTime() + 1_000) });
      const [hidden] = await db
        .insert(t.notifications)
        .values({ area: 'product', message: `stock ${tag}`, createdAt: shownAt })
        .returning();
      const del = (body: string, id: string | null) => {
        actAs(id);
        return clearRoute(
          new Request('http://shop.test/api/notification', {
            method: 'DELETE',
            headers: { host: 'shop.test', origin: 'http://shop.test', 'content-type': 'application/json' },
            body,
          }),
        );
      };
      const me = actors.order.staffEdit;
      const before = (await listAs(me)).notifications.length;
      expect((await del('{"upTo":"not-a-uuid"}', me)).status).toBe(400);
      expect((await del('{not json', me)).status).toBe(400);
      // a product notification is not this order-only staff member's to name
      expect((await del(JSON.stringify({ upTo: hidden.id }), me)).status).toBe(404);
      expect((await listAs(me)).notifications.length).toBe(before);
      const res = await del(JSON.stringify({ upTo: shown.id }), me);
      expect(res.status).toBe(200);
      expect((await listAs(me)).notifications.map((n) => n.message)).toEqual([`arrived later ${tag}`]);
    });

    it('refuses a cross-site clear', async () => {
      await db.insert(t.notifications).values({ message: 'stays' });
      actAs(actors.order.admin);
      const before = (await listAs(actors.order.admin)).notifications.length;
      actAs(actors.order.admin);
      const res = await clearRoute(request('DELETE', 'https://evil.test'));
      expect(res.status).toBe(403);
      expect((await listAs(actors.order.admin)).notifications.length).toBe(before);
    });
  });

  describe('low-stock notification', () => {
    const lowFor = async (name: string) =>
      (await db.select().from(t.notifications)).filter(
        (n) => n.message.includes('Low stock') && n.message.includes(name.replace(/</g, '&lt;').replace(/>/g, '&gt;')),
      );

    it('is raised when an order takes stock to 5 or less, in the order transaction', async () => {
      const p = await product(8);
      const placed = await order([{ productId: p.id, qty: 3 }]);
      expect(placed.ok).toBe(true);
      const found = await lowFor(p.name);
      expect(found).toHaveLength(1);
      expect(found[0].message).toContain('has 5 left');
      expect(found[0].message).not.toContain('<plank>');
      expect(found[0].link).toBe(`/dashboard/product?q=${encodeURIComponent(p.name)}`);
    });

    it('is not raised above 5, for unlimited stock, or when the order is refused', async () => {
      const plenty = await product(20);
      const unlimited = await product(-1);
      const short = await product(2);
      expect(
        (
          await order([
            { productId: plenty.id, qty: 2 },
            { productId: unlimited.id, qty: 50 },
          ])
        ).ok,
      ).toBe(true);
      expect(await lowFor(plenty.name)).toHaveLength(0);
      expect(await lowFor(unlimited.name)).toHaveLength(0);
      const refused = await order([
        { productId: plenty.id, qty: 15 },
        { productId: short.id, qty: 3 },
      ]);
      expect(refused).toMatchObject({ ok: false, code: 'outOfStock' });
      expect(await lowFor(plenty.name)).toHaveLength(0);
    });
  });
});

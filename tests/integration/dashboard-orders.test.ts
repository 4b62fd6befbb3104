import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));

import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { hashPassword } from '@/server/auth/password';
import { loadAuthUser, tokenStillValid } from '@/server/auth/session-user';
import { SignInThrottle } from '@/server/auth/throttle';
import { IN_MEMORY } from '@/server/security/limiter';
import { SignInRefused, verifyCredentials } from '@/server/auth/verify-credentials';
import { buildCustomersCsv, CUSTOMER_CSV_COLUMNS, customerActions } from '@/server/dashboard/customers';
import {
  addOrderNote,
  bulkTagOrders,
  exportOrders,
  getOrder,
  listOrders,
  orderActions,
  setOrderStatus,
  setOrderTags,
} from '@/server/dashboard/orders';
import { buildOrdersCsv, type CsvHeaders } from '@/server/dashboard/orders/orders-csv';
import { overviewActions } from '@/server/dashboard/overview';
import { distinctTagsQuery } from '@/server/dashboard/staff-tags';
import { DASHBOARD_ACTIONS } from '@/server/dashboard/registry';
import { staffActions } from '@/server/dashboard/staff';
import { placeOrder } from '@/server/orders/place-order';
import { deleteOrderView, saveOrderView } from '@/server/dashboard/orders/order-views';
import { viewQuery } from '@/domain/orders/order-views';
import { ACTOR_KINDS, allowed, createActors, type ActorKind, type Need } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const HEADERS: CsvHeaders = {
  number: 'Order',
  date: 'Date',
  customer: 'Customer',
  email: 'Email',
  phone: 'Phone',
  status: 'Status',
  paymentStatus: 'Payment',
  paymentMethod: 'Method',
  items: 'Items',
  total: 'Total',
  amountPaid: 'Paid',
  balanceDue: 'Balance due',
  currency: 'Currency',
  samples: 'Samples',
  tags: 'Tags',
};

const address = (fullName: string, phone = '604-555-0123') => ({
  fullName,
  phone,
  email: `${fullName.split(' ')[0].toLowerCase()}@example.com`,
  house: '12 King George Blvd',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3T 2W1',
  country: 'CA',
});

describe.each(ENGINES)('dashboard orders, staff, customers on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let deliveryId: string;
  let actors: Record<'order' | 'customers' | 'dashboard', Record<ActorKind, string | null>>;

  async function product(quantity: number) {
    const [cat] = await db.select({ id: t.categories.id }).from(t.categories).limit(1);
    const slug = `dash-${randomUUID()}`;
    const [p] = await db
      .insert(t.products)
      .values({
        name: `Dash plank ${slug.slice(-6)}`,
        slug,
        categoryId: cat.id,
        unit: 'sq ft',
        unitValue: '20.00',
        price: '40.00',
        discount: '40.00',
        quantity,
      })
      .returning();
    return p;
  }

  /** a cash-on-delivery order placed by the checkout; with `userId`, placed by that customer's account */
  async function order(
    items: { productId: string; variantId?: string; qty: number }[],
    name = 'Priya Sandhu',
    phone?: string,
    userId?: string,
  ) {
    const res = await placeOrder(
      {
        items,
        billing: address(name, phone),
        shipping: address(name, phone),
        shippingOptionId: deliveryId,
        paymentMethod: 'cod',
        checkoutKey: randomUUID().replace(/-/g, ''),
      },
      { userId },
      db,
    );
    if (!res.ok) throw new Error(`order refused: ${res.code}`);
    return res.order;
  }

  let unlimited: { id: string };
  const pendingOrder = async () => (await order([{ productId: unlimited.id, qty: 1 }])).id;

  /** everything an action of this file might change */
  const snapshot = async () =>
    (
      await rows(
        tdb,
        sql`select (select count(*)::int from audit_log) as audit, (select count(*)::int from order_notes) as notes,
          (select count(*)::int from order_status_history) as history, (select count(*)::int from users) as users,
          (select count(*)::int from staff_permissions) as perms,
          (select md5(string_agg(id::text || status::text, ',' order by id)) from orders) as statuses,
          (select md5(string_agg(id::text || name || email || blocked::text || coalesce(staff_status::text, '') || session_version, ',' order by id)) from users) as people,
          (select sum(quantity)::int from products) as stock`,
      )
    )[0];

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    [{ id: deliveryId }] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).limit(1);
    actors = {
      order: await createActors(db, 'order'),
      customers: await createActors(db, 'customers'),
      dashboard: await createActors(db, 'dashboard'),
    };
    unlimited = await product(-1);
  });
  afterAll(async () => tdb?.dispose());

  it('registers every action of the areas', () => {
    for (const name of [
      'order.list',
      'order.get',
      'order.getMany',
      'order.setStatus',
      'order.bulkSetStatus',
      'order.addNote',
      'order.setTags',
      'order.bulkTag',
      'order.saveView',
      'order.deleteView',
      'staff.list',
      'staff.get',
      'staff.create',
      'staff.update',
      'staff.delete',
      'customer.list',
      'customer.get',
      'customer.setBlocked',
      'customer.saveNotes',
      'dashboard.overview',
    ])
      expect(DASHBOARD_ACTIONS[name], name).toBeDefined();
    expect(Object.keys({ ...orderActions, ...staffActions, ...customerActions, ...overviewActions })).toHaveLength(18);
    expect(DASHBOARD_ACTIONS['order.export']).toBeUndefined();
  });

  describe('permission matrix', () => {
    type Result = { ok: boolean; status?: number };
    type Case = [string, 'order' | 'customers' | 'dashboard', Need, () => Promise<() => Promise<Result>>];
    const staffInput = (over: Record<string, unknown> = {}) => ({
      name: 'Matrix Member',
      email: `m-${randomUUID().slice(0, 8)}@staff.test`,
      password: 'Walnut-Parquet-42',
      active: true,
      permissions: [{ name: 'order', view: true, edit: false, delete: false }],
      ...over,
    });
    const makeStaff = async () => {
      const [u] = await db
        .insert(t.users)
        .values({ name: 'Target', email: `t-${randomUUID().slice(0, 8)}@staff.test`, role: 'staff', staffStatus: 'active' })
        .returning();
      return u.id;
    };
    const makeCustomer = async () => {
      const [u] = await db
        .insert(t.users)
        .values({ name: 'Shopper', email: `c-${randomUUID().slice(0, 8)}@example.com` })
        .returning();
      return u.id;
    };
    const a = () => DASHBOARD_ACTIONS;
    /** [action, area the actors hold rights on, right needed, setup returning the call] */
    const cases: Case[] = [
      ['order.list', 'order', 'view', async () => () => a()['order.list']({ status: 'pending' })],
      ['order.export', 'order', 'view', async () => () => exportOrders({})],
      [
        'order.get',
        'order',
        'view',
        async () => {
          const id = await pendingOrder();
          return () => a()['order.get']({ id });
        },
      ],
      [
        'order.getMany',
        'order',
        'view',
        async () => {
          const id = await pendingOrder();
          return () => a()['order.getMany']({ ids: [id] });
        },
      ],
      [
        'order.setStatus',
        'order',
        'edit',
        async () => {
          const id = await pendingOrder();
          return () => a()['order.setStatus']({ id, status: 'cancelled' });
        },
      ],
      [
        'order.bulkSetStatus',
        'order',
        'edit',
        async () => {
          const id = await pendingOrder();
          return () => a()['order.bulkSetStatus']({ ids: [id], status: 'confirmed' });
        },
      ],
      [
        'order.addNote',
        'order',
        'edit',
        async () => {
          const id = await pendingOrder();
          return () => a()['order.addNote']({ id, body: 'Called the customer' });
        },
      ],
      [
        'order.setTags',
        'order',
        'edit',
        async () => {
          const id = await pendingOrder();
          return () => a()['order.setTags']({ id, tags: ['saturday van'] });
        },
      ],
      [
        'order.bulkTag',
        'order',
        'edit',
        async () => {
          const id = await pendingOrder();
          return () => a()['order.bulkTag']({ ids: [id], tag: 'saturday van' });
        },
      ],
      [
        'order.saveView',
        'order',
        'edit',
        async () => () => a()['order.saveView']({ name: `View ${randomUUID().slice(0, 8)}`, query: 'status=pending' }),
      ],
      [
        'order.deleteView',
        'order',
        'edit',
        async () => {
          const [view] = await db
            .insert(t.orderViews)
            .values({ name: `Gone ${randomUUID()}`, query: 'status=pending' })
            .returning();
          return () => a()['order.deleteView']({ id: view.id });
        },
      ],
      ['staff.list', 'order', 'admin', async () => () => a()['staff.list']({})],
      [
        'staff.get',
        'order',
        'admin',
        async () => {
          const id = await makeStaff();
          return () => a()['staff.get']({ id });
        },
      ],
      ['staff.create', 'order', 'admin', async () => () => a()['staff.create'](staffInput())],
      [
        'staff.update',
        'order',
        'admin',
        async () => {
          const id = await makeStaff();
          return () => a()['staff.update']({ id, ...staffInput({ name: 'Renamed', active: false }) });
        },
      ],
      [
        'staff.delete',
        'order',
        'admin',
        async () => {
          const id = await makeStaff();
          return () => a()['staff.delete']({ ids: [id] });
        },
      ],
      ['customer.list', 'customers', 'view', async () => () => a()['customer.list']({})],
      [
        'customer.get',
        'customers',
        'view',
        async () => {
          const id = await makeCustomer();
          return () => a()['customer.get']({ id });
        },
      ],
      [
        'customer.setBlocked',
        'customers',
        'edit',
        async () => {
          const id = await makeCustomer();
          return () => a()['customer.setBlocked']({ id, blocked: true });
        },
      ],
      [
        'customer.saveNotes',
        'customers',
        'edit',
        async () => {
          const id = await makeCustomer();
          return () => a()['customer.saveNotes']({ id, staffNote: 'Pays by cheque.', tags: ['contractor'] });
        },
      ],
      ['dashboard.overview', 'dashboard', 'view', async () => () => a()['dashboard.overview']({})],
    ];

    /** admin reads: need admin, change nothing (no activity entry either) */
    const ADMIN_READS = new Set(['staff.list', 'staff.get']);

    describe.each(cases)('%s', (name, area, need, setup) => {
      it.each(ACTOR_KINDS)('as %s', async (kind) => {
        const call = await setup();
        actAs(actors[area][kind]);
        const before = await snapshot();
        const res = await call();
        expect(res.ok, `${kind} ${need}`).toBe(allowed(kind, need));
        const after = await snapshot();
        if (!res.ok) {
          expect(res.status).toBe(403);
          expect(after).toEqual(before);
        } else if (need === 'view' || ADMIN_READS.has(name)) {
          expect(after).toEqual(before);
        } else {
          expect(after).not.toEqual(before);
          expect(Number(after.audit)).toBeGreaterThan(Number(before.audit));
        }
      });
    });
  });

  describe('orders', () => {
    it('lists with filters: status, payment, dates and search by number, name, e-mail or phone', async () => {
      actAs(actors.order.admin);
      const o = await order([{ productId: unlimited.id, qty: 2 }], 'Zainab Okafor', '778-555-0199');
      const find = async (q: Record<string, unknown>) => {
        const res = await listOrders({ pageSize: 100, ...q });
        if (!res.ok) throw new Error(res.error);
        return res.data.rows.map((r) => r.number);
      };
      expect(await find({ q: o.number })).toEqual([o.number]);
      expect(await find({ q: 'zainab okafor' })).toEqual([o.number]);
      expect(await find({ q: 'zainab@example' })).toEqual([o.number]);
      expect(await find({ q: '778-555-0199' })).toEqual([o.number]);
      expect(await find({ q: 'Zainab', status: 'shipped' })).toEqual([]);
      expect(await find({ q: 'Zainab', status: 'pending', paymentStatus: 'unpaid', paymentMethod: 'cod' })).toEqual([o.number]);
      expect(await find({ q: 'Zainab', paymentMethod: 'stripe' })).toEqual([]);
      // the shop's day as the database counts it (its time-zone data may differ from Node's: PGlite's newer tzdata
      // puts Vancouver at UTC-7 all year, Node's at UTC-8 in winter, so the two disagree for one hour a day)
      const [{ today }] = (await rows(tdb, sql`select (now() at time zone 'America/Vancouver')::date::text as today`)) as {
        today: string;
      }[];
      expect(await find({ q: 'Zainab', from: today, to: today })).toEqual([o.number]);
      expect(await find({ q: 'Zainab', to: '2020-01-01' })).toEqual([]);
      const res = await listOrders({ q: 'Zainab' });
      expect(res.ok && res.data.rows[0]).toMatchObject({
        customer: 'Zainab Okafor',
        itemCount: 2,
        status: 'pending',
        total: expect.any(String),
      });
    });

    it('gets the detail with items, totals, tax lines, timeline and notes', async () => {
      actAs(actors.order.staffEdit);
      const id = await pendingOrder();
      expect((await addOrderNote({ id, body: 'Leave at the side door' })).ok).toBe(true);
      expect((await setOrderStatus({ id, status: 'confirmed', note: 'Phoned' })).ok).toBe(true);
      const res = await getOrder({ id });
      if (!res.ok) throw new Error(res.error);
      const d = res.data;
      expect(d.items).toHaveLength(1);
      expect(d.taxLines.map((x) => x.name)).toEqual(['GST', 'PST']);
      expect(d.timeline.map((h) => h.status)).toEqual(['pending', 'confirmed']);
      expect(d.timeline[1]).toMatchObject({ note: 'Phoned', actorName: expect.stringContaining('staffEdit') });
      expect(d.notes).toMatchObject([{ body: 'Leave at the side door', authorName: expect.stringContaining('staffEdit') }]);
      expect(d.next).toEqual(['processing', 'shipped', 'cancelled']);
      expect(await getOrder({ id: randomUUID() })).toMatchObject({ ok: false, status: 404 });
    });

    it('allows only the transitions of the status machine and records the actor', async () => {
      actAs(actors.order.staffEdit);
      const id = await pendingOrder();
      expect(await setOrderStatus({ id, status: 'shipped' })).toMatchObject({ ok: false, status: 409, error: 'statusNotAllowed' });
      expect(await setOrderStatus({ id, status: 'delivered' })).toMatchObject({ ok: false, status: 409 });
      for (const s of ['confirmed', 'processing', 'shipped', 'delivered'] as const)
        expect((await setOrderStatus({ id, status: s })).ok, s).toBe(true);
      expect(await setOrderStatus({ id, status: 'cancelled' })).toMatchObject({ ok: false, status: 409 });
      const history = await db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, id));
      expect(history.map((h) => h.status).sort()).toEqual(['confirmed', 'delivered', 'pending', 'processing', 'shipped']);
      expect(history.filter((h) => h.status !== 'pending').every((h) => h.actorId === actors.order.staffEdit)).toBe(true);
      expect(await setOrderStatus({ id, status: 'bogus' })).toMatchObject({ ok: false, status: 400 });
    });

    it('returns stock on cancel once, to products and variants, keeping unlimited unlimited', async () => {
      actAs(actors.order.admin);
      const limited = await product(5);
      const [v] = await db
        .select()
        .from(t.variants)
        .where(sql`${t.variants.quantity} > 2`)
        .limit(1);
      const o = await order([
        { productId: limited.id, qty: 2 },
        { productId: unlimited.id, qty: 3 },
        { productId: v.productId, variantId: v.id, qty: 2 },
      ]);
      const stock = async () => ({
        limited: (await db.select().from(t.products).where(eq(t.products.id, limited.id)))[0].quantity,
        sold: (await db.select().from(t.products).where(eq(t.products.id, limited.id)))[0].sold,
        unlimited: (await db.select().from(t.products).where(eq(t.products.id, unlimited.id)))[0].quantity,
        variant: (await db.select().from(t.variants).where(eq(t.variants.id, v.id)))[0].quantity,
      });
      expect(await stock()).toEqual({ limited: 3, sold: 2, unlimited: -1, variant: v.quantity - 2 });
      expect((await setOrderStatus({ id: o.id, status: 'cancelled' })).ok).toBe(true);
      expect(await stock()).toEqual({ limited: 5, sold: 0, unlimited: -1, variant: v.quantity });
      expect(await setOrderStatus({ id: o.id, status: 'cancelled' })).toMatchObject({ ok: false, status: 409 });
      expect(await setOrderStatus({ id: o.id, status: 'refunded' })).toMatchObject({ ok: false, status: 409 });
      expect(await stock()).toEqual({ limited: 5, sold: 0, unlimited: -1, variant: v.quantity });
    });

    it('returns stock when a delivered order is refunded', async () => {
      actAs(actors.order.admin);
      const p = await product(4);
      const o = await order([{ productId: p.id, qty: 4 }]);
      for (const s of ['confirmed', 'shipped', 'delivered', 'refunded'] as const)
        expect((await setOrderStatus({ id: o.id, status: s })).ok).toBe(true);
      expect((await db.select().from(t.products).where(eq(t.products.id, p.id)))[0].quantity).toBe(4);
    });

    it('returns stock once when two cancels race', async () => {
      actAs(actors.order.admin);
      const p = await product(6);
      const o = await order([{ productId: p.id, qty: 3 }]);
      const results = await Promise.all([
        setOrderStatus({ id: o.id, status: 'cancelled' }),
        setOrderStatus({ id: o.id, status: 'cancelled' }),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect((await db.select().from(t.products).where(eq(t.products.id, p.id)))[0].quantity).toBe(6);
    });

    it('exports the filtered list as CSV safe from formula injection', async () => {
      actAs(actors.order.staffView);
      const o = await order([{ productId: unlimited.id, qty: 1 }]);
      // hostile values as an API client could store them
      const billing = { ...address('x'), fullName: '=HYPERLINK("http://evil") Doe', phone: '+1 604 555 0100' };
      await db.update(t.orders).set({ billing }).where(eq(t.orders.id, o.id));
      const res = await buildOrdersCsv({ q: o.number }, HEADERS, 'en');
      if (!res.ok) throw new Error(res.error);
      expect(res.data).toMatch(/^\uFEFF[^\uFEFF]/); // one BOM, for Excel
      const lines = res.data
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Order,Date,Customer,Email,Phone,Status,Payment,Method,Items,Total,Paid,Balance due,Currency,Samples,Tags');
      expect(lines).toHaveLength(2);
      expect(lines[1].startsWith(`${o.number},"`)).toBe(true);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") Doe"`);
      expect(lines[1]).toContain("'+1 604 555 0100");
      expect(lines[1]).toContain(',pending,unpaid,cod,1,');
      expect(lines[1].endsWith(',no,')).toBe(true);
      const none = await buildOrdersCsv({ q: o.number, status: 'shipped' }, HEADERS, 'en');
      expect(none.ok && none.data.trim().split('\r\n')).toHaveLength(1);
      actAs(actors.order.staffWithout);
      expect(await buildOrdersCsv({}, HEADERS, 'en')).toMatchObject({ ok: false, status: 403 });
    });
  });

  describe('order tags', () => {
    it('staff tag orders one at a time and in bulk; the list filters by tag and offers every tag', async () => {
      const [o1, o2, o3] = [
        await order([{ productId: unlimited.id, qty: 1 }]),
        await order([{ productId: unlimited.id, qty: 1 }]),
        await order([{ productId: unlimited.id, qty: 1 }]),
      ];
      // a tag of this test's own (the permission matrix tags orders too)
      const van = `van ${randomUUID().slice(0, 8)}`;
      actAs(actors.order.staffEdit);
      expect(await setOrderTags({ id: o1.id, tags: [' Call First', 'call first', van.toUpperCase()] })).toMatchObject({
        ok: true,
        data: { tags: ['call first', van] },
      });
      const bulk = await bulkTagOrders({ ids: [o1.id, o2.id, o3.id], tag: ` ${van.toUpperCase()}` });
      // the order that had the tag already is left as it was
      expect(bulk).toMatchObject({ ok: true, data: { tag: van, changed: [o2.id, o3.id], refused: [] } });
      const listed = await listOrders({ tag: van, pageSize: 100 });
      if (!listed.ok) throw new Error(listed.error);
      expect(listed.data.rows.map((r) => r.id).sort()).toEqual([o1.id, o2.id, o3.id].sort());
      expect(listed.data.rows.find((r) => r.id === o1.id)?.tags).toEqual(['call first', van]);
      expect(listed.data.tags).toEqual(expect.arrayContaining(['call first', van]));
      expect(await getOrder({ id: o2.id })).toMatchObject({ ok: true, data: { tags: [van] } });

      // taken off in bulk: only from the orders that had it; each change has its audit row
      const removed = await bulkTagOrders({ ids: [o1.id, o2.id], tag: van, remove: true });
      expect(removed).toMatchObject({ ok: true, data: { changed: [o1.id, o2.id] } });
      const left = await listOrders({ tag: van, pageSize: 100 });
      expect(left.ok && left.data.rows.map((r) => r.id)).toEqual([o3.id]);
      const [{ n }] = await rows(
        tdb,
        sql`select count(*)::int as n from audit_log where action in ('order.setTags', 'order.bulkTag') and entity_id in (${o1.id}, ${o2.id}, ${o3.id})`,
      );
      expect(n).toBe(5);
    });

    it('the tag filters read only tagged orders and customers, through their partial indexes', async () => {
      const planOf = (q: { getSQL(): SQL }) =>
        db.transaction(async (tx) => {
          // as on a large list, where a pass over every row would be the planner's last choice
          await tx.execute(sql`set local enable_seqscan = off`);
          return JSON.stringify(await tx.execute(sql`explain (format json) ${q.getSQL()}`));
        });
      expect(await planOf(distinctTagsQuery(db, t.orders, t.orders.tags))).toContain('orders_tagged_idx');
      expect(await planOf(distinctTagsQuery(db, t.users, t.users.tags, eq(t.users.role, 'customer')))).toContain('users_tagged_idx');
    });

    it('refuses a bad tag whole and an order with 20 tags gets no more', async () => {
      const o = await order([{ productId: unlimited.id, qty: 1 }]);
      actAs(actors.order.staffEdit);
      const snap = await snapshot();
      expect(await setOrderTags({ id: o.id, tags: ['<b>vip</b>'] })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { 'tags.0': 'invalidTag' },
      });
      expect(await bulkTagOrders({ ids: [o.id], tag: '  ' })).toMatchObject({ ok: false, status: 400 });
      expect(await setOrderTags({ id: randomUUID(), tags: ['x'] })).toMatchObject({ ok: false, status: 404 });
      expect(await snapshot()).toEqual(snap);
      expect((await db.select({ tags: t.orders.tags }).from(t.orders).where(eq(t.orders.id, o.id)))[0].tags).toEqual([]);
      const twenty = Array.from({ length: 20 }, (_, i) => `tag ${i}`);
      expect(await setOrderTags({ id: o.id, tags: twenty })).toMatchObject({ ok: true });
      expect(await bulkTagOrders({ ids: [o.id], tag: 'one more' })).toMatchObject({
        ok: true,
        data: { changed: [], refused: [{ id: o.id, reason: 'tooManyTags' }] },
      });
    });
  });

  describe('saved views', () => {
    it("keeps the list's filters under a name for every staff member, read back as the list writes them", async () => {
      actAs(actors.order.staffEdit);
      const name = `Saturday deliveries ${randomUUID().slice(0, 6)}`;
      const saved = await saveOrderView({ name: ` ${name} `, query: 'tag=Saturday+Van&status=confirmed&page=3&pageSize=50&bogus=1' });
      expect(saved).toMatchObject({ ok: true, data: { name } });
      if (!saved.ok) return;
      // known parameters only, in the list's order, without paging: the same filters always give the same text
      const params = new URLSearchParams(saved.data.query);
      expect(params.get('status')).toBe('confirmed');
      expect(params.get('tag')).toBe('saturday van');
      expect(params.has('page') || params.has('pageSize') || params.has('bogus')).toBe(false);
      expect(saved.data.query).toBe(viewQuery({ status: 'confirmed', tag: 'saturday van' }));
      // every staff member who sees orders gets it with the list
      actAs(actors.order.staffView);
      const listed = await listOrders({});
      expect(listed.ok && listed.data.views.find((v) => v.id === saved.data.id)).toMatchObject({ name, query: saved.data.query });

      actAs(actors.order.staffEdit);
      const snap = await snapshot();
      const views = async () => (await db.select().from(t.orderViews)).length;
      const before = await views();
      expect(await saveOrderView({ name: name.toUpperCase(), query: 'status=pending' })).toMatchObject({
        ok: false,
        status: 409,
        fieldErrors: { name: 'dashOrders.views.nameTaken' },
      });
      expect(await saveOrderView({ name: 'Everything', query: 'page=2' })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { query: 'dashOrders.views.noFilters' },
      });
      expect(await saveOrderView({ name: '  ', query: 'status=pending' })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { name: 'required' },
      });
      expect(await views()).toBe(before);
      expect(await snapshot()).toEqual(snap);

      expect(await deleteOrderView({ id: saved.data.id })).toMatchObject({ ok: true });
      expect(await deleteOrderView({ id: saved.data.id })).toMatchObject({ ok: false, status: 404 });
      expect(await views()).toBe(before - 1);
    });
  });

  describe('staff', () => {
    it('creates a member with a hashed password and a matrix; refuses weak passwords, duplicates and edit without view', async () => {
      actAs(actors.order.admin);
      const email = `ann-${randomUUID().slice(0, 6)}@staff.test`;
      const perms = [{ name: 'order', view: true, edit: false, delete: false }];
      expect(
        await DASHBOARD_ACTIONS['staff.create']({ name: 'Ann', email, password: 'password', active: true, permissions: perms }),
      ).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { password: 'dashStaff.validation.passwordCommon' },
      });
      expect(
        await DASHBOARD_ACTIONS['staff.create']({
          name: 'Ann',
          email,
          password: 'Oak-Herringbone-9',
          active: true,
          permissions: [{ name: 'order', view: false, edit: true, delete: false }],
        }),
      ).toMatchObject({ ok: false, status: 400 });
      const made = await DASHBOARD_ACTIONS['staff.create']({
        name: 'Ann',
        email,
        password: 'Oak-Herringbone-9',
        active: true,
        permissions: perms,
      });
      expect(made.ok).toBe(true);
      expect(
        await DASHBOARD_ACTIONS['staff.create']({
          name: 'Ann 2',
          email: email.toUpperCase(),
          password: 'Oak-Herringbone-9',
          active: true,
          permissions: perms,
        }),
      ).toMatchObject({ ok: false, status: 409 });
      const [u] = await db.select().from(t.users).where(eq(t.users.email, email));
      expect(u.passwordHash).toMatch(/^\$argon2id\$/);
      expect(u.role).toBe('staff');
      const signedIn = await verifyCredentials({ email, password: 'Oak-Herringbone-9' }, '10.0.0.1', {
        db,
        throttle: SignInThrottle.create(IN_MEMORY),
      });
      expect(signedIn?.id).toBe(u.id);
      const got = await DASHBOARD_ACTIONS['staff.get']({ id: u.id });
      expect(got).toMatchObject({ ok: true, data: { active: true, permissions: perms } });
    });

    it('deactivation takes effect on the next call', async () => {
      actAs(actors.order.admin);
      const email = `bo-${randomUUID().slice(0, 6)}@staff.test`;
      const perms = [{ name: 'order', view: true, edit: true, delete: false }];
      const made = await DASHBOARD_ACTIONS['staff.create']({
        name: 'Bo',
        email,
        password: 'Maple-Stairs-77',
        active: true,
        permissions: perms,
      });
      if (!made.ok) throw new Error(made.error);
      const id = (made.data as { id: string }).id;
      actAs(id);
      expect((await listOrders({})).ok).toBe(true);
      actAs(actors.order.admin);
      expect((await DASHBOARD_ACTIONS['staff.update']({ id, name: 'Bo', email, active: false, permissions: perms })).ok).toBe(true);
      actAs(id);
      expect(await listOrders({})).toMatchObject({ ok: false, status: 403 });
      actAs(actors.order.admin);
      expect((await DASHBOARD_ACTIONS['staff.update']({ id, name: 'Bo', email, active: true, permissions: [] })).ok).toBe(true);
      actAs(id);
      expect(await listOrders({})).toMatchObject({ ok: false, status: 403 });
    });
  });

  describe('customers', () => {
    it('lists with order count and total spent, gets orders and addresses', async () => {
      actAs(actors.customers.staffView);
      const [u] = await db
        .insert(t.users)
        .values({ name: 'Mia Chen', email: `mia-${randomUUID().slice(0, 6)}@example.com`, role: 'customer' })
        .returning();
      await db.insert(t.addresses).values({ userId: u.id, kind: 'shipping', ...address('Mia Chen') });
      const placed = await order([{ productId: unlimited.id, qty: 1 }], 'Mia Chen', undefined, u.id);
      const list = await DASHBOARD_ACTIONS['customer.list']({ q: u.email });
      expect(list).toMatchObject({ ok: true, data: { total: 1, rows: [{ id: u.id, orderCount: 1, totalSpent: placed.total }] } });
      const got = await DASHBOARD_ACTIONS['customer.get']({ id: u.id });
      expect(got).toMatchObject({ ok: true, data: { orders: [{ number: placed.number }], addresses: [{ fullName: 'Mia Chen' }] } });
    });

    it('a blocked customer cannot sign in and loses their sessions', async () => {
      const email = `kim-${randomUUID().slice(0, 6)}@example.com`;
      const [u] = await db
        .insert(t.users)
        .values({ name: 'Kim', email, passwordHash: await hashPassword('Cedar-Deck-2026') })
        .returning();
      const throttle = SignInThrottle.create(IN_MEMORY);
      expect((await verifyCredentials({ email, password: 'Cedar-Deck-2026' }, '10.0.0.2', { db, throttle }))?.id).toBe(u.id);
      actAs(actors.customers.staffEdit);
      expect((await DASHBOARD_ACTIONS['customer.setBlocked']({ id: u.id, blocked: true })).ok).toBe(true);
      await expect(verifyCredentials({ email, password: 'Cedar-Deck-2026' }, '10.0.0.2', { db, throttle })).rejects.toBeInstanceOf(
        SignInRefused,
      );
      expect(tokenStillValid(await loadAuthUser(u.id, db), u.sessionVersion)).toBe(false);
      expect((await DASHBOARD_ACTIONS['customer.setBlocked']({ id: u.id, blocked: false })).ok).toBe(true);
      expect((await verifyCredentials({ email, password: 'Cedar-Deck-2026' }, '10.0.0.2', { db, throttle }))?.id).toBe(u.id);
      // staff accounts are not customers: not blockable here
      expect(await DASHBOARD_ACTIONS['customer.setBlocked']({ id: actors.customers.staffView!, blocked: true })).toMatchObject({
        ok: false,
        status: 404,
      });
    });
  });

  describe('customer notes and tags', () => {
    it('staff keep a note and tags on a customer: the list filters by tag, the CSV and each order show them', async () => {
      const email = `lena-${randomUUID().slice(0, 6)}@example.com`;
      const [u] = await db.insert(t.users).values({ name: 'Lena Park', email }).returning();
      const placed = await order([{ productId: unlimited.id, qty: 1 }], 'Lena Park', undefined, u.id);
      // nothing kept yet: the order page shows no customer card
      actAs(actors.order.staffView);
      expect(await DASHBOARD_ACTIONS['order.get']({ id: placed.id })).toMatchObject({ ok: true, data: { customerNotes: null } });

      actAs(actors.customers.staffEdit);
      const saved = await DASHBOARD_ACTIONS['customer.saveNotes']({
        id: u.id,
        staffNote: ' Installs for clients; pays by cheque. ',
        tags: ['Contractor', ' vip ', 'contractor'],
      });
      expect(saved).toMatchObject({ ok: true, data: { staffNote: 'Installs for clients; pays by cheque.', tags: ['contractor', 'vip'] } });
      expect(await DASHBOARD_ACTIONS['customer.get']({ id: u.id })).toMatchObject({
        ok: true,
        data: { staffNote: 'Installs for clients; pays by cheque.', tags: ['contractor', 'vip'] },
      });
      const tagged = await DASHBOARD_ACTIONS['customer.list']({ tag: 'vip' });
      if (!tagged.ok) throw new Error(tagged.error);
      expect(tagged.data.rows.map((r: { id: string }) => r.id)).toEqual([u.id]);
      expect(tagged.data.tags).toEqual(expect.arrayContaining(['contractor', 'vip']));
      // an unknown or malformed tag filters nothing out rather than failing the page
      const all = await DASHBOARD_ACTIONS['customer.list']({ tag: '<b>' } as never);
      expect(all.ok && all.data.total).toBeGreaterThan(1);
      expect((await DASHBOARD_ACTIONS['customer.list']({ tag: 'nobody-has-this' })).ok && tagged.ok).toBe(true);

      const csv = await buildCustomersCsv({ tag: 'vip' }, Object.fromEntries(CUSTOMER_CSV_COLUMNS.map((c) => [c, c])) as never, {
        registered: 'registered',
        guest: 'guest',
        yes: 'yes',
        no: 'no',
      });
      if (!csv.ok) throw new Error(csv.error);
      expect(csv.data).toContain('"contractor, vip"');

      // the order page shows the note and tags to the staff handling the order
      actAs(actors.order.staffView);
      expect(await DASHBOARD_ACTIONS['order.get']({ id: placed.id })).toMatchObject({
        ok: true,
        data: { customerNotes: { staffNote: 'Installs for clients; pays by cheque.', tags: ['contractor', 'vip'] } },
      });

      // a bad tag or an overlong note is refused with the rule, and nothing changes
      actAs(actors.customers.staffEdit);
      const before = await snapshot();
      expect(await DASHBOARD_ACTIONS['customer.saveNotes']({ id: u.id, tags: ['<script>'] })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { 'tags.0': 'invalidTag' },
      });
      expect(await DASHBOARD_ACTIONS['customer.saveNotes']({ id: u.id, staffNote: 'x'.repeat(2001) })).toMatchObject({
        ok: false,
        fieldErrors: { staffNote: 'maxChars:2000' },
      });
      // a staff account is not a customer
      expect(await DASHBOARD_ACTIONS['customer.saveNotes']({ id: actors.customers.staffView!, tags: ['x'] })).toMatchObject({
        ok: false,
        status: 404,
      });
      expect(await snapshot()).toEqual(before);
      expect((await db.select({ tags: t.users.tags }).from(t.users).where(eq(t.users.id, u.id)))[0].tags).toEqual(['contractor', 'vip']);
    });
  });

  describe('overview', () => {
    it('counts today against yesterday and fills the 30-day chart', async () => {
      actAs(actors.dashboard.staffView);
      const before = await DASHBOARD_ACTIONS['dashboard.overview']({});
      if (!before.ok) throw new Error(before.error);
      const o = await order([{ productId: unlimited.id, qty: 1 }]);
      const after = await DASHBOARD_ACTIONS['dashboard.overview']({});
      if (!after.ok) throw new Error(after.error);
      type O = {
        periods: { days: number; orders: { value: number }; revenueCents: { value: number } }[];
        sales: unknown[];
        recentOrders: { number: string }[];
      };
      const [b, a2] = [before.data as O, after.data as O];
      expect(a2.periods.map((p) => p.days)).toEqual([1, 7, 30]);
      expect(a2.periods[0].orders.value).toBe(b.periods[0].orders.value + 1);
      expect(a2.periods[0].revenueCents.value - b.periods[0].revenueCents.value).toBe(Math.round(Number(o.total) * 100));
      expect(a2.sales.length).toBeGreaterThanOrEqual(30);
      expect(a2.recentOrders[0].number).toBe(o.number);
    });
  });
});

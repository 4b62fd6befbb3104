import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const tmp = vi.hoisted(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const os = require('node:os') as typeof import('node:os');
  const dir = mkdtempSync(`${os.tmpdir()}/floorshop-phone-orders-`);
  process.env.DATA_DIR = dir;
  return dir;
});
vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

import { and, eq, inArray, sql } from 'drizzle-orm';
import { PHONE_ORDER_NOTE } from '@/domain/orders/manual-order';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { createManualOrder, findOrderCustomers, quoteManualOrder } from '@/server/dashboard/orders/manual-order';
import { findOrderProducts } from '@/server/dashboard/orders/order-products';
import { getOrder } from '@/server/dashboard/orders';
import { placeOrder } from '@/server/orders/place-order';
import { quoteCart } from '@/server/orders/quote-cart';
import { createCustomer, createProduct, createStaff, createVariableProduct } from '../factories';
import { uniqueTag } from '../factories/unique-tag';
import { createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, tableRowCounts, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const address = (email: string, fullName = 'Harjit Gill') => ({
  fullName,
  phone: '604 555 0199',
  email,
  house: '88 Fraser Hwy',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3S 1A1',
  country: 'CA',
});

describe.each(ENGINES)('phone orders on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let actors: Record<ActorKind, string | null>;
  let deliveryId: string;

  const phoneOrder = (
    items: { productId: string; variantId?: string; qty: number; sample?: boolean }[],
    over: Record<string, unknown> = {},
  ) => ({
    address: address(`phone-${uniqueTag()}@example.com`),
    items,
    shippingOptionId: deliveryId,
    paymentMethod: 'cod',
    orderKey: randomUUID().replace(/-/g, ''),
    ...over,
  });
  const outbox = () => {
    try {
      return readdirSync(path.join(tmp, 'outbox')).map((f) => readFileSync(path.join(tmp, 'outbox', f), 'utf8'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    actors = await createActors(db, 'order');
    [{ id: deliveryId }] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).where(eq(t.shippingOptions.cost, '49.00'));
  });
  afterAll(async () => tdb?.dispose());

  it('prices a phone order exactly as the checkout prices the same cart (lines, coupon, delivery, taxes)', async () => {
    const a = await createProduct(db, { quantity: 50, price: '60.00', discount: '49.99' });
    const { product: b, variants } = await createVariableProduct(db, [{ price: '33.33', discount: '31.17', quantity: 20 }]);
    const code = `PHONE${uniqueTag()}`.toUpperCase().replace(/[^A-Z0-9]/g, '');
    await db.insert(t.coupons).values({ code, discountPercent: 7, minimumSpend: '0' });
    const items = [
      { productId: a.id, qty: 3 },
      { productId: b.id, variantId: variants[0].id, qty: 2 },
    ];

    const checkout = await placeOrder(
      {
        items,
        billing: address('cart@example.com'),
        shipping: address('cart@example.com'),
        shippingOptionId: deliveryId,
        paymentMethod: 'cod',
        couponCode: code,
        checkoutKey: randomUUID().replace(/-/g, ''),
      },
      {},
      db,
    );
    expect(checkout.ok).toBe(true);
    actAs(actors.staffEdit);
    const quoted = await quoteManualOrder({ items, shippingOptionId: deliveryId, couponCode: code });
    const manual = await createManualOrder(phoneOrder(items, { couponCode: code }));
    expect(manual).toMatchObject({ ok: true });
    if (!checkout.ok || !manual.ok || !quoted.ok) return;

    const cols = {
      subtotal: t.orders.subtotal,
      discountTotal: t.orders.discountTotal,
      shippingCost: t.orders.shippingCost,
      taxLines: t.orders.taxLines,
      total: t.orders.total,
      couponPercent: t.orders.couponPercent,
    };
    const [fromCheckout] = await db.select(cols).from(t.orders).where(eq(t.orders.id, checkout.order.id));
    const [fromPhone] = await db.select(cols).from(t.orders).where(eq(t.orders.id, manual.data.id));
    expect(fromPhone).toEqual(fromCheckout);
    expect(fromPhone.couponPercent).toBe(7);
    // and the form's quote is the cart page's quote
    const cart = await quoteCart({ items, shippingOptionId: deliveryId, couponCode: code }, {}, db);
    expect(quoted.data.totals).toEqual(cart!.totals);
    expect(Number(fromPhone.total)).toBeCloseTo(cart!.totals.total, 2);
    const lines = await db
      .select({ unitPrice: t.orderItems.unitPrice, quantity: t.orderItems.quantity })
      .from(t.orderItems)
      .where(eq(t.orderItems.orderId, manual.data.id));
    expect(lines.map((l) => `${l.quantity}x${l.unitPrice}`).sort()).toEqual(['2x31.17', '3x49.99']);
  });

  it('takes stock, numbers the order, records the staff member in the timeline and the audit, and makes a customer record without login', async () => {
    const p = await createProduct(db, { quantity: 10 });
    actAs(actors.staffEdit);
    const input = phoneOrder([{ productId: p.id, qty: 4 }]);
    const res = await createManualOrder(input);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.data.number).toMatch(/^FS-\d{6}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/);
    const [{ q }] = await db.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, p.id));
    expect(q).toBe(6);

    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, res.data.id));
    const [record] = await db
      .select()
      .from(t.users)
      .where(eq(sql`lower(${t.users.email})`, input.address.email));
    expect(record).toMatchObject({ role: 'customer', passwordHash: null, name: 'Harjit Gill' });
    expect(order).toMatchObject({ userId: record.id, linkedByEmail: true, paymentMethod: 'cod', status: 'pending' });

    const [history] = await db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, order.id));
    expect(history).toMatchObject({ status: 'pending', actorId: actors.staffEdit, note: PHONE_ORDER_NOTE });
    const detail = await getOrder({ id: order.id });
    expect(detail.ok && detail.data.timeline[0].actorName).toBeTruthy();
    const audits = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityId, order.id), eq(t.auditLog.action, 'order.create')));
    expect(audits).toHaveLength(1);
    expect(audits[0].actorId).toBe(actors.staffEdit);

    // the same form submitted again makes no second order
    const again = await createManualOrder(input);
    expect(again.ok && again.data.id).toBe(order.id);
    const [{ q: q2 }] = await db.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, p.id));
    expect(q2).toBe(6);
  });

  it('an existing customer chosen by search owns the order; a staff e-mail typed in leaves it unlinked', async () => {
    const customer = await createCustomer(db, { name: 'Deepa Phone', phone: '604-555-0111' });
    await db
      .insert(t.addresses)
      .values({ userId: customer.id, kind: 'shipping', isDefault: true, ...address(customer.email, 'Deepa Phone'), house: '1 Saved St' });
    const p = await createProduct(db, { quantity: 10 });
    actAs(actors.staffEdit);
    const found = await findOrderCustomers({ q: 'deepa phone' });
    expect(found.ok && found.data.map((c) => c.id)).toEqual([customer.id]);
    expect(found.ok && found.data[0].address?.house).toBe('1 Saved St');
    const products = await findOrderProducts({ q: p.name.slice(-8) });
    expect(products.ok && products.data.map((x) => x.productId)).toEqual([p.id]);

    // a guest customer (no saved address) is filled from their latest order
    const guestEmail = `deepa-guest-${uniqueTag()}@example.com`;
    const first = await createManualOrder(
      phoneOrder([{ productId: p.id, qty: 1 }], { address: { ...address(guestEmail, 'Deepa Guest'), house: '5 Old Rd' } }),
    );
    expect(first.ok).toBe(true);
    const guest = await findOrderCustomers({ q: guestEmail });
    expect(guest.ok && guest.data[0]).toMatchObject({ name: 'Deepa Guest', address: { house: '5 Old Rd', city: 'Surrey' } });

    const res = await createManualOrder(
      phoneOrder([{ productId: p.id, qty: 1 }], { customerId: customer.id, address: address(customer.email, 'Deepa Phone') }),
    );
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, res.data.id));
    expect(order).toMatchObject({ userId: customer.id, linkedByEmail: true });

    const staff = await createStaff(db, {}, { passwordHash: 'x' });
    const unlinked = await createManualOrder(phoneOrder([{ productId: p.id, qty: 1 }], { address: address(staff.email) }));
    expect(unlinked.ok).toBe(true);
    if (!unlinked.ok) return;
    const [o2] = await db.select().from(t.orders).where(eq(t.orders.id, unlinked.data.id));
    expect(o2.userId).toBeNull();
    // a staff record cannot be chosen either
    const refused = await createManualOrder(phoneOrder([{ productId: p.id, qty: 1 }], { customerId: staff.id }));
    expect(refused).toMatchObject({ ok: false, status: 404 });
  });

  it('mails the confirmation only when asked', async () => {
    const p = await createProduct(db, { quantity: 10 });
    actAs(actors.staffEdit);
    const before = outbox().length;
    const silent = await createManualOrder(phoneOrder([{ productId: p.id, qty: 1 }]));
    expect(silent.ok).toBe(true);
    expect(outbox()).toHaveLength(before);
    const email = `mailme-${uniqueTag()}@example.com`;
    const mailed = await createManualOrder(
      phoneOrder([{ productId: p.id, qty: 1 }], { address: address(email), sendConfirmation: true, locale: 'fr' }),
    );
    expect(mailed.ok).toBe(true);
    const mails = outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails.some((m) => m.includes(email) && mailed.ok && m.includes(mailed.data.number))).toBe(true);
  });

  it('refuses no lines, an unknown or unpublished product, too little stock and a bad address, writing nothing', async () => {
    const p = await createProduct(db, { quantity: 2 });
    const hidden = await createProduct(db, { quantity: 5, published: false });
    actAs(actors.staffEdit);
    const before = await tableRowCounts(tdb);

    const empty = await createManualOrder(phoneOrder([]));
    expect(empty).toMatchObject({ ok: false, status: 400, fieldErrors: { items: 'emptyCart' } });
    const unknown = await createManualOrder(phoneOrder([{ productId: randomUUID(), qty: 1 }]));
    expect(unknown).toMatchObject({
      ok: false,
      status: 409,
      error: 'productUnavailable',
      params: { messageKey: 'dashOrders.newOrder.refused.productUnavailable' },
    });
    const unpublished = await createManualOrder(phoneOrder([{ productId: hidden.id, qty: 1 }]));
    expect(unpublished).toMatchObject({ ok: false, error: 'productUnavailable' });
    const short = await createManualOrder(phoneOrder([{ productId: p.id, qty: 3 }]));
    expect(short).toMatchObject({ ok: false, status: 409, error: 'outOfStock', params: { products: p.name } });
    const badAddress = await createManualOrder(
      phoneOrder([{ productId: p.id, qty: 1 }], { address: { ...address('x@example.com'), phone: 'ring me', zipCode: '' } }),
    );
    expect(badAddress).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { 'address.phone': 'invalidPhone', 'address.zipCode': 'required' },
    });
    const online = await createManualOrder(phoneOrder([{ productId: p.id, qty: 1 }], { paymentMethod: 'stripe' }));
    expect(online).toMatchObject({ ok: false, status: 400, fieldErrors: { paymentMethod: 'choosePayment' } });

    expect(await tableRowCounts(tdb)).toEqual(before);
    const [{ q }] = await db.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, p.id));
    expect(q).toBe(2);
  });

  it('adds free samples of floor products: found with the offer, placed at price 0 without taking stock; refusals as the checkout', async () => {
    const cats = await db
      .select({ id: t.categories.id, slug: t.categories.slug })
      .from(t.categories)
      .where(inArray(t.categories.slug, ['laminate', 'accessories']));
    const floor = await createProduct(db, {
      categoryId: cats.find((c) => c.slug === 'laminate')!.id,
      label: 'Phone sample plank',
      quantity: 6,
    });
    const trim = await createProduct(db, {
      categoryId: cats.find((c) => c.slug === 'accessories')!.id,
      label: 'Phone sample trim',
      quantity: 6,
    });
    actAs(actors.staffEdit);
    const found = await findOrderProducts({ q: 'Phone sample' });
    if (!found.ok) throw new Error('search failed');
    expect(Object.fromEntries(found.data.map((p) => [p.productId, p.samples]))).toEqual({ [floor.id]: true, [trim.id]: false });

    const res = await createManualOrder(
      phoneOrder([
        { productId: floor.id, qty: 1, sample: true },
        { productId: floor.id, qty: 2 },
      ]),
    );
    if (!res.ok) throw new Error(JSON.stringify(res));
    const items = await db
      .select({ sample: t.orderItems.sample, quantity: t.orderItems.quantity, price: t.orderItems.unitPrice })
      .from(t.orderItems)
      .where(eq(t.orderItems.orderId, res.data.id));
    expect(items.filter((i) => i.sample)).toEqual([{ sample: true, quantity: 1, price: '0.00' }]);
    // only the two boxes left the shelf
    const [{ quantity }] = await db.select({ quantity: t.products.quantity }).from(t.products).where(eq(t.products.id, floor.id));
    expect(quantity).toBe(4);

    const before = await tableRowCounts(tdb);
    expect(await createManualOrder(phoneOrder([{ productId: trim.id, qty: 1, sample: true }]))).toMatchObject({
      ok: false,
      status: 409,
      error: 'samplesUnavailable',
    });
    expect(await tableRowCounts(tdb)).toEqual(before);
  });

  it('needs the order edit right: viewers, other staff and customers are refused and nothing is written', async () => {
    const p = await createProduct(db, { quantity: 5 });
    const before = await tableRowCounts(tdb);
    for (const kind of ['staffView', 'staffWithout', 'customer', 'guest', 'inactiveStaff'] as const) {
      actAs(actors[kind]);
      expect(await createManualOrder(phoneOrder([{ productId: p.id, qty: 1 }])), kind).toMatchObject({ ok: false, status: 403 });
      expect(await findOrderCustomers({ q: 'customer' }), kind).toMatchObject({ ok: false, status: 403 });
    }
    expect(await tableRowCounts(tdb)).toEqual(before);
    actAs(actors.admin);
    expect((await createManualOrder(phoneOrder([{ productId: p.id, qty: 1 }]))).ok).toBe(true);
  });
});

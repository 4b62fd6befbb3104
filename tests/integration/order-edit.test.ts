import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => revalidated.push(tag),
  revalidatePath: () => {},
  unstable_cache: <T>(fn: T) => fn,
}));

import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { editOrder, previewOrderEdit } from '@/server/dashboard/orders/order-edit';
import { findOrderProducts } from '@/server/dashboard/orders/order-products';
import { getOrder, setOrderStatus } from '@/server/dashboard/orders';
import { placeOrder } from '@/server/orders/place-order';
import { quoteCart } from '@/server/orders/quote-cart';
import { createOrder } from '../factories/orders';
import { ACTOR_KINDS, allowed, createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';
import { ledgerMismatches } from '../support/stock-ledger';

const address = {
  fullName: 'Amrit Sidhu',
  phone: '604-555-0171',
  email: 'amrit.edit@example.com',
  house: '15280 101 Ave',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3R 7G9',
  country: 'CA',
};

describe.each(ENGINES)('editing an order before it ships on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let actors: Record<ActorKind, string | null>;
  let deliveryId: string;
  let categoryId: string;

  async function simple(price: string, quantity: number, name = 'Edit Oak Plank') {
    const [p] = await db
      .insert(t.products)
      .values({
        name,
        slug: `edit-${randomUUID()}`,
        categoryId,
        unit: 'sq ft',
        unitValue: '20.00',
        price,
        discount: price,
        quantity,
        sku: `SKU-${randomUUID().slice(0, 6)}`,
      })
      .returning();
    return p;
  }
  async function variable(prices: [string, number][]) {
    const [p] = await db
      .insert(t.products)
      .values({
        name: 'Edit Vinyl Plank',
        slug: `edit-${randomUUID()}`,
        categoryId,
        type: 'variable',
        unit: 'box',
        unitValue: '1.00',
        price: '0',
        discount: '0',
        quantity: 0,
      })
      .returning();
    const vs = await db
      .insert(t.variants)
      .values(
        prices.map(([price, quantity], n) => ({
          productId: p.id,
          price,
          discount: price,
          quantity,
          sku: `V-${n}-${randomUUID().slice(0, 4)}`,
        })),
      )
      .returning();
    return { product: p, variants: vs };
  }
  async function order(items: { productId: string; variantId?: string; qty: number }[], couponCode?: string) {
    const res = await placeOrder(
      {
        items,
        billing: address,
        shipping: address,
        shippingOptionId: deliveryId,
        paymentMethod: 'cod',
        couponCode,
        checkoutKey: randomUUID().replace(/-/g, ''),
      },
      {},
      db,
    );
    if (!res.ok) throw new Error(`order refused: ${res.code}`);
    return res.order.id;
  }
  async function loaded(id: string) {
    actAs(actors.staffEdit);
    const res = await getOrder({ id });
    if (!res.ok) throw new Error(res.error);
    return res.data;
  }
  const stockOf = async (table: typeof t.products | typeof t.variants, id: string) =>
    (await db.select({ q: table.quantity }).from(table).where(eq(table.id, id)))[0].q;
  /** everything an edit writes */
  const snapshot = async () =>
    (
      await rows(
        tdb,
        sql`select (select count(*)::int from audit_log) as audit, (select count(*)::int from order_status_history) as history,
          (select md5(string_agg(id::text || total::text || updated_at::text || (shipping->>'house'), ',' order by id)) from orders) as orders,
          (select md5(string_agg(id::text || quantity::text || line_total::text, ',' order by id)) from order_items) as items,
          (select md5(string_agg(id::text || quantity::text || sold::text, ',' order by id)) from products) as products,
          (select md5(string_agg(id::text || quantity::text, ',' order by id)) from variants) as variants`,
      )
    )[0];

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    actors = await createActors(db, 'order');
    [{ id: categoryId }] = await db.select({ id: t.categories.id }).from(t.categories).limit(1);
    [{ id: deliveryId }] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).where(eq(t.shippingOptions.cost, '49.00'));
  });
  afterAll(async () => tdb?.dispose());
  beforeEach(() => {
    revalidated.length = 0;
  });
  // every edit's stock moves are in the ledger (docs/requirements.md, "Stock ledger")
  afterEach(async () => expect(await ledgerMismatches(tdb)).toEqual([]));

  it('moves stock by exactly the difference, prices like the checkout, and logs the edit', async () => {
    const oak = await simple('40.00', 10);
    const vinyl = await variable([
      ['30.00', 6],
      ['35.00', 8],
    ]);
    const [v1, v2] = vinyl.variants;
    const id = await order(
      [
        { productId: oak.id, qty: 2 },
        { productId: vinyl.product.id, variantId: v1.id, qty: 1 },
      ],
      'WELCOME10',
    );
    expect(await stockOf(t.products, oak.id)).toBe(8);
    // today's price of the variant to add is not the price at ordering time
    await db.update(t.variants).set({ discount: '37.25' }).where(eq(t.variants.id, v2.id));
    const o = await loaded(id);
    const oakLine = o.items.find((i) => i.name === 'Edit Oak Plank')!;
    const input = {
      id,
      version: o.updatedAt,
      items: [{ itemId: oakLine.id, qty: 5 }],
      add: [{ productId: vinyl.product.id, variantId: v2.id, qty: 2 }],
      shipping: { ...address, house: '9900 King George Blvd' },
    };

    const preview = await previewOrderEdit(input);
    expect(preview).toMatchObject({ ok: true, data: { short: [] } });
    const res = await editOrder(input);
    expect(res).toMatchObject({ ok: true });
    if (!res.ok || !preview.ok) return;

    // stock: oak 8 -> 5 (3 more), v1 back 6 -> ... (+1), v2 8 -> 6; sold follows
    expect(await stockOf(t.products, oak.id)).toBe(5);
    expect(await stockOf(t.variants, v1.id)).toBe(6);
    expect(await stockOf(t.variants, v2.id)).toBe(6);
    const [{ sold: oakSold }] = await db.select({ sold: t.products.sold }).from(t.products).where(eq(t.products.id, oak.id));
    const [{ sold: vinylSold }] = await db.select({ sold: t.products.sold }).from(t.products).where(eq(t.products.id, vinyl.product.id));
    expect([oakSold, vinylSold]).toEqual([5, 2]);

    // the totals are what the checkout would charge for the same lines, coupon and delivery
    const quote = await quoteCart(
      {
        items: [
          { productId: oak.id, qty: 5 },
          { productId: vinyl.product.id, variantId: v2.id, qty: 2 },
        ],
        couponCode: 'WELCOME10',
        shippingOptionId: deliveryId,
      },
      {},
      db,
    );
    const [after] = await db.select().from(t.orders).where(eq(t.orders.id, id));
    expect(Number(after.subtotal)).toBe(quote!.totals.subtotal);
    expect(Number(after.discountTotal)).toBe(quote!.totals.discount);
    expect(Number(after.shippingCost)).toBe(49);
    expect(after.taxLines.map((x) => [x.name, Number(x.amount)])).toEqual(quote!.totals.taxes.map((x) => [x.name, x.amount]));
    expect(Number(after.total)).toBe(quote!.totals.total);
    expect(res.data.total).toBe(after.total);
    expect(preview.data.total).toBe(after.total);
    expect(after.shipping.house).toBe('9900 King George Blvd');

    const items = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, id));
    expect(items.map((i) => [i.variantId ?? i.productId, i.quantity, i.unitPrice, i.lineTotal]).sort()).toEqual(
      [
        [oak.id, 5, '40.00', '200.00'],
        [v2.id, 2, '37.25', '74.50'],
      ].sort(),
    );
    const added = items.find((i) => i.variantId === v2.id)!;
    expect(added).toMatchObject({ name: 'Edit Vinyl Plank', sku: v2.sku, unit: 'box', unitValue: '1.00' });

    const history = await db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, id));
    expect(history.at(-1)).toMatchObject({
      status: 'pending',
      actorId: actors.staffEdit,
      event: { kind: 'edited', totalAfter: after.total },
    });
    const [audit] = await db
      .select()
      .from(t.auditLog)
      .where(sql`${t.auditLog.entityId} = ${id} and ${t.auditLog.action} = 'order.edit'`);
    expect(audit.before).toMatchObject({ lines: expect.arrayContaining([expect.objectContaining({ quantity: 2, unitPrice: '40.00' })]) });
    expect(audit.after).toMatchObject({
      lines: expect.arrayContaining([expect.objectContaining({ quantity: 2, unitPrice: '37.25' })]),
      totals: { total: after.total },
      shipping: { house: '9900 King George Blvd' },
    });
    // the product pages of the products whose stock moved
    expect(revalidated).toEqual(expect.arrayContaining([`catalogue:product:${oak.slug}`, `catalogue:product:${vinyl.product.slug}`]));
  });

  it('a line already on the order keeps its price; a lowered quantity gives stock back', async () => {
    const oak = await simple('40.00', 10);
    const id = await order([{ productId: oak.id, qty: 4 }]);
    await db.update(t.products).set({ discount: '55.00' }).where(eq(t.products.id, oak.id));
    const o = await loaded(id);
    const res = await editOrder({ id, version: o.updatedAt, items: [{ itemId: o.items[0].id, qty: 1 }], shipping: address });
    expect(res).toMatchObject({ ok: true });
    expect(await stockOf(t.products, oak.id)).toBe(9);
    const [item] = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, id));
    expect(item).toMatchObject({ quantity: 1, unitPrice: '40.00', lineTotal: '40.00' });
  });

  it("a line added to an order keeps the product's name in the order's language", async () => {
    const oak = await simple('40.00', 10);
    const pine = await simple('20.00', 10, 'Edit Pine Plank');
    await db
      .update(t.products)
      .set({ translations: { fr: { name: 'Planche de pin' } } })
      .where(eq(t.products.id, pine.id));
    const id = await order([{ productId: oak.id, qty: 1 }]);
    await db.update(t.orders).set({ locale: 'fr' }).where(eq(t.orders.id, id));
    const o = await loaded(id);
    const res = await editOrder({
      id,
      version: o.updatedAt,
      items: [{ itemId: o.items[0].id, qty: 1 }],
      add: [{ productId: pine.id, qty: 1 }],
      shipping: address,
    });
    expect(res).toMatchObject({ ok: true });
    const added = (await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, id))).find((i) => i.productId === pine.id);
    expect(added).toMatchObject({ name: 'Edit Pine Plank', localName: 'Planche de pin' });
  });

  it("a variant added to an order keeps its colour in the order's language", async () => {
    const oak = await simple('40.00', 10);
    const { product, variants } = await variable([['25.00', 10]]);
    const [color] = await db
      .insert(t.colors)
      .values({ name: `Edit Ash ${randomUUID().slice(0, 6)}`, hex: '#cbb89d', translations: { ar: { name: 'دردار' } } })
      .returning();
    await db.update(t.variants).set({ colorId: color.id }).where(eq(t.variants.id, variants[0].id));
    const id = await order([{ productId: oak.id, qty: 1 }]);
    await db.update(t.orders).set({ locale: 'ar' }).where(eq(t.orders.id, id));
    const o = await loaded(id);
    const res = await editOrder({
      id,
      version: o.updatedAt,
      items: [{ itemId: o.items[0].id, qty: 1 }],
      add: [{ productId: product.id, variantId: variants[0].id, qty: 1 }],
      shipping: address,
    });
    expect(res).toMatchObject({ ok: true });
    const added = (await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, id))).find((i) => i.productId === product.id);
    expect(added).toMatchObject({ colorName: color.name, localColorName: 'دردار', localAttributeName: null });
  });

  it('refuses, with nothing written: short stock, a stale version, a shipped or online order, an empty order, a product twice', async () => {
    const oak = await simple('40.00', 5);
    const other = await simple('12.00', 3, 'Edit Underlay');
    const id = await order([{ productId: oak.id, qty: 2 }]);
    const o = await loaded(id);
    const line = o.items[0].id;
    const base = { id, version: o.updatedAt, shipping: address };
    const refused = async (input: Parameters<typeof editOrder>[0], error: string, messageKey?: string) => {
      const before = await snapshot();
      const res = await editOrder(input);
      expect(res, error).toMatchObject({ ok: false, error, ...(messageKey ? { params: { messageKey } } : {}) });
      expect(await snapshot(), error).toEqual(before);
    };
    actAs(actors.staffEdit);
    // 3 left on the shelf: 2 more fit, 4 more do not (the second line fits, and is rolled back too)
    await refused(
      { ...base, items: [{ itemId: line, qty: 6 }], add: [{ productId: other.id, qty: 1 }] },
      'insufficientStock',
      'dashOrders.edit.errors.insufficientStock',
    );
    const preview = await previewOrderEdit({ id, version: o.updatedAt, items: [{ itemId: line, qty: 6 }] });
    expect(preview).toMatchObject({ ok: true, data: { short: [{ label: 'Edit Oak Plank', available: 3, needed: 4 }] } });
    await refused({ ...base, items: [] }, 'emptyOrder');
    await refused({ ...base, items: [{ itemId: line, qty: 2 }], add: [{ productId: oak.id, qty: 1 }] }, 'alreadyOnOrder');
    await refused({ ...base, items: [{ itemId: line, qty: 2 }], add: [{ productId: randomUUID(), qty: 1 }] }, 'productUnavailable');
    await refused({ ...base, items: [{ itemId: randomUUID(), qty: 2 }] }, 'invalid');
    await refused({ ...base, items: [{ itemId: line, qty: 3 }], shipping: { ...address, zipCode: '<b>' } }, 'invalid');

    // another edit made after staff loaded the order
    expect(await editOrder({ ...base, items: [{ itemId: line, qty: 3 }] })).toMatchObject({ ok: true });
    await refused({ ...base, items: [{ itemId: line, qty: 1 }] }, 'staleOrder', 'dashOrders.edit.errors.staleOrder');

    // shipped: the goods have left
    await setOrderStatus({ id, status: 'confirmed' });
    await setOrderStatus({ id, status: 'shipped' });
    const shipped = await loaded(id);
    expect(shipped.editRefusal).toBe('status');
    await refused(
      { ...base, version: shipped.updatedAt, items: [{ itemId: line, qty: 1 }] },
      'editNotAllowed',
      'dashOrders.edit.errors.editNotAllowed.status',
    );

    // an online order, even unpaid
    const online = await createOrder(db, [{ product: oak }], { paymentMethod: 'stripe', paymentStatus: 'pending' });
    const onlineLoaded = await loaded(online.id);
    await refused(
      { ...base, id: online.id, version: onlineLoaded.updatedAt, items: [{ itemId: onlineLoaded.items[0].id, qty: 1 }] },
      'editNotAllowed',
      'dashOrders.edit.errors.editNotAllowed.onlinePayment',
    );
  });

  it('finds products and variants to add with today’s price and stock', async () => {
    const vinyl = await variable([['30.00', 6]]);
    actAs(actors.staffEdit);
    const res = await findOrderProducts({ q: 'edit vinyl' });
    expect(res.ok && res.data.find((p) => p.productId === vinyl.product.id)).toMatchObject({
      options: [{ variantId: vinyl.variants[0].id, price: '30.00', stock: 6 }],
    });
  });

  it.each(ACTOR_KINDS)('%s may edit only with the order edit right', async (kind) => {
    const oak = await simple('40.00', 10);
    const id = await order([{ productId: oak.id, qty: 1 }]);
    const o = await loaded(id);
    const before = await snapshot();
    actAs(actors[kind]);
    const input = { id, version: o.updatedAt, items: [{ itemId: o.items[0].id, qty: 2 }], shipping: address };
    const res = await editOrder(input);
    if (allowed(kind, 'edit')) expect(res).toMatchObject({ ok: true });
    else {
      expect(res).toMatchObject({ ok: false, status: 403 });
      expect(await previewOrderEdit(input)).toMatchObject({ ok: false, status: 403 });
      expect(await snapshot()).toEqual(before);
    }
  });
});

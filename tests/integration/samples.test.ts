import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('next/cache', () => import('../support/next-cache'));
import { eq, inArray } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { placeOrder } from '@/server/orders/place-order';
import { quoteCart } from '@/server/orders/quote-cart';
import { returnOrderStock } from '@/server/orders/return-order-stock';
import { CSV_COLUMNS, csvRow, queryOrders } from '@/server/dashboard/orders';
import { REPORT_CSV_COLUMNS, reportCsvRows, type ReportCsvLabels } from '@/server/dashboard/reports-csv';
import { orderListQuerySchema } from '@/domain/orders/order-filters';
import { reportQuerySchema } from '@/domain/dashboard/reports';
import { loadReport } from '@/server/dashboard/reports';
import { createProduct, createVariableProduct } from '../factories';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';
import { checkoutOf, orderCount, setSettingsPart, stockOf } from '../support/orders';

const address = {
  fullName: 'Mei Tanaka',
  phone: '604-555-0177',
  email: 'mei.samples@example.com',
  house: '88 Fraser Hwy',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3S 5X7',
  country: 'CA',
};

type Line = { productId: string; variantId?: string; qty: number; sample?: boolean; price?: number };

describe.each(ENGINES)('free samples on %s (docs/requirements.md, "Free samples")', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let delivery: { id: string; cost: string };
  let floorId: string;
  let accessoriesId: string;

  const checkout = (items: Line[], over: Record<string, unknown> = {}) => checkoutOf(address, delivery.id)(items, over);
  const floor = (over: Parameters<typeof createProduct>[1] = {}) =>
    createProduct(db, { categoryId: floorId, quantity: 4, price: '59.99', ...over });
  const setFee = (cents: number) => setSettingsPart(db, 'samples', { deliveryFeeCents: cents });
  const stock = (id: string) => stockOf(db, id);
  const orders = () => orderCount(db);

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    [delivery] = await db
      .select({ id: t.shippingOptions.id, cost: t.shippingOptions.cost })
      .from(t.shippingOptions)
      .where(eq(t.shippingOptions.cost, '49.00'));
    const cats = await db
      .select({ id: t.categories.id, slug: t.categories.slug })
      .from(t.categories)
      .where(inArray(t.categories.slug, ['laminate', 'accessories']));
    floorId = cats.find((c) => c.slug === 'laminate')!.id;
    accessoriesId = cats.find((c) => c.slug === 'accessories')!.id;
  });
  afterAll(async () => tdb?.dispose());

  it('an order of two free samples: price 0, no stock taken, free delivery, nothing to pay (no card needed)', async () => {
    await setFee(0);
    const plank = await floor({ quantity: 0 }); // sold out in boxes: a sample still goes
    const { product: tile, variants } = await createVariableProduct(db, [{ quantity: 3 }, { quantity: 7 }], { categoryId: floorId });
    // a card method the shop has not switched on: the order has nothing to pay, so it needs none
    const res = await placeOrder(
      checkout(
        [
          { productId: plank.id, qty: 1, sample: true, price: 59.99 },
          { productId: tile.id, variantId: variants[1].id, qty: 1, sample: true },
        ],
        { paymentMethod: 'stripe' },
      ),
      {},
      db,
    );
    expect(res).toMatchObject({ ok: true, order: { total: '0.00', paymentMethod: 'cod' } });
    if (!res.ok) return;
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, res.order.id));
    expect(o).toMatchObject({ subtotal: '0.00', shippingCost: '0.00', taxTotal: '0.00', total: '0.00', currency: 'CAD' });
    const items = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, o.id));
    expect(items.map((i) => ({ sample: i.sample, unitPrice: i.unitPrice, quantity: i.quantity, lineTotal: i.lineTotal }))).toEqual([
      { sample: true, unitPrice: '0.00', quantity: 1, lineTotal: '0.00' },
      { sample: true, unitPrice: '0.00', quantity: 1, lineTotal: '0.00' },
    ]);
    expect(await stock(plank.id)).toBe(0);
    const vq = await db.select({ q: t.variants.quantity }).from(t.variants).where(eq(t.variants.productId, tile.id));
    expect(vq.map((v) => v.q).sort()).toEqual([3, 7]);
    // cancelling gives nothing back for samples
    await db.transaction((tx) => returnOrderStock(tx, o.id, { kind: 'returned' }));
    expect(await stock(plank.id)).toBe(0);
  });

  it('an order of samples alone pays the sample delivery fee set in Settings (taxed like delivery)', async () => {
    await setFee(499);
    const p = await floor();
    const res = await placeOrder(checkout([{ productId: p.id, qty: 1, sample: true }]), {}, db);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, res.order.id));
    // 4.99 + GST 0.25 + PST 0.35
    expect(o).toMatchObject({ shippingCost: '4.99', total: '5.59', paymentMethod: 'cod' });
    const quote = await quoteCart({ items: [{ productId: p.id, qty: 1, sample: true }], shippingOptionId: delivery.id }, {}, db);
    expect(quote).toMatchObject({ sampleDelivery: 4.99, delivery: { cost: 4.99 }, totals: { shipping: 4.99, total: 5.59 } });
    await setFee(0);
  });

  it('a sample beside boxes of the same product: a separate line, the boxes take stock and pay the delivery option', async () => {
    await setFee(499);
    const p = await floor({ quantity: 4 });
    const res = await placeOrder(
      checkout([
        { productId: p.id, qty: 2 },
        { productId: p.id, qty: 1, sample: true },
      ]),
      {},
      db,
    );
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, res.order.id));
    expect(o).toMatchObject({ subtotal: '119.98', shippingCost: '49.00' });
    const items = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, o.id));
    expect(items.map((i) => [i.sample, i.quantity, i.unitPrice]).sort()).toEqual([
      [false, 2, '59.99'],
      [true, 1, '0.00'],
    ]);
    expect(await stock(p.id)).toBe(2);
    await setFee(0);
  });

  it('refuses a sixth sample in words and changes nothing', async () => {
    const products = await Promise.all([1, 2, 3, 4, 5, 6].map(() => floor()));
    const before = await orders();
    const res = await placeOrder(checkout(products.map((p) => ({ productId: p.id, qty: 1, sample: true }))), {}, db);
    expect(res).toMatchObject({ ok: false, code: 'tooManySamples' });
    expect(await orders()).toBe(before);
    const quote = await quoteCart({ items: products.map((p) => ({ productId: p.id, qty: 1, sample: true })) }, {}, db);
    expect(quote?.tooManySamples).toBe(true);
    // five go through
    const five = await placeOrder(checkout(products.slice(0, 5).map((p) => ({ productId: p.id, qty: 1, sample: true }))), {}, db);
    expect(five.ok).toBe(true);
  });

  it('refuses a sample of an accessory, of a product with samples switched off, and of more than one unit', async () => {
    const trim = await createProduct(db, { categoryId: accessoriesId });
    const off = await floor({ samples: false });
    const before = await orders();
    expect(await placeOrder(checkout([{ productId: trim.id, qty: 1, sample: true }]), {}, db)).toMatchObject({
      ok: false,
      code: 'samplesUnavailable',
      products: [trim.name],
    });
    expect(await placeOrder(checkout([{ productId: off.id, qty: 1, sample: true }]), {}, db)).toMatchObject({
      ok: false,
      code: 'samplesUnavailable',
      products: [off.name],
    });
    const p = await floor();
    expect(await placeOrder(checkout([{ productId: p.id, qty: 3, sample: true }]), {}, db)).toMatchObject({ ok: false, code: 'invalid' });
    expect(await orders()).toBe(before);
    const quote = await quoteCart({ items: [{ productId: trim.id, qty: 1, sample: true }] }, {}, db);
    expect(quote?.lines[0]).toMatchObject({ sample: true, available: false });
  });

  it('the reports count the customers who ordered samples and later ordered boxes', async () => {
    const report = () => loadReport(db, reportQuerySchema.parse({ preset: '7d' })).then((r) => r.samples);
    const before = await report();
    const p = await floor();
    const as = (email: string) => ({ billing: { ...address, email }, shipping: { ...address, email } });
    // one customer orders samples and then boxes, another only samples
    expect((await placeOrder(checkout([{ productId: p.id, qty: 1, sample: true }], as('convert@example.com')), {}, db)).ok).toBe(true);
    expect((await placeOrder(checkout([{ productId: p.id, qty: 1 }], as('convert@example.com')), {}, db)).ok).toBe(true);
    expect((await placeOrder(checkout([{ productId: p.id, qty: 1, sample: true }], as('browse@example.com')), {}, db)).ok).toBe(true);
    expect(await report()).toEqual({ customers: before.customers + 2, converted: before.converted + 1 });
    // the report's CSV carries the same two figures
    const labels = {
      columns: {},
      sections: { samples: 'Samples' },
      paymentMethod: String,
      sampleCustomers: 'ordered samples',
      sampleConverted: 'then boxes',
    };
    const csv = reportCsvRows(await loadReport(db, reportQuerySchema.parse({ preset: '7d' })), labels as unknown as ReportCsvLabels);
    const customersAt = REPORT_CSV_COLUMNS.indexOf('customers');
    expect(csv.find((r) => r[1] === 'ordered samples')?.[customersAt]).toBe(before.customers + 2);
    expect(csv.find((r) => r[1] === 'then boxes')?.[customersAt]).toBe(before.converted + 1);
  });

  it('the dashboard marks and filters the orders that have samples', async () => {
    const p = await floor();
    const s = await placeOrder(checkout([{ productId: p.id, qty: 1, sample: true }]), {}, db);
    const b = await placeOrder(checkout([{ productId: p.id, qty: 1 }]), {}, db);
    if (!s.ok || !b.ok) throw new Error('orders not placed');
    const withSamples = await queryOrders(db, orderListQuerySchema.parse({ samples: 'yes', pageSize: 100 }));
    const without = await queryOrders(db, orderListQuerySchema.parse({ samples: 'no', pageSize: 100 }));
    expect(withSamples.rows.map((r) => r.id)).toContain(s.order.id);
    expect(withSamples.rows.map((r) => r.id)).not.toContain(b.order.id);
    expect(withSamples.rows.every((r) => r.samples)).toBe(true);
    // the orders CSV says so in its samples column
    const samplesColumn = CSV_COLUMNS.indexOf('samples');
    expect(
      csvRow(
        withSamples.rows.find((r) => r.id === s.order.id)!,
        '',
      )[samplesColumn],
    ).toBe('yes');
    expect(
      csvRow(
        without.rows.find((r) => r.id === b.order.id)!,
        '',
      )[samplesColumn],
    ).toBe('no');
    expect(without.rows.map((r) => r.id)).toContain(b.order.id);
    expect(without.rows.some((r) => r.samples)).toBe(false);
  });
});

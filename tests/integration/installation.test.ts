import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('next/cache', () => import('../support/next-cache'));
import { eq, inArray } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { placeOrder } from '@/server/orders/place-order';
import { quoteCart } from '@/server/orders/quote-cart';
import { returnOrderStock } from '@/server/orders/return-order-stock';
import { findOrderById } from '@/server/orders/find-order';
import { listAccountOrders } from '@/server/account/list-orders';
import { getSettings } from '@/server/settings/get-settings';
import { SEED_INSTALLATION_RATE_CENTS } from '@/server/db/seed/seed-settings';
import { createCustomer, createProduct, createVariableProduct } from '../factories';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';
import { checkoutOf, orderCount, setSettingsPart, stockOf } from '../support/orders';

const address = {
  fullName: 'Harpreet Gill',
  phone: '604-555-0133',
  email: 'harpreet.install@example.com',
  house: '7350 120 St',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3W 3M9',
  country: 'CA',
};

type Line = { productId: string; variantId?: string; qty: number; sample?: boolean; installation?: boolean; price?: number };

describe.each(ENGINES)('installation estimate on %s (docs/requirements.md, "Installation estimate")', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let flat: { id: string };
  let perBox: { id: string };
  let floorId: string;
  let accessoriesId: string;

  const checkout = (items: Line[], over: Record<string, unknown> = {}) => checkoutOf(address, flat.id)(items, over);
  // 20 sq ft a box (the factory's coverage), $59.99 a box
  const floor = (over: Parameters<typeof createProduct>[1] = {}) =>
    createProduct(db, { categoryId: floorId, quantity: 10, price: '59.99', ...over });
  const setRate = (cents: number) => setSettingsPart(db, 'installation', { ratePerSqFtCents: cents });
  const stock = (id: string) => stockOf(db, id);
  const orders = () => orderCount(db);

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    const options = await db.select().from(t.shippingOptions);
    flat = options.find((o) => o.cost === '49.00' && o.feeRule === 'flat')!;
    perBox = options.find((o) => o.feeRule === 'perBox')!;
    const cats = await db
      .select({ id: t.categories.id, slug: t.categories.slug })
      .from(t.categories)
      .where(inArray(t.categories.slug, ['laminate', 'accessories']));
    floorId = cats.find((c) => c.slug === 'laminate')!.id;
    accessoriesId = cats.find((c) => c.slug === 'accessories')!.id;
  });
  afterAll(async () => tdb?.dispose());

  it('a new shop installs at the seeded rate', async () => {
    expect((await getSettings(db)).installation.ratePerSqFtCents).toBe(SEED_INSTALLATION_RATE_CENTS);
  });

  it('the quote prices the installation over the boxes’ area, with their quantity, whatever the browser sent', async () => {
    await setRate(275);
    const p = await floor();
    const quote = await quoteCart(
      {
        items: [
          { productId: p.id, qty: 3 },
          // a tampered quantity: the installation takes its boxes' 3
          { productId: p.id, qty: 999, installation: true },
        ],
        shippingOptionId: perBox.id,
      },
      {},
      db,
    );
    expect(quote).not.toBeNull();
    expect(quote!.installationRate).toBe(2.75);
    expect(quote!.lines.map((l) => [l.installation, l.qty, l.unitPrice, l.lineTotal, l.available, l.installPrice])).toEqual([
      [false, 3, 59.99, 179.97, true, 55],
      // 20 sq ft x $2.75 = $55.00 a box
      [true, 3, 55, 165, true, null],
    ]);
    expect(quote!.totals.subtotal).toBe(344.97);
    // the per-box delivery counts the 3 boxes only: $20 + 3 x $3.50
    expect(quote!.delivery?.cost).toBe(30.5);
  });

  it('no installation without its boxes, on an accessory, or with no rate set: the quote marks it, the order is refused and nothing is written', async () => {
    await setRate(275);
    const p = await floor();
    const acc = await createProduct(db, { categoryId: accessoriesId, quantity: 10, price: '12.00' });
    const orphan = await quoteCart({ items: [{ productId: p.id, qty: 2, installation: true }] }, {}, db);
    expect(orphan!.lines[0]).toMatchObject({ installation: true, available: false });
    expect(orphan!.totals.subtotal).toBe(0);
    const accessory = await quoteCart(
      {
        items: [
          { productId: acc.id, qty: 2 },
          { productId: acc.id, qty: 2, installation: true },
        ],
      },
      {},
      db,
    );
    expect(accessory!.lines.map((l) => [l.available, l.installPrice])).toEqual([
      [true, null],
      [false, null],
    ]);

    const ordersBefore = await orders();
    const stockBefore = await stock(p.id);
    expect(await placeOrder(checkout([{ productId: p.id, qty: 2, installation: true }]), {}, db)).toMatchObject({
      ok: false,
      code: 'installationUnavailable',
      products: [p.name],
    });
    expect(
      await placeOrder(
        checkout([
          { productId: acc.id, qty: 1 },
          { productId: acc.id, qty: 1, installation: true },
        ]),
        {},
        db,
      ),
    ).toMatchObject({ ok: false, code: 'installationUnavailable', products: [acc.name] });
    await setRate(0);
    const off = await quoteCart({ items: [{ productId: p.id, qty: 2 }] }, {}, db);
    expect(off!.lines[0].installPrice).toBeNull();
    expect(off!.installationRate).toBe(0);
    expect(
      await placeOrder(
        checkout([
          { productId: p.id, qty: 2 },
          { productId: p.id, qty: 2, installation: true },
        ]),
        {},
        db,
      ),
    ).toMatchObject({ ok: false, code: 'installationUnavailable' });
    // a sample is never installed
    expect(await placeOrder(checkout([{ productId: p.id, qty: 1, sample: true, installation: true }]), {}, db)).toMatchObject({
      ok: false,
      code: 'invalid',
    });
    expect(await orders()).toBe(ordersBefore);
    expect(await stock(p.id)).toBe(stockBefore);
    await setRate(275);
  });

  it('the order stores the installation line at the database price, takes stock for the boxes only and gives back only those', async () => {
    await setRate(300);
    const p = await floor({ quantity: 10 });
    const res = await placeOrder(
      checkout([
        { productId: p.id, qty: 4, price: 0.01 },
        { productId: p.id, qty: 1, installation: true, price: 0.01 },
      ]),
      {},
      db,
    );
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, res.order.id));
    // boxes 4 x 59.99 = 239.96; installation 4 x (20 x $3.00) = 240.00; delivery 49.00; GST 5 % + PST 7 %
    expect(o).toMatchObject({ subtotal: '479.96', shippingCost: '49.00' });
    const quote = await quoteCart(
      {
        items: [
          { productId: p.id, qty: 4 },
          { productId: p.id, qty: 4, installation: true },
        ],
        shippingOptionId: flat.id,
        address: { country: 'CA', state: 'BC' },
      },
      {},
      db,
    );
    expect(o.total).toBe(quote!.totals.total.toFixed(2));
    const items = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, o.id));
    expect(items.map((i) => [i.installation, i.quantity, i.unitPrice, i.lineTotal]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [false, 4, '59.99', '239.96'],
      [true, 4, '60.00', '240.00'],
    ]);
    expect(await stock(p.id)).toBe(6);
    const detail = await findOrderById(o.id, db);
    expect(detail!.items.find((i) => i.installation)).toMatchObject({ installation: true, installedSqFt: 80 });
    expect(detail!.items.find((i) => !i.installation)).toMatchObject({ installedSqFt: null });
    await db.transaction((tx) => returnOrderStock(tx, o.id, { kind: 'returned' }));
    expect(await stock(p.id)).toBe(10);
    await setRate(275);
  });

  it('the account’s order history tells the installation line from the boxes, with the area it covers', async () => {
    const p = await floor({ quantity: 10 });
    const me = await createCustomer(db, { name: 'Harpreet Gill' });
    const res = await placeOrder(
      checkout([
        { productId: p.id, qty: 3 },
        { productId: p.id, qty: 3, installation: true },
      ]),
      { userId: me.id },
      db,
    );
    if (!res.ok) throw new Error(res.code);
    const [mine] = await listAccountOrders(me.id, db);
    expect(mine.items.map((i) => [i.installation, i.installedSqFt, i.quantity]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [false, null, 3],
      [true, 60, 3],
    ]);
  });

  it('a variant’s installation belongs to that variant’s boxes', async () => {
    await setRate(275);
    const { product, variants } = await createVariableProduct(db, [{ quantity: 5 }, { quantity: 5 }], { categoryId: floorId });
    const quote = await quoteCart(
      {
        items: [
          { productId: product.id, variantId: variants[0].id, qty: 2 },
          { productId: product.id, variantId: variants[1].id, qty: 1, installation: true },
          { productId: product.id, variantId: variants[0].id, qty: 1, installation: true },
        ],
      },
      {},
      db,
    );
    expect(quote!.lines.map((l) => [l.variantId === variants[0].id, l.installation, l.qty, l.available])).toEqual([
      [true, false, 2, true],
      [false, true, 1, false],
      [true, true, 2, true],
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

import { emptyProductForm, type ProductFormValues } from '@/domain/catalogue/product-form';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import {
  createProduct,
  findHoldings,
  listDeliveries,
  productStockMovements,
  receiveDelivery,
  recordStock,
  updateProduct,
} from '@/server/dashboard/products';
import { setOrderStatus } from '@/server/dashboard/orders';
import { placeOrder } from '@/server/orders/place-order';
import { releaseExpiredOnlineOrders } from '@/server/payments/release-expired-orders';
import { createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';
import { ledgerMismatches } from '../support/stock-ledger';

const address = {
  fullName: 'Harpreet Gill',
  phone: '604-555-0190',
  email: 'harpreet.ledger@example.com',
  house: '13450 104 Ave',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3T 1V8',
  country: 'CA',
};

// docs/requirements.md, "Stock ledger": every change of stock is a movement, and the movements add up to the stock
describe.each(ENGINES)('the stock ledger on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let actors: Record<ActorKind, string | null>;
  let deliveryId: string;
  let categoryId: string;

  const movements = async (productId: string) =>
    db
      .select({
        kind: t.stockMovements.kind,
        quantity: t.stockMovements.quantity,
        onHand: t.stockMovements.onHand,
        orderId: t.stockMovements.orderId,
        userId: t.stockMovements.userId,
        variantId: t.stockMovements.variantId,
      })
      .from(t.stockMovements)
      .where(eq(t.stockMovements.productId, productId))
      .orderBy(asc(t.stockMovements.createdAt), asc(t.stockMovements.onHand));
  const form = (over: Partial<ProductFormValues> = {}): ProductFormValues => ({
    ...emptyProductForm(),
    name: `Ledger Oak ${randomUUID().slice(0, 6)}`,
    categoryId,
    unitValue: '20',
    price: '40.00',
    discount: '40.00',
    quantity: 10,
    ...over,
  });
  async function made(over: Partial<ProductFormValues> = {}) {
    actAs(actors.admin);
    const res = await createProduct(form(over));
    if (!res.ok) throw new Error(JSON.stringify(res));
    return res.data.id;
  }
  async function order(productId: string, qty: number) {
    const res = await placeOrder(
      {
        items: [{ productId, qty }],
        billing: address,
        shipping: address,
        shippingOptionId: deliveryId,
        paymentMethod: 'cod',
        checkoutKey: randomUUID().replace(/-/g, ''),
      },
      {},
      db,
    );
    if (!res.ok) throw new Error(`order refused: ${res.code}`);
    return res.order.id;
  }

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    actors = await createActors(db, 'product');
    [{ id: categoryId }] = await db.select({ id: t.categories.id }).from(t.categories).limit(1);
    [{ id: deliveryId }] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).where(eq(t.shippingOptions.cost, '49.00'));
  });
  afterAll(async () => tdb?.dispose());
  // the rule holds after every test, whatever it did to the stock
  afterEach(async () => expect(await ledgerMismatches(tdb)).toEqual([]));

  it('starts from the seeded catalogue: each product and variant holding stock has its opening movement', async () => {
    const [{ n }] = await rows(tdb, sql`select count(*)::int as n from stock_movements where kind = 'opening'`);
    expect(Number(n)).toBeGreaterThan(0);
    expect(await ledgerMismatches(tdb)).toEqual([]);
  });

  it('records a new product’s stock as opening and a changed count as counted, by the staff member', async () => {
    const input = form({ quantity: 10 });
    actAs(actors.admin);
    const created = await createProduct(input);
    if (!created.ok) throw new Error(JSON.stringify(created));
    const id = created.data.id;
    const again = (quantity: number) => updateProduct({ id, product: { ...input, slug: created.data.slug, quantity } });
    expect((await again(7)).ok).toBe(true);
    // a save that leaves the stock as it was writes nothing
    expect((await again(7)).ok).toBe(true);
    expect(await movements(id)).toEqual([
      { kind: 'opening', quantity: 10, onHand: 10, orderId: null, userId: actors.admin, variantId: null },
      { kind: 'counted', quantity: -3, onHand: 7, orderId: null, userId: actors.admin, variantId: null },
    ]);
    // unlimited counts as none: going unlimited and back keeps the sum
    expect((await again(-1)).ok).toBe(true);
    expect((await again(4)).ok).toBe(true);
    expect((await movements(id)).slice(2)).toEqual([
      { kind: 'counted', quantity: -7, onHand: -1, orderId: null, userId: actors.admin, variantId: null },
      { kind: 'counted', quantity: 4, onHand: 4, orderId: null, userId: actors.admin, variantId: null },
    ]);
  });

  it('records a checkout as sold for its order, and the cancel as returned by the staff member who cancelled', async () => {
    const id = await made({ quantity: 9 });
    const orderId = await order(id, 4);
    const [{ id: staffId }] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.role, 'admin')).limit(1);
    actAs(staffId);
    expect((await setOrderStatus({ id: orderId, status: 'cancelled', note: '' })).ok).toBe(true);
    expect((await movements(id)).slice(1)).toEqual([
      { kind: 'sold', quantity: -4, onHand: 5, orderId, userId: null, variantId: null },
      { kind: 'returned', quantity: 4, onHand: 9, orderId, userId: staffId, variantId: null },
    ]);
  });

  it('writes nothing for a refused checkout (short stock rolls the whole order back)', async () => {
    const id = await made({ quantity: 2 });
    await expect(order(id, 3)).rejects.toThrow('order refused');
    expect(await movements(id)).toHaveLength(1);
  });

  it('records an unpaid online order’s released hold as released', async () => {
    const id = await made({ quantity: 6 });
    // an online order whose hold has run out (the gateways are not set up here)
    const orderId = await order(id, 2);
    await db
      .update(t.orders)
      .set({ paymentMethod: 'stripe', reserveUntil: new Date(Date.now() - 60_000) })
      .where(eq(t.orders.id, orderId));
    await releaseExpiredOnlineOrders(new Date(), db);
    expect((await movements(id)).slice(1).map((m) => [m.kind, m.quantity, m.onHand, m.orderId])).toEqual([
      ['sold', -2, 4, orderId],
      ['released', 2, 6, orderId],
    ]);
  });

  it('lists a product’s movements for staff, latest first, with the order’s number and who made them', async () => {
    const id = await made({ quantity: 5 });
    const orderId = await order(id, 1);
    actAs(actors.staffView);
    const res = await productStockMovements({ id });
    if (!res.ok) throw new Error(res.error);
    const [number] = await db
      .select({ n: t.orders.number })
      .from(t.orders)
      .where(and(eq(t.orders.id, orderId)));
    expect(res.data.movements.map((m) => [m.kind, m.quantity, m.onHand, m.order?.number ?? null])).toEqual([
      ['sold', -1, 4, number.n],
      ['opening', 5, 5, null],
    ]);
    expect(res.data.movements[1].by).not.toBeNull();
    actAs(actors.staffWithout);
    expect(await productStockMovements({ id })).toMatchObject({ ok: false, status: 403 });
    actAs(actors.staffView);
    expect(await productStockMovements({ id: randomUUID() })).toMatchObject({ ok: false, status: 404 });
  });

  it('records boxes received, written off and counted by staff, each a movement with its note', async () => {
    const id = await made({ quantity: 8 });
    actAs(actors.staffEdit);
    const record = (over: Record<string, unknown>) => recordStock({ productId: id, kind: 'received', quantity: 1, note: '', ...over });
    expect(await record({ quantity: 24, note: 'Mohawk, PO 4471' })).toMatchObject({ ok: true, data: { onHand: 32 } });
    expect(await record({ kind: 'damaged', quantity: 2, note: 'crushed corner' })).toMatchObject({ ok: true, data: { onHand: 30 } });
    expect(await record({ kind: 'counted', quantity: 29 })).toMatchObject({ ok: true, data: { onHand: 29 } });
    // a count that matches writes nothing
    expect(await record({ kind: 'counted', quantity: 29 })).toMatchObject({ ok: true, data: { onHand: 29 } });
    const rows = await db
      .select({
        kind: t.stockMovements.kind,
        quantity: t.stockMovements.quantity,
        note: t.stockMovements.note,
        userId: t.stockMovements.userId,
      })
      .from(t.stockMovements)
      .where(and(eq(t.stockMovements.productId, id), sql`${t.stockMovements.kind} <> 'opening'`))
      .orderBy(asc(t.stockMovements.createdAt), asc(t.stockMovements.id));
    expect(rows.map((r) => [r.kind, r.quantity, r.note, r.userId === actors.staffEdit])).toEqual(
      expect.arrayContaining([
        ['received', 24, 'Mohawk, PO 4471', true],
        ['damaged', -2, 'crushed corner', true],
        ['counted', -1, null, true],
      ]),
    );
    expect(rows).toHaveLength(3);
  });

  it('refuses, with nothing written: more written off than held, unlimited stock, a variant of another product, no right', async () => {
    const id = await made({ quantity: 3 });
    const unlimited = await made({ quantity: -1 });
    const before = await rows(tdb, sql`select count(*)::int as n from stock_movements`);
    actAs(actors.staffEdit);
    expect(await recordStock({ productId: id, kind: 'damaged', quantity: 4, note: '' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { quantity: 'dashProducts.stock.errors.moreThanHeld:3' },
    });
    expect(await recordStock({ productId: unlimited, kind: 'received', quantity: 4, note: '' })).toMatchObject({
      ok: false,
      status: 409,
      error: 'unlimitedStock',
    });
    const [other] = await db.select({ id: t.variants.id }).from(t.variants).limit(1);
    expect(await recordStock({ productId: id, variantId: other.id, kind: 'received', quantity: 4, note: '' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { variantId: 'invalid' },
    });
    expect(await recordStock({ productId: id, kind: 'received', quantity: 0, note: '' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { quantity: 'dashProducts.stock.errors.quantityPositive' },
    });
    actAs(actors.staffView);
    expect(await recordStock({ productId: id, kind: 'received', quantity: 4, note: '' })).toMatchObject({ ok: false, status: 403 });
    expect(await rows(tdb, sql`select count(*)::int as n from stock_movements`)).toEqual(before);
  });

  it('records a variant’s stock, and asks which variant of a variable product', async () => {
    const [v] = await db
      .select({ id: t.variants.id, productId: t.variants.productId, quantity: t.variants.quantity })
      .from(t.variants)
      .where(sql`${t.variants.quantity} >= 0`)
      .limit(1);
    actAs(actors.staffEdit);
    expect(await recordStock({ productId: v.productId, kind: 'received', quantity: 5, note: '' })).toMatchObject({
      ok: false,
      fieldErrors: { variantId: 'dashProducts.stock.errors.variantRequired' },
    });
    expect(await recordStock({ productId: v.productId, variantId: v.id, kind: 'received', quantity: 5, note: '' })).toMatchObject({
      ok: true,
      data: { onHand: v.quantity + 5 },
    });
    const ledger = await productStockMovements({ id: v.productId });
    if (!ledger.ok) throw new Error(ledger.error);
    expect(ledger.data.movements[0]).toMatchObject({ kind: 'received', quantity: 5, onHand: v.quantity + 5 });
    expect(ledger.data.movements[0].variant).not.toBeNull();
    expect(ledger.data.holdings.find((h) => h.variantId === v.id)).toMatchObject({ onHand: v.quantity + 5 });
  });

  it('receives a delivery of several lines as one, each line a received movement of it; all or nothing', async () => {
    const a = await made({ quantity: 4 });
    const b = await made({ quantity: 0 });
    const [v] = await db
      .select({ id: t.variants.id, productId: t.variants.productId, quantity: t.variants.quantity })
      .from(t.variants)
      .where(sql`${t.variants.quantity} >= 0`)
      .limit(1);
    actAs(actors.staffEdit);
    const lines = [
      { productId: a, quantity: 10 },
      { productId: b, quantity: 6 },
      { productId: v.productId, variantId: v.id, quantity: 3 },
    ];
    const res = await receiveDelivery({ supplier: 'Mohawk Industries', reference: 'PO 4471', note: 'two pallets', lines });
    if (!res.ok) throw new Error(JSON.stringify(res));
    const moved = await db
      .select({
        productId: t.stockMovements.productId,
        kind: t.stockMovements.kind,
        quantity: t.stockMovements.quantity,
        onHand: t.stockMovements.onHand,
      })
      .from(t.stockMovements)
      .where(eq(t.stockMovements.deliveryId, res.data.id));
    expect(moved.map((m) => [m.productId, m.kind, m.quantity, m.onHand]).sort()).toEqual(
      [
        [a, 'received', 10, 14],
        [b, 'received', 6, 6],
        [v.productId, 'received', 3, v.quantity + 3],
      ].sort(),
    );
    const list = await listDeliveries({});
    if (!list.ok) throw new Error(list.error);
    expect(list.data[0]).toMatchObject({ supplier: 'Mohawk Industries', reference: 'PO 4471', note: 'two pallets', lines: 3, boxes: 19 });
    const ledger = await productStockMovements({ id: a });
    if (!ledger.ok) throw new Error(ledger.error);
    expect(ledger.data.movements[0].delivery).toEqual({ supplier: 'Mohawk Industries', reference: 'PO 4471' });
    // finds products and what each holds
    const found = await findHoldings({ q: 'Ledger Oak' });
    if (!found.ok) throw new Error(found.error);
    expect(found.data.find((p) => p.productId === a)?.holdings).toEqual([{ variantId: '', variant: null, onHand: 14 }]);

    // a line on unlimited stock refuses the whole delivery, at that line: nothing is written
    const unlimited = await made({ quantity: -1 });
    const before = await rows(
      tdb,
      sql`select (select count(*)::int from stock_movements) as m, (select count(*)::int from stock_deliveries) as d`,
    );
    expect(
      await receiveDelivery({
        supplier: 'Mohawk Industries',
        lines: [
          { productId: a, quantity: 2 },
          { productId: unlimited, quantity: 2 },
        ],
      }),
    ).toMatchObject({ ok: false, status: 400, fieldErrors: { 'lines.1.quantity': 'dashProducts.stock.errors.unlimitedStock' } });
    expect(await receiveDelivery({ supplier: 'Mohawk Industries', lines: [lines[0], lines[0]] })).toMatchObject({
      ok: false,
      fieldErrors: { 'lines.1.quantity': 'dashProducts.stock.errors.duplicateLine' },
    });
    expect(await receiveDelivery({ supplier: ' ', lines: [] })).toMatchObject({
      ok: false,
      fieldErrors: { supplier: 'required', lines: 'dashProducts.stock.errors.noLines' },
    });
    actAs(actors.staffView);
    expect(await receiveDelivery({ supplier: 'Mohawk Industries', lines: [lines[0]] })).toMatchObject({ ok: false, status: 403 });
    expect(
      await rows(tdb, sql`select (select count(*)::int from stock_movements) as m, (select count(*)::int from stock_deliveries) as d`),
    ).toEqual(before);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

import { emptyProductForm } from '@/domain/catalogue/product-form';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { createProduct } from '@/server/dashboard/products';
import { getOrder, setOrderStatus } from '@/server/dashboard/orders';
import { findOrderById } from '@/server/orders/find-order';
import { placeOrder } from '@/server/orders/place-order';
import { stockReason } from '@/server/stock/stock-reason';
import { createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';
import { ledgerMismatches } from '../support/stock-ledger';

const address = {
  fullName: 'Navjot Dhillon',
  phone: '604-555-0177',
  email: 'navjot.lots@example.com',
  house: '7380 King George Blvd',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3W 5A5',
  country: 'CA',
};

// docs/requirements.md, "Locations and lots": an order line's boxes come from one dye lot when one holds enough, a
// pickup's from the pickup points first, and what goes back goes where it came from
describe.each(ENGINES)('stock per location and dye lot on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let actors: Record<ActorKind, string | null>;
  let categoryId: string;
  let deliveryId: string;
  let pickupId: string;
  let showroom: string;
  let warehouse: string;

  async function product(lotTracked: boolean) {
    actAs(actors.admin);
    const res = await createProduct({
      ...emptyProductForm(),
      name: `Lot Porcelain ${randomUUID().slice(0, 6)}`,
      categoryId,
      unitValue: '15',
      price: '55.00',
      discount: '55.00',
      quantity: 0,
    });
    if (!res.ok) throw new Error(JSON.stringify(res));
    await db.update(t.products).set({ lotTracked }).where(eq(t.products.id, res.data.id));
    return res.data.id;
  }
  /** Boxes received into a location, of a lot (created when new), through the ledger's trigger. */
  async function receive(productId: string, locationId: string, code: string | null, qty: number) {
    await db.transaction(async (tx) => {
      let lotId: string | null = null;
      if (code) {
        const [found] = await tx
          .select({ id: t.stockLots.id })
          .from(t.stockLots)
          .where(and(eq(t.stockLots.productId, productId), eq(t.stockLots.code, code)));
        lotId = found?.id ?? (await tx.insert(t.stockLots).values({ productId, code }).returning({ id: t.stockLots.id }))[0].id;
      }
      await stockReason(tx, { kind: 'received', locationId, lotId });
      await tx
        .update(t.products)
        .set({ quantity: sql`${t.products.quantity} + ${qty}` })
        .where(eq(t.products.id, productId));
    });
  }
  /** What a product holds, as "location/lot: boxes", sorted. */
  async function holdings(productId: string) {
    const rows = await db
      .select({ location: t.stockLocations.name, lot: t.stockLots.code, quantity: t.stockHoldings.quantity })
      .from(t.stockHoldings)
      .innerJoin(t.stockLocations, eq(t.stockLocations.id, t.stockHoldings.locationId))
      .leftJoin(t.stockLots, eq(t.stockLots.id, t.stockHoldings.lotId))
      .where(eq(t.stockHoldings.productId, productId));
    return rows.map((r) => `${r.location}/${r.lot ?? '-'}: ${r.quantity}`).sort();
  }
  /** The lots an order took, as "location/lot: boxes" (its sold movements net of what went back). */
  async function takenBy(orderId: string) {
    const rows = await db
      .select({ location: t.stockLocations.name, lot: t.stockLots.code, quantity: sql<number>`-sum(${t.stockMovements.quantity})::int` })
      .from(t.stockMovements)
      .innerJoin(t.stockLocations, eq(t.stockLocations.id, t.stockMovements.locationId))
      .leftJoin(t.stockLots, eq(t.stockLots.id, t.stockMovements.lotId))
      .where(eq(t.stockMovements.orderId, orderId))
      .groupBy(t.stockLocations.name, t.stockLots.code)
      .orderBy(asc(t.stockLocations.name), asc(t.stockLots.code));
    return rows.filter((r) => Number(r.quantity) !== 0).map((r) => `${r.location}/${r.lot ?? '-'}: ${r.quantity}`);
  }
  const checkout = (productId: string, qty: number, shippingOptionId = deliveryId) => ({
    items: [{ productId, qty }],
    billing: address,
    shipping: address,
    shippingOptionId,
    paymentMethod: 'cod' as const,
    checkoutKey: randomUUID().replace(/-/g, ''),
  });
  async function order(productId: string, qty: number, shippingOptionId = deliveryId, more: { sameLotsAs?: string } = {}) {
    const res = await placeOrder({ ...checkout(productId, qty, shippingOptionId), ...more }, {}, db);
    if (!res.ok) throw new Error(`order refused: ${res.code}`);
    return res.order.id;
  }

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    actors = await createActors(db, 'order');
    [{ id: categoryId }] = await db.select({ id: t.categories.id }).from(t.categories).limit(1);
    [{ id: deliveryId }] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).where(eq(t.shippingOptions.cost, '49.00'));
    [{ id: pickupId }] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).where(eq(t.shippingOptions.kind, 'pickup'));
    [{ id: showroom }] = await db.select({ id: t.stockLocations.id }).from(t.stockLocations).where(eq(t.stockLocations.name, 'Showroom'));
    // the demo's warehouse (src/server/db/seed/seed-stock.ts)
    [{ id: warehouse }] = await db
      .select({ id: t.stockLocations.id })
      .from(t.stockLocations)
      .where(eq(t.stockLocations.name, 'Langley warehouse'));
  });
  afterAll(async () => tdb?.dispose());
  // the ledger, the holdings and the stock agree after every test
  afterEach(async () => expect(await ledgerMismatches(tdb)).toEqual([]));

  it('holds the seeded stock in the showroom, the demo tiles sorted into two dye lots over both places; a new product’s stock goes to the showroom', async () => {
    // every other product's boxes are in the showroom, without a lot
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.stockHoldings)
      .innerJoin(t.products, eq(t.products.id, t.stockHoldings.productId))
      .where(
        and(eq(t.products.lotTracked, false), sql`(${t.stockHoldings.locationId} <> ${showroom} or ${t.stockHoldings.lotId} is not null)`),
      );
    expect(Number(n)).toBe(0);
    const tiles = await db
      .select({
        unlotted: sql<number>`(count(*) filter (where ${t.stockHoldings.lotId} is null))::int`,
        boxes: sql<number>`sum(${t.stockHoldings.quantity})::int`,
        lots: sql<number>`count(distinct ${t.stockHoldings.lotId})::int`,
        places: sql<number>`count(distinct ${t.stockHoldings.locationId})::int`,
      })
      .from(t.stockHoldings)
      .innerJoin(t.products, eq(t.products.id, t.stockHoldings.productId))
      .where(eq(t.products.lotTracked, true))
      .groupBy(t.stockHoldings.productId, t.stockHoldings.variantId);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.filter((x) => Number(x.unlotted) > 0)).toEqual([]);
    expect(tiles.filter((x) => Number(x.boxes) > 1 && (Number(x.lots) !== 2 || Number(x.places) !== 2))).toEqual([]);
    actAs(actors.admin);
    const res = await createProduct({
      ...emptyProductForm(),
      name: 'Lot Oak',
      categoryId,
      unitValue: '20',
      price: '40.00',
      discount: '40.00',
      quantity: 9,
    });
    if (!res.ok) throw new Error(JSON.stringify(res));
    expect(await holdings(res.data.id)).toEqual(['Showroom/-: 9']);
  });

  it('takes a line from the one lot that fits it best, over both locations', async () => {
    const id = await product(true);
    await receive(id, showroom, 'A', 4);
    await receive(id, warehouse, 'A', 4);
    await receive(id, warehouse, 'B', 12);
    await receive(id, showroom, 'C', 6);
    const seven = await order(id, 7);
    expect(await takenBy(seven)).toEqual(['Langley warehouse/A: 3', 'Showroom/A: 4']);
    const six = await order(id, 6);
    expect(await takenBy(six)).toEqual(['Showroom/C: 6']);
    expect(await holdings(id)).toEqual(['Langley warehouse/A: 1', 'Langley warehouse/B: 12']);
  });

  it('mixes lots, the largest first, when no lot holds the line, and a cancel puts every box back in its lot and place', async () => {
    const id = await product(true);
    await receive(id, showroom, 'D', 5);
    await receive(id, warehouse, 'E', 8);
    const before = await holdings(id);
    const mixed = await order(id, 10);
    expect(await takenBy(mixed)).toEqual(['Langley warehouse/E: 8', 'Showroom/D: 2']);
    // the order records its lots: staff see where to pick them, the customer which lots they got
    actAs(actors.admin);
    const staff = await getOrder({ id: mixed });
    if (!staff.ok) throw new Error('order not read');
    expect(staff.data.items[0].lots).toEqual([
      { location: 'Showroom', code: 'D', shade: '', caliber: '', quantity: 2 },
      { location: 'Langley warehouse', code: 'E', shade: '', caliber: '', quantity: 8 },
    ]);
    expect((await findOrderById(mixed, db))?.items[0].lots).toEqual([
      { code: 'D', shade: '', caliber: '' },
      { code: 'E', shade: '', caliber: '' },
    ]);
    const res = await setOrderStatus({ id: mixed, status: 'cancelled' });
    expect(res.ok).toBe(true);
    expect(await holdings(id)).toEqual(before);
    expect(await takenBy(mixed)).toEqual([]);
    expect((await findOrderById(mixed, db))?.items[0].lots).toEqual([]);
  });

  it('takes a pickup’s boxes from the pickup point first, a delivery’s in the locations’ order', async () => {
    const id = await product(false);
    await receive(id, warehouse, null, 10);
    await receive(id, showroom, null, 3);
    await db.update(t.stockLocations).set({ position: -1 }).where(eq(t.stockLocations.id, warehouse));
    try {
      const delivered = await order(id, 2);
      expect(await takenBy(delivered)).toEqual(['Langley warehouse/-: 2']);
      const pickedUp = await order(id, 4, pickupId);
      expect(await takenBy(pickedUp)).toEqual(['Langley warehouse/-: 1', 'Showroom/-: 3']);
    } finally {
      await db.update(t.stockLocations).set({ position: 1 }).where(eq(t.stockLocations.id, warehouse));
    }
  });

  it('takes more of the same as an earlier order from its lot while it lasts, and refuses an order the buyer has none of', async () => {
    const id = await product(true);
    await receive(id, warehouse, 'H', 20);
    await receive(id, showroom, 'J', 6);
    const first = await order(id, 10);
    expect(await takenBy(first)).toEqual(['Langley warehouse/H: 10']);
    const [{ number }] = await db.select({ number: t.orders.number }).from(t.orders).where(eq(t.orders.id, first));
    // alone, 4 boxes would come from J, the best fit; as more of the same, from H
    const more = await order(id, 4, deliveryId, { sameLotsAs: number.toLowerCase() });
    expect(await takenBy(more)).toEqual(['Langley warehouse/H: 4']);
    // H has 6 left: 8 more take them all, then the best fit for the rest
    const most = await order(id, 8, deliveryId, { sameLotsAs: number });
    expect(await takenBy(most)).toEqual(['Langley warehouse/H: 6', 'Showroom/J: 2']);
    const before = await holdings(id);
    const stranger = await placeOrder(
      { ...checkout(id, 1), billing: { ...address, email: 'someone.else@example.com' }, sameLotsAs: number },
      {},
      db,
    );
    expect(stranger).toMatchObject({ ok: false, code: 'sameLotsUnknown', order: number });
    expect(await holdings(id)).toEqual(before);
  });

  it('keeps unlimited stock out of the holdings', async () => {
    const id = await product(true);
    await db.update(t.products).set({ quantity: -1 }).where(eq(t.products.id, id));
    await order(id, 40);
    expect(await holdings(id)).toEqual([]);
  });

  it.skipIf(engine !== 'postgres')(
    'never oversells a lot: simultaneous checkouts of the last boxes each get one whole lot or none',
    async () => {
      const id = await product(true);
      await receive(id, showroom, 'F', 4);
      await receive(id, warehouse, 'G', 4);
      const results = await Promise.all(Array.from({ length: 6 }, () => placeOrder(checkout(id, 4), {}, db)));
      const placed = results.filter((r) => r.ok);
      expect(placed).toHaveLength(2);
      expect(results.filter((r) => !r.ok && r.code === 'outOfStock')).toHaveLength(4);
      const lots = await Promise.all(placed.map((r) => (r.ok ? takenBy(r.order.id) : [])));
      expect(lots.map((l) => l.join()).sort()).toEqual(['Langley warehouse/G: 4', 'Showroom/F: 4']);
      expect(await holdings(id)).toEqual([]);
    },
  );
});

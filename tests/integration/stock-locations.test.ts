import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
// the tags each write expires, to check what the store's pages learn
const expired = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', async () => ({
  ...(await import('../support/next-cache')),
  revalidateTag: (tag: string) => void expired.push(tag),
}));

import { emptyProductForm, type ProductFormValues } from '@/domain/catalogue/product-form';
import { useDbHandle } from '@/server/db';
import { migrateDatabase } from '@/server/db/migrate';
import * as t from '@/server/db/schema';
import { CATALOGUE_TAGS as T } from '@/server/catalogue/cache-tags';
import {
  createProduct,
  deleteLocation,
  getProduct,
  listDeliveries,
  listLocations,
  productStockMovements,
  receiveDelivery,
  recordStock,
  saveLocation,
  transferStock,
} from '@/server/dashboard/products';
import { createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, createTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';
import { ledgerMismatches } from '../support/stock-ledger';

// docs/requirements.md, "Locations and lots": stock per location and dye lot, moved by transfers, received with lots
describe.each(ENGINES)('stock locations and lots on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let actors: Record<ActorKind, string | null>;
  let categoryId: string;
  let showroom: string;

  const form = (over: Partial<ProductFormValues> = {}): ProductFormValues => ({
    ...emptyProductForm(),
    name: `Lot Oak ${randomUUID().slice(0, 6)}`,
    categoryId,
    unitValue: '20',
    price: '40.00',
    discount: '40.00',
    quantity: 0,
    ...over,
  });
  async function made(over: Partial<ProductFormValues> = {}) {
    actAs(actors.admin);
    const res = await createProduct(form(over));
    if (!res.ok) throw new Error(JSON.stringify(res));
    return res.data.id;
  }
  async function location(name: string, over: Record<string, unknown> = {}) {
    actAs(actors.staffEdit);
    const res = await saveLocation({ name, ...over });
    if (!res.ok) throw new Error(JSON.stringify(res));
    return res.data.id;
  }
  const holdings = (productId: string) =>
    db
      .select({
        locationId: t.stockHoldings.locationId,
        lot: t.stockLots.code,
        quantity: t.stockHoldings.quantity,
      })
      .from(t.stockHoldings)
      .leftJoin(t.stockLots, eq(t.stockLots.id, t.stockHoldings.lotId))
      .where(eq(t.stockHoldings.productId, productId))
      .orderBy(asc(t.stockHoldings.locationId), asc(t.stockLots.code));
  const total = async (productId: string) =>
    (await db.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, productId)))[0].q;
  const counts = () =>
    rows(
      tdb,
      sql`select (select count(*)::int from stock_movements) as m, (select count(*)::int from stock_holdings) as h,
                 (select count(*)::int from stock_lots) as l, (select count(*)::int from stock_locations) as s,
                 (select count(*)::int from stock_deliveries) as d`,
    );

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    actors = await createActors(db, 'product');
    [{ id: categoryId }] = await db.select({ id: t.categories.id }).from(t.categories).limit(1);
    [{ id: showroom }] = await db.select({ id: t.stockLocations.id }).from(t.stockLocations).where(eq(t.stockLocations.name, 'Showroom'));
  });
  afterAll(async () => tdb?.dispose());
  afterEach(async () => expect(await ledgerMismatches(tdb)).toEqual([]));

  it('creates, edits and lists locations in their order, names unique; refuses bad input and callers without the right', async () => {
    const north = await location('North warehouse', { address: '19100 94 Ave, Surrey', position: 5 });
    actAs(actors.staffEdit);
    expect(await saveLocation({ name: ' north WAREHOUSE ' })).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { name: 'dashProducts.locations.errors.nameTaken' },
    });
    expect(await saveLocation({ name: '' })).toMatchObject({ ok: false, status: 400, fieldErrors: { name: 'required' } });
    expect(await saveLocation({ id: randomUUID(), name: 'Nowhere' })).toMatchObject({ ok: false, status: 404 });
    expect(
      await saveLocation({ id: north, name: 'North warehouse', address: '19100 94 Ave, Surrey', pickup: true, position: 5 }),
    ).toMatchObject({
      ok: true,
    });
    actAs(actors.staffView);
    expect(await saveLocation({ name: 'Sneaky' })).toMatchObject({ ok: false, status: 403 });
    actAs(actors.staffWithout);
    expect(await listLocations({})).toMatchObject({ ok: false, status: 403 });
    actAs(actors.staffView);
    const list = await listLocations({});
    if (!list.ok) throw new Error(list.error);
    expect(list.data[0]).toMatchObject({ id: showroom, name: 'Showroom', pickup: true, used: true });
    // the showroom holds the seeded catalogue's stock
    const [{ n }] = await rows(tdb, sql`select coalesce(sum(quantity), 0)::int as n from stock_holdings where location_id = ${showroom}`);
    expect(list.data[0].boxes).toBe(Number(n));
    expect(list.data[0].boxes).toBeGreaterThan(0);
    expect(list.data.find((l) => l.id === north)).toMatchObject({ address: '19100 94 Ave, Surrey', pickup: true, position: 5, boxes: 0 });
    const [audit] = await db
      .select({ action: t.auditLog.action })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'stockLocation'), eq(t.auditLog.entityId, north)))
      .limit(1);
    expect(audit).toBeTruthy();
  });

  it('deletes an unused location, and refuses one holding stock or named by a movement, and the last one', async () => {
    const empty = await location(`Empty ${randomUUID().slice(0, 4)}`);
    const busy = await location(`Busy ${randomUUID().slice(0, 4)}`);
    const id = await made({ quantity: 0 });
    actAs(actors.staffEdit);
    expect(await recordStock({ productId: id, kind: 'received', quantity: 3, locationId: busy })).toMatchObject({ ok: true });
    // deleting needs the delete right
    actAs(actors.staffEditNoDelete);
    expect(await deleteLocation({ id: empty })).toMatchObject({ ok: false, status: 403 });
    actAs(actors.admin);
    expect(await deleteLocation({ id: busy })).toMatchObject({
      ok: false,
      status: 409,
      params: { messageKey: 'dashProducts.locations.errors.inUse' },
    });
    // emptied, it is still named by its movements
    actAs(actors.staffEdit);
    expect(await recordStock({ productId: id, kind: 'counted', quantity: 0, locationId: busy })).toMatchObject({ ok: true });
    actAs(actors.admin);
    expect(await deleteLocation({ id: busy })).toMatchObject({ ok: false, status: 409 });
    expect(await deleteLocation({ id: empty })).toMatchObject({ ok: true });
    expect(await db.select().from(t.stockLocations).where(eq(t.stockLocations.id, empty))).toEqual([]);

    // the last location stays (tried on a new database: its one location, the showroom)
    const lone = await createTestDatabase(engine);
    try {
      await migrateDatabase(lone.handle);
      useDbHandle(lone.handle);
      const [only] = await lone.handle.db.select({ id: t.stockLocations.id }).from(t.stockLocations);
      const loneActors = await createActors(lone.handle.db, 'product');
      actAs(loneActors.admin);
      expect(await deleteLocation({ id: only.id })).toMatchObject({
        ok: false,
        status: 409,
        params: { messageKey: 'dashProducts.locations.errors.lastLocation' },
      });
    } finally {
      useDbHandle(tdb.handle);
      await lone.dispose();
    }
  });

  it('transfers boxes between locations: the holdings move, the total stays, two transferred movements by the staff member', async () => {
    const yard = await location(`Yard ${randomUUID().slice(0, 4)}`);
    const id = await made({ quantity: 12 });
    expect(await holdings(id)).toEqual([{ locationId: showroom, lot: null, quantity: 12 }]);
    actAs(actors.staffEdit);
    expired.length = 0;
    const res = await transferStock({ productId: id, fromId: showroom, toId: yard, quantity: 5, note: 'for the contractor' });
    expect(res).toMatchObject({ ok: true, data: { moved: 5 } });
    // the product's page says what the showroom holds: it is expired, and no list
    const [{ slug }] = await db.select({ slug: t.products.slug }).from(t.products).where(eq(t.products.id, id));
    expect(expired).toEqual([T.product(slug)]);
    expect(await total(id)).toBe(12);
    expect((await holdings(id)).sort((a, b) => a.quantity - b.quantity)).toEqual([
      { locationId: yard, lot: null, quantity: 5 },
      { locationId: showroom, lot: null, quantity: 7 },
    ]);
    const moved = await db
      .select({
        q: t.stockMovements.quantity,
        at: t.stockMovements.locationId,
        onHand: t.stockMovements.onHand,
        by: t.stockMovements.userId,
        note: t.stockMovements.note,
      })
      .from(t.stockMovements)
      .where(and(eq(t.stockMovements.productId, id), eq(t.stockMovements.kind, 'transferred')))
      .orderBy(asc(t.stockMovements.quantity));
    expect(moved).toEqual([
      { q: -5, at: showroom, onHand: 12, by: actors.staffEdit, note: 'for the contractor' },
      { q: 5, at: yard, onHand: 12, by: actors.staffEdit, note: 'for the contractor' },
    ]);
    // all the rest moves too: the showroom's holding is gone
    expect(await transferStock({ productId: id, fromId: showroom, toId: yard, quantity: 7 })).toMatchObject({ ok: true });
    expect(await holdings(id)).toEqual([{ locationId: yard, lot: null, quantity: 12 }]);

    // refusals change nothing
    const before = await counts();
    expect(await transferStock({ productId: id, fromId: yard, toId: showroom, quantity: 13 })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { quantity: 'dashProducts.stock.errors.moreThanAtLocation:12' },
    });
    expect(await transferStock({ productId: id, fromId: yard, toId: yard, quantity: 1 })).toMatchObject({
      ok: false,
      fieldErrors: { toId: 'dashProducts.stock.errors.sameLocation' },
    });
    expect(await transferStock({ productId: id, fromId: yard, toId: randomUUID(), quantity: 1 })).toMatchObject({
      ok: false,
      fieldErrors: { toId: 'invalid' },
    });
    actAs(actors.staffView);
    expect(await transferStock({ productId: id, fromId: yard, toId: showroom, quantity: 1 })).toMatchObject({ ok: false, status: 403 });
    expect(await counts()).toEqual(before);
    expect(await holdings(id)).toEqual([{ locationId: yard, lot: null, quantity: 12 }]);
  });

  it('records stock at a location and of a lot; a count sets that holding to the number counted', async () => {
    const yard = await location(`Lot yard ${randomUUID().slice(0, 4)}`);
    const id = await made({ quantity: 0, lotTracked: true });
    actAs(actors.staffEdit);
    // a lot-tracked receipt names its lot
    expect(await recordStock({ productId: id, kind: 'received', quantity: 4 })).toMatchObject({
      ok: false,
      fieldErrors: { lotId: 'dashProducts.stock.errors.lotRequired' },
    });
    expect(
      await recordStock({
        productId: id,
        kind: 'received',
        quantity: 10,
        locationId: yard,
        lotCode: 'L-100',
        shade: 'Honey',
        caliber: '9.8',
      }),
    ).toMatchObject({ ok: true, data: { onHand: 10 } });
    const [lot] = await db.select().from(t.stockLots).where(eq(t.stockLots.productId, id));
    expect(lot).toMatchObject({ code: 'L-100', shade: 'Honey', caliber: '9.8', variantId: null });
    expect(await recordStock({ productId: id, kind: 'received', quantity: 6, lotId: lot.id })).toMatchObject({
      ok: true,
      data: { onHand: 16 },
    });
    expect(await holdings(id)).toEqual(
      [
        { locationId: yard, lot: 'L-100', quantity: 10 },
        { locationId: showroom, lot: 'L-100', quantity: 6 },
      ].sort((a, b) => a.locationId.localeCompare(b.locationId)),
    );
    // a count at the yard of that lot: 10 there, 7 counted, 3 go; the showroom keeps its 6
    expect(await recordStock({ productId: id, kind: 'counted', quantity: 7, locationId: yard, lotId: lot.id })).toMatchObject({
      ok: true,
      data: { onHand: 13 },
    });
    expect((await holdings(id)).find((h) => h.locationId === yard)).toEqual({ locationId: yard, lot: 'L-100', quantity: 7 });
    // no more written off at the showroom than is held there
    expect(await recordStock({ productId: id, kind: 'damaged', quantity: 7, lotId: lot.id })).toMatchObject({
      ok: false,
      fieldErrors: { quantity: 'dashProducts.stock.errors.moreThanHeld:6' },
    });
    // another product's lot, an unknown location, a different shade for a recorded code
    const other = await made({ quantity: 0, lotTracked: true });
    expect(await recordStock({ productId: other, kind: 'received', quantity: 1, lotId: lot.id })).toMatchObject({
      ok: false,
      fieldErrors: { lotId: 'invalid' },
    });
    expect(await recordStock({ productId: id, kind: 'received', quantity: 1, lotId: lot.id, locationId: randomUUID() })).toMatchObject({
      ok: false,
      fieldErrors: { locationId: 'invalid' },
    });
    expect(await recordStock({ productId: id, kind: 'received', quantity: 1, lotCode: 'L-100', shade: 'Amber' })).toMatchObject({
      ok: false,
      fieldErrors: { lotCode: 'dashProducts.stock.errors.lotDiffers' },
    });
    // the stock page: holdings per location and lot, the ledger's rows with theirs
    const ledger = await productStockMovements({ id });
    if (!ledger.ok) throw new Error(ledger.error);
    expect(ledger.data.lotTracked).toBe(true);
    expect(ledger.data.locations[0]).toMatchObject({ id: showroom, name: 'Showroom' });
    expect(ledger.data.places.map((p) => [p.location, p.lot?.code, p.quantity])).toEqual([
      ['Showroom', 'L-100', 6],
      [expect.stringMatching(/^Lot yard/), 'L-100', 7],
    ]);
    expect(ledger.data.lots).toEqual([{ id: lot.id, variantId: '', code: 'L-100', shade: 'Honey', caliber: '9.8' }]);
    expect(ledger.data.movements[0]).toMatchObject({
      kind: 'counted',
      quantity: -3,
      location: expect.stringMatching(/^Lot yard/),
      lot: { code: 'L-100', shade: 'Honey', caliber: '9.8' },
    });
    // a product that does not track lots takes no lot code
    const plain = await made({ quantity: 0 });
    expect(await recordStock({ productId: plain, kind: 'received', quantity: 1, lotCode: 'X' })).toMatchObject({
      ok: false,
      fieldErrors: { lotCode: 'dashProducts.stock.errors.lotNotTracked' },
    });
  });

  it('counts a product without lots at one location over all it holds there', async () => {
    const yard = await location(`Count yard ${randomUUID().slice(0, 4)}`);
    const id = await made({ quantity: 9 });
    actAs(actors.staffEdit);
    expect(await transferStock({ productId: id, fromId: showroom, toId: yard, quantity: 4 })).toMatchObject({ ok: true });
    expect(await recordStock({ productId: id, kind: 'counted', quantity: 6, locationId: yard })).toMatchObject({
      ok: true,
      data: { onHand: 11 },
    });
    expect(await recordStock({ productId: id, kind: 'counted', quantity: 1 })).toMatchObject({ ok: true, data: { onHand: 7 } });
    expect((await holdings(id)).map((h) => [h.locationId, h.quantity]).sort()).toEqual(
      [
        [showroom, 1],
        [yard, 6],
      ].sort(),
    );
  });

  it('receives a delivery into a location with lots: a new code makes a lot, a known code reuses it, a different shade is refused', async () => {
    const warehouse = await location(`Warehouse ${randomUUID().slice(0, 4)}`);
    const tile = await made({ quantity: 0, lotTracked: true });
    const plain = await made({ quantity: 2 });
    actAs(actors.staffEdit);
    const first = await receiveDelivery({
      supplier: 'Daltile',
      reference: 'PO 1',
      lines: [
        { productId: tile, quantity: 20, locationId: warehouse, lotCode: 'D-71', shade: 'Sand', caliber: 'C2' },
        { productId: tile, quantity: 5, locationId: warehouse, lotCode: 'D-72', shade: 'Sand', caliber: 'C3' },
        { productId: plain, quantity: 3 },
      ],
    });
    if (!first.ok) throw new Error(JSON.stringify(first));
    const lots = await db.select({ id: t.stockLots.id, code: t.stockLots.code }).from(t.stockLots).where(eq(t.stockLots.productId, tile));
    expect(lots.map((l) => l.code).sort()).toEqual(['D-71', 'D-72']);
    expect(await holdings(tile)).toEqual([
      { locationId: warehouse, lot: 'D-71', quantity: 20 },
      { locationId: warehouse, lot: 'D-72', quantity: 5 },
    ]);
    expect((await holdings(plain)).map((h) => [h.locationId, h.quantity])).toEqual([[showroom, 5]]);
    // the same code again (shade and caliber left out, or the same) reuses its lot
    const second = await receiveDelivery({
      supplier: 'Daltile',
      lines: [{ productId: tile, quantity: 4, lotCode: 'D-71', shade: 'Sand' }],
    });
    expect(second).toMatchObject({ ok: true });
    expect(await db.select().from(t.stockLots).where(eq(t.stockLots.productId, tile))).toHaveLength(2);
    expect(await total(tile)).toBe(29);
    // the code as the maker prints it, whatever its case: still lot D-71, not a third lot
    expect(await receiveDelivery({ supplier: 'Daltile', lines: [{ productId: tile, quantity: 1, lotCode: 'd-71' }] })).toMatchObject({
      ok: true,
    });
    expect(await db.select().from(t.stockLots).where(eq(t.stockLots.productId, tile))).toHaveLength(2);
    expect(await total(tile)).toBe(30);
    const list = await listDeliveries({});
    if (!list.ok) throw new Error(list.error);
    expect(list.data.find((d) => d.id === first.data.id)).toMatchObject({
      lines: 3,
      boxes: 28,
      lots: ['D-71 / Sand / C2', 'D-72 / Sand / C3'],
    });
    const ledger = await productStockMovements({ id: tile });
    if (!ledger.ok) throw new Error(ledger.error);
    expect(ledger.data.movements[0]).toMatchObject({ kind: 'received', location: 'Showroom', lot: { code: 'D-71' } });

    // refusals: no lot for a lot-tracked product, another shade for a known code, a lot for a product without lots
    const before = await counts();
    expect(
      await receiveDelivery({
        supplier: 'Daltile',
        lines: [
          { productId: plain, quantity: 1 },
          { productId: tile, quantity: 1 },
        ],
      }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { 'lines.1.lotCode': 'dashProducts.stock.errors.lotRequired' },
    });
    expect(
      await receiveDelivery({ supplier: 'Daltile', lines: [{ productId: tile, quantity: 1, lotCode: 'D-71', caliber: 'C9' }] }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { 'lines.0.lotCode': 'dashProducts.stock.errors.lotDiffers' },
    });
    expect(await receiveDelivery({ supplier: 'Daltile', lines: [{ productId: plain, quantity: 1, lotCode: 'Z' }] })).toMatchObject({
      ok: false,
      fieldErrors: { 'lines.0.lotCode': 'dashProducts.stock.errors.lotNotTracked' },
    });
    expect(
      await receiveDelivery({ supplier: 'Daltile', lines: [{ productId: tile, quantity: 1, lotCode: 'D-90', locationId: randomUUID() }] }),
    ).toMatchObject({ ok: false, fieldErrors: { 'lines.0.locationId': 'invalid' } });
    actAs(actors.staffView);
    expect(await receiveDelivery({ supplier: 'Daltile', lines: [{ productId: tile, quantity: 1, lotCode: 'D-99' }] })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await counts()).toEqual(before);

    // lots move with a transfer, one lot at a time
    const d71 = lots.find((l) => l.code === 'D-71')!.id;
    actAs(actors.staffEdit);
    expect(await transferStock({ productId: tile, lotId: d71, fromId: warehouse, toId: showroom, quantity: 8 })).toMatchObject({
      ok: true,
    });
    expect(await transferStock({ productId: tile, fromId: warehouse, toId: showroom, quantity: 1 })).toMatchObject({
      ok: false,
      fieldErrors: { quantity: 'dashProducts.stock.errors.moreThanAtLocation:0' },
    });
    expect(await holdings(tile)).toEqual(
      [
        { locationId: warehouse, lot: 'D-71', quantity: 12 },
        { locationId: warehouse, lot: 'D-72', quantity: 5 },
        { locationId: showroom, lot: 'D-71', quantity: 13 },
      ].sort((a, b) => a.locationId.localeCompare(b.locationId) || a.lot.localeCompare(b.lot)),
    );
  });

  it('keeps "Track dye lots" on the product', async () => {
    const id = await made({ lotTracked: true });
    actAs(actors.staffView);
    const res = await getProduct({ id });
    if (!res.ok) throw new Error(res.error);
    expect(res.data.lotTracked).toBe(true);
  });
});

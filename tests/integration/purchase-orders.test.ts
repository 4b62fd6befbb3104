import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

import { emptyProductForm, type ProductFormValues } from '@/domain/catalogue/product-form';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import {
  closePurchaseOrder,
  createProduct,
  deleteLocation,
  getPurchaseOrder,
  listDeliveries,
  listPurchaseOrders,
  receiveDelivery,
  saveLocation,
  savePurchaseOrder,
} from '@/server/dashboard/products';
import { createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';
import { ledgerMismatches } from '../support/stock-ledger';

// docs/requirements.md, "Purchase orders": raised, filled by deliveries (partly, then in full), closed
describe.each(ENGINES)('purchase orders on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let actors: Record<ActorKind, string | null>;
  let categoryId: string;
  let showroom: string;
  let warehouse: string;

  async function made(over: Partial<ProductFormValues> = {}) {
    actAs(actors.admin);
    const res = await createProduct({
      ...emptyProductForm(),
      name: `PO Oak ${randomUUID().slice(0, 6)}`,
      categoryId,
      unitValue: '20',
      price: '40.00',
      discount: '40.00',
      quantity: 0,
      ...over,
    });
    if (!res.ok) throw new Error(JSON.stringify(res));
    return res.data.id;
  }
  const total = async (productId: string) =>
    (await db.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, productId)))[0].q;
  const heldAt = async (productId: string, locationId: string) => {
    const [{ n }] = await rows(
      tdb,
      sql`select coalesce(sum(quantity), 0)::int as n from stock_holdings where product_id = ${productId} and location_id = ${locationId}`,
    );
    return Number(n);
  };
  const counts = () =>
    rows(
      tdb,
      sql`select (select count(*)::int from stock_movements) as m, (select count(*)::int from stock_deliveries) as d,
                 (select count(*)::int from purchase_orders) as p, (select count(*)::int from purchase_order_lines) as l`,
    );
  async function order(lines: { productId: string; quantity: number; locationId?: string }[], over: Record<string, unknown> = {}) {
    actAs(actors.staffEdit);
    const res = await savePurchaseOrder({ supplier: 'Daltile', reference: 'Q-881', expectedOn: '2026-12-14', lines, ...over });
    if (!res.ok) throw new Error(JSON.stringify(res));
    return res.data;
  }
  const read = async (id: string) => {
    const res = await getPurchaseOrder({ id });
    if (!res.ok) throw new Error(JSON.stringify(res));
    return res.data;
  };

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    actors = await createActors(db, 'product');
    [{ id: categoryId }] = await db.select({ id: t.categories.id }).from(t.categories).limit(1);
    [{ id: showroom }] = await db.select({ id: t.stockLocations.id }).from(t.stockLocations).where(eq(t.stockLocations.name, 'Showroom'));
    actAs(actors.staffEdit);
    const res = await saveLocation({ name: `PO warehouse ${randomUUID().slice(0, 4)}`, position: 50 });
    if (!res.ok) throw new Error(JSON.stringify(res));
    warehouse = res.data.id;
  });
  afterAll(async () => tdb?.dispose());
  afterEach(async () => expect(await ledgerMismatches(tdb)).toEqual([]));

  it('raises an order, fills it partly then in full from two deliveries, each a received movement at the line’s place', async () => {
    const oak = await made();
    const tile = await made({ lotTracked: true });
    const po = await order([
      { productId: oak, quantity: 10 },
      { productId: tile, quantity: 8, locationId: warehouse },
    ]);
    expect(po.number).toBeGreaterThanOrEqual(1001);
    let read1 = await read(po.id);
    expect(read1).toMatchObject({
      state: 'open',
      supplier: 'Daltile',
      reference: 'Q-881',
      expectedOn: '2026-12-14',
      lines: 2,
      quantity: 18,
      received: 0,
    });
    // a line without a place is expected at the first location
    expect(read1.items.map((l) => [l.productId, l.locationId, l.quantity, l.received])).toEqual([
      [oak, showroom, 10, 0],
      [tile, warehouse, 8, 0],
    ]);

    actAs(actors.staffEdit);
    const first = await receiveDelivery({
      purchaseOrderId: po.id,
      supplier: 'Daltile',
      reference: 'DN-1',
      lines: [
        { productId: oak, quantity: 4, locationId: showroom },
        { productId: tile, quantity: 5, locationId: warehouse, lotCode: 'D-90', shade: 'Sand' },
      ],
    });
    expect(first).toMatchObject({ ok: true });
    read1 = await read(po.id);
    expect(read1).toMatchObject({ state: 'partial', received: 9 });
    expect(read1.items.map((l) => l.received)).toEqual([4, 5]);
    expect(await total(oak)).toBe(4);
    expect(await heldAt(tile, warehouse)).toBe(5);

    // the rest of the tiles come in two lots, counted together against the line
    const second = await receiveDelivery({
      purchaseOrderId: po.id,
      supplier: 'Daltile',
      lines: [
        { productId: oak, quantity: 6 },
        { productId: tile, quantity: 2, locationId: warehouse, lotCode: 'D-90', shade: 'Sand' },
        { productId: tile, quantity: 1, locationId: warehouse, lotCode: 'D-91', shade: 'Sand' },
      ],
    });
    expect(second).toMatchObject({ ok: true });
    read1 = await read(po.id);
    expect(read1).toMatchObject({ state: 'received', received: 18, quantity: 18 });
    expect(await total(tile)).toBe(8);

    const deliveries = await listDeliveries({ purchaseOrderId: po.id });
    if (!deliveries.ok) throw new Error(deliveries.error);
    expect(deliveries.data.map((d) => [d.purchaseOrder, d.boxes]).sort()).toEqual([
      [po.number, 9],
      [po.number, 9],
    ]);
    // a delivery of its own (no order) is not one of the order's
    expect(await receiveDelivery({ supplier: 'Mohawk', lines: [{ productId: oak, quantity: 1 }] })).toMatchObject({ ok: true });
    const again = await listDeliveries({ purchaseOrderId: po.id });
    expect(again.ok && again.data).toHaveLength(2);

    // a received order takes no more, and changes nothing
    const before = await counts();
    expect(await receiveDelivery({ purchaseOrderId: po.id, supplier: 'Daltile', lines: [{ productId: oak, quantity: 1 }] })).toMatchObject({
      ok: false,
      status: 409,
      params: { messageKey: 'dashProducts.purchaseOrders.errors.orderDone' },
    });
    expect(await counts()).toEqual(before);

    const list = await listPurchaseOrders({});
    if (!list.ok) throw new Error(list.error);
    expect(list.data.find((o) => o.id === po.id)).toMatchObject({ state: 'received', lines: 2, quantity: 18, received: 18 });
  });

  it('refuses, with nothing written, a line not on the order, more than a line still expects, and another place', async () => {
    const oak = await made();
    const other = await made();
    const po = await order([{ productId: oak, quantity: 5 }]);
    const before = await counts();
    actAs(actors.staffEdit);
    const base = { purchaseOrderId: po.id, supplier: 'Daltile' };
    expect(
      await receiveDelivery({
        ...base,
        lines: [
          { productId: oak, quantity: 2 },
          { productId: other, quantity: 1 },
        ],
      }),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { 'lines.1.productId': 'dashProducts.purchaseOrders.errors.notOnOrder' },
    });
    expect(await receiveDelivery({ ...base, lines: [{ productId: oak, quantity: 6 }] })).toMatchObject({
      ok: false,
      fieldErrors: { 'lines.0.quantity': 'dashProducts.purchaseOrders.errors.moreThanOutstanding:5' },
    });
    // the line is expected at the showroom, not the warehouse
    expect(await receiveDelivery({ ...base, lines: [{ productId: oak, quantity: 1, locationId: warehouse }] })).toMatchObject({
      ok: false,
      fieldErrors: { 'lines.0.productId': 'dashProducts.purchaseOrders.errors.notOnOrder' },
    });
    expect(await receiveDelivery({ ...base, purchaseOrderId: randomUUID(), lines: [{ productId: oak, quantity: 1 }] })).toMatchObject({
      ok: false,
      fieldErrors: { purchaseOrderId: 'invalid' },
    });
    expect(await counts()).toEqual(before);
    expect(await total(oak)).toBe(0);
  });

  it('closes an order with boxes outstanding: no delivery fills it after; only staff with edit may', async () => {
    const oak = await made();
    const po = await order([{ productId: oak, quantity: 5 }]);
    actAs(actors.staffEdit);
    expect(await receiveDelivery({ purchaseOrderId: po.id, supplier: 'Daltile', lines: [{ productId: oak, quantity: 2 }] })).toMatchObject({
      ok: true,
    });
    actAs(actors.staffView);
    expect(await closePurchaseOrder({ id: po.id })).toMatchObject({ ok: false, status: 403 });
    expect(await read(po.id)).toMatchObject({ state: 'partial' });
    actAs(actors.staffEdit);
    expect(await closePurchaseOrder({ id: po.id })).toMatchObject({ ok: true });
    const closed = await read(po.id);
    expect(closed).toMatchObject({ state: 'closed', received: 2, quantity: 5 });
    expect(closed.closedAt).not.toBeNull();
    expect(await receiveDelivery({ purchaseOrderId: po.id, supplier: 'Daltile', lines: [{ productId: oak, quantity: 3 }] })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await total(oak)).toBe(2);
    const [audit] = await db
      .select({ id: t.auditLog.id })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'purchaseOrder'), eq(t.auditLog.entityId, po.id)));
    expect(audit).toBeTruthy();
  });

  it.skipIf(engine !== 'postgres')('two deliveries at once of a line’s last boxes: one fills it, the other is refused', async () => {
    const oak = await made();
    const po = await order([{ productId: oak, quantity: 5 }]);
    actAs(actors.staffEdit);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        receiveDelivery({ purchaseOrderId: po.id, supplier: 'Daltile', lines: [{ productId: oak, quantity: 4 }] }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((x) => !x.ok)) {
      expect(r).toMatchObject({ fieldErrors: { 'lines.0.quantity': 'dashProducts.purchaseOrders.errors.moreThanOutstanding:1' } });
    }
    expect(await read(po.id)).toMatchObject({ state: 'partial', received: 4 });
    expect(await total(oak)).toBe(4);
  });

  it('refuses a bad order with its fields, unlimited stock and callers without the right; keeps a named location', async () => {
    const oak = await made();
    const unlimited = await made({ quantity: -1 });
    const before = await counts();
    actAs(actors.staffEdit);
    expect(await savePurchaseOrder({ supplier: '', lines: [] })).toMatchObject({
      ok: false,
      fieldErrors: { supplier: 'required', lines: 'dashProducts.stock.errors.noLines' },
    });
    expect(
      await savePurchaseOrder({ supplier: 'Daltile', expectedOn: '14/12/2026', lines: [{ productId: oak, quantity: 1 }] }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { expectedOn: 'invalid' },
    });
    expect(
      await savePurchaseOrder({
        supplier: 'Daltile',
        lines: [
          { productId: oak, quantity: 1 },
          { productId: oak, quantity: 2, locationId: showroom },
        ],
      }),
    ).toMatchObject({ ok: false, fieldErrors: { 'lines.1.quantity': 'dashProducts.purchaseOrders.errors.duplicateLine' } });
    expect(await savePurchaseOrder({ supplier: 'Daltile', lines: [{ productId: unlimited, quantity: 3 }] })).toMatchObject({
      ok: false,
      fieldErrors: { 'lines.0.quantity': 'dashProducts.stock.errors.unlimitedStock' },
    });
    expect(await savePurchaseOrder({ supplier: 'Daltile', lines: [{ productId: randomUUID(), quantity: 3 }] })).toMatchObject({
      ok: false,
      fieldErrors: { 'lines.0.productId': 'invalid' },
    });
    actAs(actors.staffView);
    expect(await savePurchaseOrder({ supplier: 'Daltile', lines: [{ productId: oak, quantity: 3 }] })).toMatchObject({
      ok: false,
      status: 403,
    });
    actAs(actors.staffWithout);
    expect(await listPurchaseOrders({})).toMatchObject({ ok: false, status: 403 });
    expect(await getPurchaseOrder({ id: randomUUID() })).toMatchObject({ ok: false, status: 403 });
    actAs(actors.staffView);
    expect(await getPurchaseOrder({ id: randomUUID() })).toMatchObject({ ok: false, status: 404 });
    expect(await counts()).toEqual(before);

    // a location a purchase order expects boxes at is not deleted
    actAs(actors.staffEdit);
    const spare = await saveLocation({ name: `Spare ${randomUUID().slice(0, 4)}`, position: 60 });
    if (!spare.ok) throw new Error(JSON.stringify(spare));
    await order([{ productId: oak, quantity: 2, locationId: spare.data.id }]);
    expect(await deleteLocation({ id: spare.data.id })).toMatchObject({ ok: false, status: 409 });
  });
});

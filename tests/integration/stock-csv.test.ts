import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

import { STOCK_CSV_COLUMNS } from '@/domain/catalogue/stock-csv';
import type { ActionResult } from '@/lib/action-result';
import { parseCsv, toCsv } from '@/lib/csv';
import { GET as exportStockRoute, POST as importStockRoute } from '@/app/api/dashboard/stock.csv/route';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { STOCK_CSV_NOTE, type StockImportResult } from '@/server/dashboard/products/stock-csv';
import { findDashboardAction } from '@/server/dashboard/registry';
import { stockReason } from '@/server/stock/stock-reason';
import { createProduct, createVariableProduct } from '../factories';
import { ACTOR_KINDS, allowed, createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';
import { ledgerMismatches } from '../support/stock-ledger';

const ORIGIN = 'http://shop.test';
type Cells = Record<(typeof STOCK_CSV_COLUMNS)[number], string>;

// docs/requirements.md, "Stock CSV": one row per holding; the import sets each named holding to the boxes given
describe.each(ENGINES)('the stock CSV on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let actors: Record<ActorKind, string | null>;
  let warehouse: string;
  let showroom: string;
  /** a lot-tracked tile with a SKU: showroom L1 4, warehouse L1 6, warehouse L2 3 (and its opening 0) */
  let tile: { id: string; sku: string };
  /** a simple product without a SKU: 10 in the showroom, no lot */
  let plank: { id: string; slug: string };
  /** a variable product: one variant with a SKU, one known by its colour */
  let vinyl: { id: string; skuVariant: string; colorVariant: string; color: string };

  async function receive(productId: string, variantId: string | null, locationId: string, code: string | null, qty: number) {
    await db.transaction(async (tx) => {
      let lotId: string | null = null;
      if (code)
        lotId = (
          (await tx
            .select({ id: t.stockLots.id })
            .from(t.stockLots)
            .where(and(eq(t.stockLots.productId, productId), eq(t.stockLots.code, code)))
            .then((r) => r[0])) ??
          (await tx.insert(t.stockLots).values({ productId, variantId, code, shade: 'A', caliber: '2' }).returning())[0]
        ).id;
      await stockReason(tx, { kind: 'received', locationId, lotId });
      if (variantId)
        await tx
          .update(t.variants)
          .set({ quantity: sql`${t.variants.quantity} + ${qty}` })
          .where(eq(t.variants.id, variantId));
      else
        await tx
          .update(t.products)
          .set({ quantity: sql`${t.products.quantity} + ${qty}` })
          .where(eq(t.products.id, productId));
    });
  }
  /** What a product holds, as "location/lot: boxes", sorted. */
  async function holdings(productId: string) {
    const found = await db
      .select({ location: t.stockLocations.name, lot: t.stockLots.code, quantity: t.stockHoldings.quantity })
      .from(t.stockHoldings)
      .innerJoin(t.stockLocations, eq(t.stockLocations.id, t.stockHoldings.locationId))
      .leftJoin(t.stockLots, eq(t.stockLots.id, t.stockHoldings.lotId))
      .where(eq(t.stockHoldings.productId, productId));
    return found.map((r) => `${r.location}/${r.lot ?? '-'}: ${r.quantity}`).sort();
  }
  const snapshot = async () =>
    JSON.stringify(
      await rows(
        tdb,
        sql`select (select count(*)::int from stock_movements) as movements, (select count(*)::int from stock_lots) as lots,
                   (select coalesce(sum(quantity), 0)::int from stock_holdings) as held, (select count(*)::int from stock_holdings) as holdings,
                   (select coalesce(sum(greatest(quantity, 0)), 0)::int from products) + (select coalesce(sum(greatest(quantity, 0)), 0)::int from variants) as stock`,
      ),
    );
  async function exported(): Promise<{ text: string; lines: Cells[] }> {
    const res = await exportStockRoute();
    expect(res.status).toBe(200);
    const text = await res.text();
    const [header, ...data] = parseCsv(text).rows;
    expect(header).toEqual([...STOCK_CSV_COLUMNS]);
    return { text, lines: data.map((r) => Object.fromEntries(STOCK_CSV_COLUMNS.map((c, i) => [c, r[i]])) as Cells) };
  }
  const fileOf = (lines: Cells[]) => toCsv([[...STOCK_CSV_COLUMNS], ...lines.map((l) => STOCK_CSV_COLUMNS.map((c) => l[c]))]);
  async function post(text: string, origin = ORIGIN) {
    const res = await importStockRoute(
      new Request(`${ORIGIN}/api/dashboard/stock.csv`, {
        method: 'POST',
        body: text,
        headers: { host: 'shop.test', origin, 'content-type': 'text/csv' },
      }),
    );
    return { status: res.status, body: (await res.json()) as ActionResult<StockImportResult> };
  }
  async function imported(text: string) {
    const { body } = await post(text);
    if (!body.ok) throw new Error(JSON.stringify(body));
    return body.data;
  }
  const row = (over: Partial<Cells>): Cells => ({
    product: tile.sku,
    variant: '',
    location: 'Cloverdale warehouse',
    lot: 'L1',
    shade: 'A',
    caliber: '2',
    boxes: '6',
    ...over,
  });

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    actors = await createActors(db, 'product');
    [{ id: showroom }] = await db
      .select({ id: t.stockLocations.id })
      .from(t.stockLocations)
      .orderBy(asc(t.stockLocations.position))
      .limit(1);
    [{ id: warehouse }] = await db.insert(t.stockLocations).values({ name: 'Cloverdale warehouse', position: 5 }).returning();
    const made = await createProduct(db, { label: 'CSV tile', sku: `TILE-${Date.now()}`, quantity: 0, lotTracked: true });
    tile = { id: made.id, sku: made.sku! };
    await receive(tile.id, null, showroom, 'L1', 4);
    await receive(tile.id, null, warehouse, 'L1', 6);
    await receive(tile.id, null, warehouse, 'L2', 3);
    const p = await createProduct(db, { label: 'CSV plank', quantity: 10 });
    plank = { id: p.id, slug: p.slug };
    const [color] = await db.select({ id: t.colors.id, name: t.colors.name }).from(t.colors).orderBy(asc(t.colors.name)).limit(1);
    const v = await createVariableProduct(
      db,
      [
        { sku: `VIN-${Date.now()}`, quantity: 5 },
        { colorId: color.id, quantity: 7 },
      ],
      { label: 'CSV vinyl' },
    );
    vinyl = { id: v.product.id, skuVariant: v.variants[0].sku!, colorVariant: v.variants[1].id, color: color.name };
  });
  afterAll(async () => {
    await tdb?.dispose();
  });
  afterEach(async () => {
    expect(await ledgerMismatches(tdb)).toEqual([]);
  });

  it('is not reachable over the JSON action route (the CSV route calls the actions)', () => {
    expect(findDashboardAction('product.exportStock')).toBeUndefined();
    expect(findDashboardAction('product.importStock')).toBeUndefined();
  });

  it.each(ACTOR_KINDS)('export needs product view, import product edit: %s', async (kind) => {
    actAs(actors[kind]);
    const before = await snapshot();
    const res = await exportStockRoute();
    expect(res.status).toBe(allowed(kind, 'view') ? 200 : 403);
    if (allowed(kind, 'view'))
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="stock-\d{4}-\d{2}-\d{2}\.csv"/);
    const { status, body } = await post(fileOf([row({ boxes: '8' })]));
    if (allowed(kind, 'edit')) {
      expect(body).toMatchObject({ ok: true, data: { applied: true, changed: 1 } });
      // put back for the next actor
      await imported(fileOf([row({ boxes: '6' })]));
    } else expect({ status, body }).toEqual({ status: 403, body: { ok: false, status: 403, error: 'forbidden' } });
    expect(await snapshot()).toBe(
      before.replace(/"movements":(\d+)/, (_, n) => `"movements":${Number(n) + (allowed(kind, 'edit') ? 2 : 0)}`),
    );
  });

  it('refuses a cross-site import before reading it', async () => {
    actAs(actors.admin);
    const before = await snapshot();
    expect((await post(fileOf([row({ boxes: '1' })]), 'https://evil.test')).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('writes one row per holding: SKU or slug, variant SKU or colour, location, lot with shade and caliber, boxes', async () => {
    actAs(actors.staffView);
    const { lines } = await exported();
    const of = (product: string) => lines.filter((l) => l.product === product).map((l) => Object.values(l).join(','));
    expect(of(tile.sku)).toEqual([
      `${tile.sku},,Showroom,L1,A,2,4`,
      `${tile.sku},,Cloverdale warehouse,L1,A,2,6`,
      `${tile.sku},,Cloverdale warehouse,L2,A,2,3`,
    ]);
    expect(of(plank.slug)).toEqual([`${plank.slug},,Showroom,,,,10`]);
    const vinylSlug = (await db.select({ slug: t.products.slug }).from(t.products).where(eq(t.products.id, vinyl.id)))[0].slug;
    // variants by colour, then age (as the stock page lists them)
    expect(of(vinylSlug)).toEqual([`${vinylSlug},${vinyl.color},Showroom,,,,7`, `${vinylSlug},${vinyl.skuVariant},Showroom,,,,5`]);
  });

  it('reads back its own export and changes nothing (round trip)', async () => {
    actAs(actors.staffEdit);
    const { text, lines } = await exported();
    const before = await snapshot();
    const result = await imported(text);
    expect(result).toMatchObject({ applied: true, errors: [], changed: 0, unchanged: lines.length, lotsCreated: 0, lotsUpdated: 0 });
    expect(await snapshot()).toBe(before);
    expect((await exported()).text).toBe(text);
  });

  it('moves exactly the difference at the location and lot of a changed count, up and down', async () => {
    actAs(actors.staffEdit);
    const { lines } = await exported();
    const changed = lines.map((l) =>
      l.product === tile.sku && l.location === 'Cloverdale warehouse' && l.lot === 'L1'
        ? { ...l, boxes: '9' }
        : l.product === plank.slug
          ? { ...l, boxes: '7' }
          : l,
    );
    const movementsBefore = await rows(tdb, sql`select count(*)::int as n from stock_movements`);
    expect(await imported(fileOf(changed))).toMatchObject({ applied: true, changed: 2, unchanged: lines.length - 2 });
    expect(await holdings(tile.id)).toEqual(['Cloverdale warehouse/L1: 9', 'Cloverdale warehouse/L2: 3', 'Showroom/L1: 4']);
    expect(await holdings(plank.id)).toEqual(['Showroom/-: 7']);
    const moved = await rows(
      tdb,
      sql`select m.product_id, m.kind, m.quantity, m.on_hand, m.location_id, l.code as lot, m.note, m.user_id from stock_movements m
          left join stock_lots l on l.id = m.lot_id order by m.created_at desc, m.id limit 10`,
    );
    const fresh = moved.slice(
      0,
      Number((await rows(tdb, sql`select count(*)::int as n from stock_movements`))[0].n) - Number(movementsBefore[0].n),
    );
    expect(fresh.map((m) => [m.product_id, m.kind, m.quantity, m.on_hand, m.location_id, m.lot, m.note, m.user_id]).sort()).toEqual(
      [
        [tile.id, 'counted', 3, 16, warehouse, 'L1', STOCK_CSV_NOTE, actors.staffEdit],
        [plank.id, 'counted', -3, 7, showroom, null, STOCK_CSV_NOTE, actors.staffEdit],
      ].sort(),
    );
    // a count of none removes the holding; holdings the file leaves out stay as they are
    await imported(fileOf([row({ location: 'Showroom', boxes: '0' })]));
    expect(await holdings(tile.id)).toEqual(['Cloverdale warehouse/L1: 9', 'Cloverdale warehouse/L2: 3']);
    expect((await db.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, tile.id)))[0].q).toBe(12);
  });

  it('creates a lot new for the product with its shade and caliber, and describes a known lot again', async () => {
    actAs(actors.staffEdit);
    const result = await imported(
      fileOf([
        row({ lot: 'L9', shade: 'C', caliber: '4', boxes: '5' }),
        row({ location: 'Showroom', lot: 'L9', shade: 'C', caliber: '4', boxes: '1' }),
        row({ lot: 'L2', shade: 'B', boxes: '3' }),
      ]),
    );
    expect(result).toMatchObject({ applied: true, changed: 2, unchanged: 1, lotsCreated: 1, lotsUpdated: 1 });
    const lots = await db
      .select({ code: t.stockLots.code, shade: t.stockLots.shade, caliber: t.stockLots.caliber })
      .from(t.stockLots)
      .where(eq(t.stockLots.productId, tile.id))
      .orderBy(asc(t.stockLots.code));
    expect(lots).toEqual([
      { code: 'L1', shade: 'A', caliber: '2' },
      { code: 'L2', shade: 'B', caliber: '2' },
      { code: 'L9', shade: 'C', caliber: '4' },
    ]);
    expect(await holdings(tile.id)).toEqual([
      'Cloverdale warehouse/L1: 9',
      'Cloverdale warehouse/L2: 3',
      'Cloverdale warehouse/L9: 5',
      'Showroom/L9: 1',
    ]);
  });

  it('refuses every row that names what is not there, by row number, and writes nothing', async () => {
    actAs(actors.staffEdit);
    const unlimited = await createProduct(db, { label: 'CSV unlimited', quantity: -1 });
    const before = await snapshot();
    const { body } = await post(
      fileOf([
        row({ boxes: '100' }),
        row({ product: 'NO-SUCH-SKU' }),
        row({ product: plank.slug, lot: 'L1' }),
        row({ product: plank.slug, lot: '', shade: '', caliber: '', location: 'Moon base' }),
        row({ product: plank.slug, variant: 'RED', lot: '', shade: '', caliber: '' }),
        row({ product: vinyl.skuVariant, lot: '', shade: '', caliber: '' }),
        row({ product: unlimited.slug, lot: '', shade: '', caliber: '' }),
        row({ boxes: '2' }),
        row({ boxes: 'many', lot: 'L3' }),
        row({ location: 'Showroom', shade: 'Z' }),
      ]),
    );
    expect(body.ok && body.data.applied).toBe(false);
    expect(body.ok && body.data.errors.map((e) => [e.row, e.reason, e.column])).toEqual([
      [3, 'unknownProduct', 'product'],
      [4, 'notLotTracked', 'lot'],
      [5, 'unknownLocation', 'location'],
      [6, 'variantNotExpected', 'variant'],
      [7, 'unknownProduct', 'product'],
      [8, 'unlimitedStock', 'boxes'],
      [9, 'repeatedHolding', 'lot'],
      [10, 'boxesFormat', 'boxes'],
      [11, 'lotDescribedOtherwise', 'shade'],
    ]);
    expect(await snapshot()).toBe(before);
    expect(await holdings(tile.id)).toContain('Cloverdale warehouse/L1: 9');
  });

  it('refuses a file whose columns are not the format, or that cannot be read, with its message', async () => {
    actAs(actors.staffEdit);
    const before = await snapshot();
    expect((await post('product,boxes\r\nX,1\r\n')).body).toMatchObject({
      ok: false,
      status: 400,
      params: { messageKey: 'dashProducts.stockCsv.errors.columns', missing: 'variant, location, lot, shade, caliber' },
    });
    expect((await post(`${STOCK_CSV_COLUMNS.join(',')}\r\n"open,,,,,,1\r\n`)).body).toMatchObject({
      ok: false,
      params: { messageKey: 'dashProducts.stockCsv.errors.unreadable' },
    });
    expect(await snapshot()).toBe(before);
  });

  it('asks for the variant of a variable product and finds one by its SKU or its colour', async () => {
    actAs(actors.staffEdit);
    const slug = (await db.select({ slug: t.products.slug }).from(t.products).where(eq(t.products.id, vinyl.id)))[0].slug;
    const plain = { lot: '', shade: '', caliber: '', location: 'Showroom' };
    const { body } = await post(fileOf([row({ ...plain, product: slug }), row({ ...plain, product: slug, variant: 'nope' })]));
    expect(body.ok && body.data.errors.map((e) => [e.row, e.reason])).toEqual([
      [2, 'variantRequired'],
      [3, 'unknownVariant'],
    ]);
    expect(
      await imported(
        fileOf([
          row({ ...plain, product: slug, variant: vinyl.skuVariant.toLowerCase(), boxes: '2' }),
          row({ ...plain, product: slug, variant: vinyl.color.toUpperCase(), boxes: '8' }),
        ]),
      ),
    ).toMatchObject({ applied: true, changed: 2 });
    const quantities = await db
      .select({ id: t.variants.id, q: t.variants.quantity })
      .from(t.variants)
      .where(eq(t.variants.productId, vinyl.id));
    expect(quantities.find((v) => v.id === vinyl.colorVariant)?.q).toBe(8);
    expect(quantities.find((v) => v.id !== vinyl.colorVariant)?.q).toBe(2);
  });
});

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));
vi.mock('next-intl/server', () => import('../support/next-intl-english'));

import { GET as invoiceRoute } from '@/app/api/dashboard/orders/[id]/invoice.pdf/route';
import { shopDay } from '@/lib/shop-zone';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { editOrder, previewOrderEdit } from '@/server/dashboard/orders/order-edit';
import { createManualOrder } from '@/server/dashboard/orders/manual-order';
import { getOrder } from '@/server/dashboard/orders';
import { DASHBOARD_ACTIONS } from '@/server/dashboard/registry';
import { placeOrder } from '@/server/orders/place-order';
import { quoteCart } from '@/server/orders/quote-cart';
import { getSettings } from '@/server/settings/get-settings';
import { createProduct, testAddress } from '../factories';
import { createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, tableRowCounts, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

/*
 * Taxes (docs/requirements.md, "Taxes (GST and PST)"): dated rates by country and province, chosen by the shipping
 * address on the shop's day; orders keep the rates they were charged; Settings › Taxes and its permissions; the GST
 * number on the invoice.
 */
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const alberta = { ...testAddress, city: 'Calgary', state: 'AB', zipCode: 'T2P 1J9' };

describe.each(ENGINES)('taxes on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let actors: Record<ActorKind, string | null>;
  let deliveryId: string;
  let productId: string;
  const today = shopDay(new Date());
  const action = (name: string) => DASHBOARD_ACTIONS[name];

  const order = async (shipping = testAddress) => {
    const res = await placeOrder(
      {
        items: [{ productId, qty: 2 }],
        billing: testAddress,
        shipping,
        shippingOptionId: deliveryId,
        paymentMethod: 'cod',
        checkoutKey: randomUUID().replace(/-/g, ''),
      },
      {},
      db,
    );
    if (!res.ok) throw new Error(JSON.stringify(res));
    const [row] = await db.select().from(t.orders).where(eq(t.orders.id, res.order.id));
    return row;
  };
  const lines = (o: { taxLines: { name: string; rate: number }[] }) => o.taxLines.map((x) => `${x.name} ${x.rate}`);

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    actors = await createActors(db, 'settings');
    // a delivery (a showroom pickup is taxed where the showroom is, whatever the address)
    [{ id: deliveryId }] = await db
      .select({ id: t.shippingOptions.id })
      .from(t.shippingOptions)
      .where(eq(t.shippingOptions.kind, 'delivery'))
      .orderBy(t.shippingOptions.position)
      .limit(1);
    productId = (await createProduct(db, { price: '50.00', discount: '50.00', quantity: 1000 })).id;
  });
  afterAll(async () => tdb?.dispose());

  it('the migration seeds what the shop charged: GST 5 % for Canada, PST 7 % for BC, in force since a past day', async () => {
    const rates = await db.select().from(t.taxRates);
    expect(rates.map((r) => [r.name, Number(r.rate), r.country, r.provinces, r.effectiveFrom]).sort()).toEqual([
      ['GST', 5, 'CA', [], '2013-04-01'],
      ['PST', 7, 'CA', ['BC'], '2013-04-01'],
    ]);
    expect(Object.keys(await getSettings(db))).not.toContain('taxes');
  });

  it('charges by the shipping address: GST only to Alberta, GST and PST to BC, nothing abroad', async () => {
    expect(lines(await order(alberta))).toEqual(['GST 5']);
    expect(lines(await order())).toEqual(['GST 5', 'PST 7']);
    expect(lines(await order({ ...testAddress, country: 'US', state: 'WA', zipCode: '98101' }))).toEqual([]);
    // the quote follows the same address; without one it estimates the shop's province
    const items = [{ productId, qty: 2 }];
    const ab = await quoteCart({ items, address: { country: 'CA', state: 'AB' } }, {}, db);
    expect(ab?.totals.taxes.map((x) => x.name)).toEqual(['GST']);
    expect(ab?.taxRegion).toEqual({ country: 'CA', state: 'AB', estimate: false });
    const estimate = await quoteCart({ items }, {}, db);
    expect(estimate?.totals.taxes.map((x) => `${x.name} ${x.rate}`)).toEqual(['GST 5', 'PST 7']);
    expect(estimate?.taxRegion).toEqual({ country: 'CA', state: 'BC', estimate: true });
  });

  it('a phone order is charged the taxes of its address', async () => {
    actAs(actors.admin);
    const res = await createManualOrder({
      orderKey: randomUUID().replace(/-/g, ''),
      items: [{ productId, qty: 1 }],
      address: alberta,
      shippingOptionId: deliveryId,
      paymentMethod: 'cod',
      sendConfirmation: false,
    });
    expect(res, JSON.stringify(res)).toMatchObject({ ok: true });
    if (!res.ok) return;
    const [row] = await db.select().from(t.orders).where(eq(t.orders.id, res.data.id));
    expect(lines(row)).toEqual(['GST 5']);
    // collected at the Surrey showroom: the showroom's taxes, whatever the customer's address
    const [pickup] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).where(eq(t.shippingOptions.kind, 'pickup'));
    const picked = await createManualOrder({
      orderKey: randomUUID().replace(/-/g, ''),
      items: [{ productId, qty: 1 }],
      address: alberta,
      shippingOptionId: pickup.id,
      paymentMethod: 'cod',
      sendConfirmation: false,
    });
    if (!picked.ok) throw new Error(JSON.stringify(picked));
    const [pickedRow] = await db.select().from(t.orders).where(eq(t.orders.id, picked.data.id));
    expect(lines(pickedRow)).toEqual(['GST 5', 'PST 7']);
  });

  it('staff without settings edit get 403 and nothing is written; with view they read the rates', async () => {
    const input = { name: 'PST', rate: 9, country: 'CA', provinces: ['BC'], effectiveFrom: today };
    const before = await tableRowCounts(tdb);
    for (const who of ['guest', 'customer', 'staffWithout', 'staffView', 'inactiveStaff'] as const) {
      actAs(actors[who]);
      const res = await action('settings.scheduleTaxRate')(input);
      expect(res, who).toMatchObject({ ok: false, status: 403 });
      expect(await action('settings.updateTaxes')({ gstNumber: '123456789 RT0001', homeProvince: 'AB' }), who).toMatchObject({
        ok: false,
      });
    }
    expect(await tableRowCounts(tdb)).toEqual(before);
    expect((await getSettings(db)).gstNumber).toBe('');
    actAs(actors.staffView);
    const view = await action('settings.taxes')({});
    expect(view).toMatchObject({ ok: true, data: { today, upcoming: [], history: [] } });
    actAs(actors.staffWithout);
    expect(await action('settings.taxes')({})).toMatchObject({ ok: false, status: 403 });
  });

  it('refuses a past day, a bad rate or province, and the same tax twice on one day, changing nothing', async () => {
    actAs(actors.staffEdit);
    const ok = { name: 'PST', rate: 8, country: 'CA', provinces: ['BC'], effectiveFrom: addDays(today, 30) };
    const before = await tableRowCounts(tdb);
    for (const [bad, field] of [
      [{ effectiveFrom: addDays(today, -1) }, 'effectiveFrom'],
      [{ rate: 51 }, 'rate'],
      [{ provinces: ['XX'] }, 'provinces.0'],
      [{ country: 'ZZ' }, 'country'],
    ] as const) {
      const res = await action('settings.scheduleTaxRate')({ ...ok, ...bad });
      expect(res, field).toMatchObject({ ok: false, status: 400, fieldErrors: { [field]: expect.any(String) } });
    }
    expect(await tableRowCounts(tdb)).toEqual(before);
    const first = await action('settings.scheduleTaxRate')(ok);
    expect(first).toMatchObject({ ok: true });
    expect(await action('settings.scheduleTaxRate')(ok)).toMatchObject({ ok: false, status: 409 });
    // cancelling needs settings delete; the scheduled change then goes, audited
    if (!first.ok) return;
    const id = (first.data as { id: string }).id;
    actAs(actors.staffEditNoDelete);
    expect(await action('settings.cancelTaxRate')({ id })).toMatchObject({ ok: false, status: 403 });
    actAs(actors.staffEdit);
    expect(await action('settings.cancelTaxRate')({ id })).toMatchObject({ ok: true });
    expect(await db.select().from(t.taxRates).where(eq(t.taxRates.id, id))).toEqual([]);
    const audits = await db.select().from(t.auditLog).where(eq(t.auditLog.entityId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(['settings.cancelTaxRate', 'settings.scheduleTaxRate']);
  });

  it('a rate scheduled for tomorrow is not charged today; from today it is, and old orders keep their rates', async () => {
    actAs(actors.admin);
    const before = await order();
    expect(
      await action('settings.scheduleTaxRate')({
        name: 'PST',
        rate: 8,
        country: 'CA',
        provinces: ['BC'],
        effectiveFrom: addDays(today, 1),
      }),
    ).toMatchObject({
      ok: true,
    });
    expect(lines(await order())).toEqual(['GST 5', 'PST 7']);
    const view = await action('settings.taxes')({});
    expect(view.ok && (view.data as { upcoming: { rate: number }[] }).upcoming.map((r) => r.rate)).toEqual([8]);

    // a change from today replaces PST 7 % at once; the 7 % goes to the history
    expect(
      await action('settings.scheduleTaxRate')({ name: 'PST', rate: 8.5, country: 'CA', provinces: ['BC'], effectiveFrom: today }),
    ).toMatchObject({
      ok: true,
    });
    expect(lines(await order())).toEqual(['GST 5', 'PST 8.5']);
    const after = await action('settings.taxes')({});
    if (!after.ok) throw new Error('taxes view');
    const data = after.data as { current: { name: string; rate: number }[]; history: { rate: number; until: string }[] };
    expect(data.current.map((r) => `${r.name} ${r.rate}`)).toEqual(['GST 5', 'PST 8.5']);
    expect(data.history.map((r) => [r.rate, r.until])).toEqual([[7, today]]);
    // the change scheduled for tomorrow is still to come
    expect((data as unknown as { upcoming: { rate: number }[] }).upcoming.map((r) => r.rate)).toEqual([8]);
    // a rate already charged cannot be cancelled
    const [started] = await db.select().from(t.taxRates).where(eq(t.taxRates.effectiveFrom, today));
    expect(await action('settings.cancelTaxRate')({ id: started.id })).toMatchObject({ ok: false, status: 409 });

    // the order placed before keeps its stored lines
    const [kept] = await db.select().from(t.orders).where(eq(t.orders.id, before.id));
    expect(kept.taxLines).toEqual(before.taxLines);
    expect(lines(kept)).toEqual(['GST 5', 'PST 7']);
  });

  it('an order edit keeps the rates the order was charged, not today’s', async () => {
    // PST is 8.5 % today (previous test); this order was charged 7 %
    const old = (await db.select().from(t.orders)).find((x) => x.status === 'pending' && lines(x).join() === 'GST 5,PST 7')!;
    actAs(actors.admin);
    const loaded = await getOrder({ id: old.id });
    if (!loaded.ok) throw new Error('order');
    const items = loaded.data.items.map((i) => ({ itemId: i.id, qty: i.quantity + 1 }));
    const preview = await previewOrderEdit({ id: old.id, version: loaded.data.updatedAt, items, add: [] });
    expect(preview).toMatchObject({ ok: true });
    const res = await editOrder({ id: old.id, version: loaded.data.updatedAt, items, add: [], shipping: old.shipping });
    expect(res, JSON.stringify(res)).toMatchObject({ ok: true });
    const [edited] = await db.select().from(t.orders).where(eq(t.orders.id, old.id));
    expect(lines(edited)).toEqual(['GST 5', 'PST 7']);
    // 3 × 50 = 150 + delivery; PST at 7 % of it
    const base = Number(edited.subtotal) - Number(edited.discountTotal) + Number(edited.shippingCost);
    expect(Number(edited.taxLines[1].amount)).toBeCloseTo(Math.round(base * 7) / 100, 2);
  });

  it('saves the GST number (validated, normalised) and prints it on the invoice', async () => {
    actAs(actors.staffEdit);
    const before = await tableRowCounts(tdb);
    for (const bad of ['12345678 RT0001', '123456789 RP0001', 'GST'])
      expect(await action('settings.updateTaxes')({ gstNumber: bad, homeProvince: 'BC' }), bad).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { gstNumber: 'invalidGstNumber' },
      });
    expect(await tableRowCounts(tdb)).toEqual(before);
    expect(await action('settings.updateTaxes')({ gstNumber: '123456789rt0001', homeProvince: 'BC' })).toMatchObject({ ok: true });
    expect((await getSettings(db)).gstNumber).toBe('123456789 RT0001');

    const o = await order();
    actAs(actors.admin);
    const res = await invoiceRoute(new Request('http://shop.test/x'), { params: Promise.resolve({ id: o.id }) });
    expect(res.status).toBe(200);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'invoice-'));
    const file = path.join(dir, 'invoice.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    let text: string;
    try {
      text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    } catch {
      if (process.env.CI) throw new Error('pdftotext (poppler-utils) is required in CI');
      return;
    }
    expect(text).toContain('GST no. 123456789 RT0001');
    expect(text).toMatch(/GST \(5%\)/);
    expect(text).toMatch(/PST \(8\.5%\)/);
  });

  it('the shop province chooses the cart estimate', async () => {
    actAs(actors.admin);
    expect(await action('settings.updateTaxes')({ gstNumber: '', homeProvince: 'AB' })).toMatchObject({ ok: true });
    const q = await quoteCart({ items: [{ productId, qty: 1 }] }, {}, db);
    expect(q?.taxRegion).toEqual({ country: 'CA', state: 'AB', estimate: true });
    expect(q?.totals.taxes.map((x) => x.name)).toEqual(['GST']);
  });
});

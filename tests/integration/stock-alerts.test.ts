import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq, like, sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { loadOverview } from '@/server/dashboard/overview';
import { DASHBOARD_ACTIONS } from '@/server/dashboard/registry';
import type { MailMessage } from '@/server/mail/send-mail';
import { placeOrder } from '@/server/orders/place-order';
import { getSettings } from '@/server/settings/get-settings';
import { lowStockItems } from '@/server/stock/low-stock';
import { runLowStockSummary } from '@/server/stock/low-stock-summary';
import { stockReason } from '@/server/stock/stock-reason';
import { createCustomer, createProduct, createStaff, createVariableProduct, testAddress } from '../factories';
import { createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';
import { ledgerMismatches } from '../support/stock-ledger';

/*
 * Stock alerts (docs/requirements.md, "Low stock"): the shop's default threshold in settings, a product's own
 * threshold over it, the notification an order raises, the dashboard home's list (each item's boxes per location), and
 * the daily summary e-mail.
 */
describe.each(ENGINES)('stock alerts on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let actors: Record<ActorKind, string | null>;
  let deliveryId: string;

  const order = async (productId: string, qty: number, variantId?: string) => {
    const res = await placeOrder(
      {
        items: [{ productId, variantId, qty }],
        billing: testAddress,
        shipping: testAddress,
        shippingOptionId: deliveryId,
        paymentMethod: 'cod',
        checkoutKey: randomUUID().replace(/-/g, ''),
      },
      {},
      db,
    );
    expect(res.ok, JSON.stringify(res)).toBe(true);
  };
  const lowNotices = async (name: string) =>
    (
      await db
        .select()
        .from(t.notifications)
        .where(like(t.notifications.message, `%${name}%`))
    ).filter((n) => n.message.startsWith('Low stock'));
  const saveStock = (input: Record<string, unknown>) => DASHBOARD_ACTIONS['settings.updateStock'](input);

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    actors = await createActors(db, 'settings');
    [{ id: deliveryId }] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).limit(1);
  });
  afterAll(async () => tdb?.dispose());
  afterEach(async () => {
    expect(await ledgerMismatches(tdb)).toEqual([]);
  });

  it('saves the default threshold and the summary switch; refuses bad values and changes nothing', async () => {
    actAs(actors.staffView);
    expect(await saveStock({ lowStockThreshold: 8, dailySummary: true })).toMatchObject({ ok: false, status: 403 });
    actAs(actors.staffEdit);
    for (const bad of [-1, 2.5, 'ten', null, 1_000_000]) {
      const res = await saveStock({ lowStockThreshold: bad, dailySummary: true });
      expect(res, String(bad)).toMatchObject({ ok: false, status: 400, fieldErrors: { lowStockThreshold: expect.any(String) } });
    }
    expect((await getSettings(db)).stock).toEqual({ lowStockThreshold: 5, dailySummary: false, pickupTransferDays: 2 });
    expect(await saveStock({ lowStockThreshold: 8, dailySummary: false })).toMatchObject({ ok: true });
    expect((await getSettings(db)).stock).toEqual({ lowStockThreshold: 8, dailySummary: false, pickupTransferDays: 2 });
  });

  it('saves the pickup transfer days, 0 to 30, and keeps them when a save leaves them out (docs/requirements.md, "Pickup and the showroom")', async () => {
    actAs(actors.staffEdit);
    for (const bad of [-1, 1.5, 31, 'two', null]) {
      const res = await saveStock({ lowStockThreshold: 8, dailySummary: false, pickupTransferDays: bad });
      expect(res, String(bad)).toMatchObject({ ok: false, status: 400, fieldErrors: { pickupTransferDays: expect.any(String) } });
    }
    expect((await getSettings(db)).stock.pickupTransferDays).toBe(2);
    expect(await saveStock({ lowStockThreshold: 8, dailySummary: false, pickupTransferDays: 5 })).toMatchObject({ ok: true });
    expect((await getSettings(db)).stock).toEqual({ lowStockThreshold: 8, dailySummary: false, pickupTransferDays: 5 });
    expect(await saveStock({ lowStockThreshold: 8, dailySummary: false })).toMatchObject({ ok: true });
    expect((await getSettings(db)).stock.pickupTransferDays).toBe(5);
    expect(await saveStock({ lowStockThreshold: 8, dailySummary: false, pickupTransferDays: 0 })).toMatchObject({ ok: true });
    expect((await getSettings(db)).stock.pickupTransferDays).toBe(0);
    await saveStock({ lowStockThreshold: 8, dailySummary: false, pickupTransferDays: 2 });
  });

  it('an order raises a notification at the product’s own threshold, else at the shop default', async () => {
    await saveStock({ lowStockThreshold: 8, dailySummary: false });
    const own = await createProduct(db, { label: 'Own threshold oak', quantity: 30, lowStockThreshold: 25 });
    const shared = await createProduct(db, { label: 'Default threshold ash', quantity: 30 });
    await order(own.id, 4); // 26 left: above its 25
    expect(await lowNotices(own.name)).toHaveLength(0);
    await order(own.id, 1); // 25 left: at its threshold
    expect(await lowNotices(own.name)).toHaveLength(1);
    await order(shared.id, 21); // 9 left: above the shop's 8
    expect(await lowNotices(shared.name)).toHaveLength(0);
    await order(shared.id, 1); // 8 left
    expect((await lowNotices(shared.name))[0].message).toContain('has 8 left');
    // unlimited stock is never low
    const unlimited = await createProduct(db, { label: 'Unlimited trim', quantity: -1, lowStockThreshold: 100 });
    await order(unlimited.id, 1);
    expect(await lowNotices(unlimited.name)).toHaveLength(0);
  });

  it('lists what is at or below its threshold, variants by their own stock, furthest below first, with the total', async () => {
    const tag = randomUUID().slice(0, 6);
    await createProduct(db, { label: `Listed ${tag} a`, quantity: 12, lowStockThreshold: 12 });
    await createProduct(db, { label: `Listed ${tag} b`, quantity: 13, lowStockThreshold: 12 });
    // more left than the others, but the furthest below its own threshold (70 under)
    await createProduct(db, { label: `Listed ${tag} z`, quantity: 30, lowStockThreshold: 100 });
    await createVariableProduct(db, [{ quantity: 2 }, { quantity: 50 }, { quantity: -1 }], { label: `Listed ${tag} v` });
    const { items, total } = await lowStockItems(db, 8, 1000);
    const mine = items.filter((i) => i.name.startsWith(`Listed ${tag}`));
    expect(mine.map((i) => [i.name.split(' ').at(-2), i.quantity, i.threshold])).toEqual([
      ['z', 30, 100],
      ['v', 2, 8],
      ['a', 12, 12],
    ]);
    expect(total).toBe(items.length);
    const below = (i: { quantity: number; threshold: number }) => i.threshold - i.quantity;
    expect(items.map(below)).toEqual(items.map(below).sort((a, b) => b - a));
    // the home's ten are the ten furthest below, however many sold-out items come before them by name
    const overview = await loadOverview(db);
    expect(total).toBeGreaterThan(10);
    expect(overview.lowStock).toHaveLength(10);
    expect(overview.lowStockTotal).toBe(total);
    expect(overview.lowStock[0]).toMatchObject({ name: expect.stringContaining(`Listed ${tag} z`), quantity: 30, threshold: 100 });
    expect(overview.lowStock.map(below)).toEqual(items.slice(0, 10).map(below));
  });

  it('says where each low item’s boxes are, every location in order, none included; the threshold stays on the total', async () => {
    // the seed's warehouse (src/server/db/seed/seed-stock.ts)
    const [{ id: warehouse }] = await db
      .select({ id: t.stockLocations.id })
      .from(t.stockLocations)
      .where(eq(t.stockLocations.name, 'Langley warehouse'));
    // 2 boxes opened in the first location (the showroom), 3 received at the warehouse: 5 in all, far below 1000
    const split = await createProduct(db, { label: 'Split stock slate', quantity: 2, lowStockThreshold: 1000 });
    await db.transaction(async (tx) => {
      await stockReason(tx, { kind: 'received', locationId: warehouse });
      await tx.update(t.products).set({ quantity: 5 }).where(eq(t.products.id, split.id));
    });
    const { product: vinyl, variants } = await createVariableProduct(db, [{ quantity: 1 }], {
      label: 'Split vinyl',
      lowStockThreshold: 999,
    });
    const { items } = await lowStockItems(db, 8, 1000);
    const [showroom] = await db
      .select({ name: t.stockLocations.name })
      .from(t.stockLocations)
      .orderBy(asc(t.stockLocations.position))
      .limit(1);
    expect(items.find((i) => i.productId === split.id)).toMatchObject({
      variantId: null,
      quantity: 5,
      threshold: 1000,
      locations: [
        { name: showroom.name, boxes: 2 },
        { name: 'Langley warehouse', boxes: 3 },
      ],
    });
    expect(items.find((i) => i.productId === vinyl.id)).toMatchObject({
      variantId: variants[0].id,
      quantity: 1,
      locations: [
        { name: showroom.name, boxes: 1 },
        { name: 'Langley warehouse', boxes: 0 },
      ],
    });
    // every location of the shop is listed, in its order
    const all = await db.select({ name: t.stockLocations.name }).from(t.stockLocations).orderBy(asc(t.stockLocations.position));
    for (const i of items) expect(i.locations.map((l) => l.name)).toEqual(all.map((l) => l.name));
    // a product at ease in total is not listed, whatever one location holds
    const ample = await createProduct(db, { label: 'Ample slate', quantity: 50, lowStockThreshold: 10 });
    expect((await lowStockItems(db, 8, 1000)).items.some((i) => i.productId === ample.id)).toBe(false);
    // the dashboard home's list carries them too
    expect((await loadOverview(db)).lowStock.find((i) => i.productId === split.id)).toMatchObject({
      locations: [{ boxes: 2 }, { boxes: 3 }],
    });
  });

  describe('daily summary', () => {
    const morning = new Date('2026-11-26T16:30:00Z'); // 8:30 in Surrey
    const early = new Date('2026-11-26T14:00:00Z'); // 6:00 in Surrey
    const mails: MailMessage[] = [];
    const send = async (m: MailMessage) => void mails.push(m);

    it('sends nothing while switched off or before the morning hour', async () => {
      await saveStock({ lowStockThreshold: 8, dailySummary: false });
      expect(await runLowStockSummary(morning, { db, send })).toEqual({ ran: false, reason: 'off' });
      await saveStock({ lowStockThreshold: 8, dailySummary: true });
      expect(await runLowStockSummary(early, { db, send })).toEqual({ ran: false, reason: 'tooEarly' });
      expect(mails).toHaveLength(0);
    });

    it('sends once a day to admins and product staff, even when two instances run it at once', async () => {
      const productStaff = await createStaff(db, { product: { view: true } });
      const orderStaff = await createStaff(db, { order: { view: true, edit: true } });
      const inactive = await createStaff(db, { product: { view: true } }, { staffStatus: 'inactive' });
      const customer = await createCustomer(db);
      const [first, second] = await Promise.all([runLowStockSummary(morning, { db, send }), runLowStockSummary(morning, { db, send })]);
      const ran = [first, second].filter((r) => r.ran);
      expect(ran).toHaveLength(1);
      expect([first, second]).toContainEqual({ ran: false, reason: 'alreadyRan' });
      const to = mails.map((m) => m.to);
      expect(to).toContain(productStaff.email);
      expect(to).not.toContain(orderStaff.email);
      expect(to).not.toContain(inactive.email);
      expect(to).not.toContain(customer.email);
      const admins = await db.select({ email: t.users.email }).from(t.users).where(eq(t.users.role, 'admin'));
      for (const a of admins) expect(to).toContain(a.email);
      expect(new Set(to).size).toBe(to.length);
      const [mail] = mails;
      const { total } = await lowStockItems(db, 8, 1);
      expect(mail.subject).toBe(`Low stock: ${total} items (2026-11-26)`);
      expect(mail.text).toContain('Own threshold oak');
      expect(mail.text).toMatch(/: 25 left \(alert at 25\)/);
      expect(mail.html).toContain('Own threshold oak');
      // where the boxes are (the item of the test above)
      expect(mail.text).toMatch(/Split stock slate[^\n]*: 5 left \(alert at 1000\) · Showroom 2 · Langley warehouse 3/);
      expect(await runLowStockSummary(new Date('2026-11-26T23:00:00Z'), { db, send })).toEqual({ ran: false, reason: 'alreadyRan' });
    });

    it('claims the next day but sends nothing when nothing is low', async () => {
      await db.execute(sql`update products set low_stock_threshold = null`);
      await saveStock({ lowStockThreshold: 0, dailySummary: true });
      await db.execute(sql`update products set quantity = greatest(quantity, 1) where quantity = 0`);
      await db.execute(sql`update variants set quantity = greatest(quantity, 1) where quantity = 0`);
      const before = mails.length;
      expect(await runLowStockSummary(new Date('2026-11-27T16:00:00Z'), { db, send })).toEqual({ ran: true, items: 0, recipients: 0 });
      expect(mails).toHaveLength(before);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('next/cache', () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
  revalidateTag: () => {},
}));
import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_GUEST_COD_LIMIT_CENTS } from '@/domain/settings/settings';
import { prepareDatabase } from '@/server/db/prepare';
import * as t from '@/server/db/schema';
import { placeOrder } from '@/server/orders/place-order';
import { createCustomer, createProduct, uniqueTag } from '../factories';
import { createTestDatabase, ENGINES, type TestDatabase } from '../support/database';
import { checkoutOf, setSettingsPart, stockOf } from '../support/orders';

/** A client address of its own per test: the throttles of one process are shared by the whole file. */
let nextAddress = 1;
const newAddress = () => `198.51.${Math.floor(Math.random() * 200)}.${nextAddress++}`;
const contact = (email = `guest-${uniqueTag()}@example.com`) => ({
  fullName: 'Harjit Gill',
  phone: '604-555-0199',
  email,
  house: '7 Fraser Hwy',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3S 1A1',
  country: 'CA',
});

describe.each(ENGINES)('order limits of the storefront on %s (docs/requirements.md, "Order limits")', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let delivery: string;
  let floorId: string;

  const checkout = (items: unknown[], over: { email?: string; paymentMethod?: string } = {}) =>
    checkoutOf(contact(over.email), delivery)(items, over.paymentMethod ? { paymentMethod: over.paymentMethod } : {});
  /** what an order writes besides itself: customer records, staff notifications */
  const footprint = async () => {
    const [o] = await db.select({ n: sql<number>`count(*)::int` }).from(t.orders);
    const [u] = await db.select({ n: sql<number>`count(*)::int` }).from(t.users);
    const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(t.notifications);
    return { orders: o.n, users: u.n, notifications: n.n };
  };

  beforeAll(async () => {
    tdb = await createTestDatabase(engine);
    db = tdb.handle.db;
    await prepareDatabase(tdb.handle, { log: () => {} });
    [{ id: delivery }] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).where(eq(t.shippingOptions.cost, '49.00'));
    [{ id: floorId }] = await db
      .select({ id: t.categories.id })
      .from(t.categories)
      .where(inArray(t.categories.slug, ['laminate']));
  });
  afterAll(async () => tdb?.dispose());

  it('an address places at most 5 orders paid on delivery an hour; the sixth is refused with the wait and changes nothing', async () => {
    const p = await createProduct(db, { quantity: 100, price: '10.00' });
    const address = newAddress();
    for (let i = 0; i < 5; i++)
      expect(await placeOrder(checkout([{ productId: p.id, qty: 1 }]), { clientAddress: address }, db)).toMatchObject({ ok: true });
    const before = await footprint();
    const refused = await placeOrder(checkout([{ productId: p.id, qty: 1 }]), { clientAddress: address }, db);
    expect(refused).toMatchObject({ ok: false, code: 'tooManyOrders', wait: { minutes: expect.any(Number) } });
    if (refused.ok) return;
    expect(refused.wait!.minutes).toBeGreaterThan(50);
    expect(refused.wait!.minutes).toBeLessThanOrEqual(60);
    expect(await footprint()).toEqual(before);
    expect(await stockOf(db, p.id)).toBe(95);
    // another visitor is not held back; a signed-in customer from the same address is (the address counts)
    expect(await placeOrder(checkout([{ productId: p.id, qty: 1 }]), { clientAddress: newAddress() }, db)).toMatchObject({ ok: true });
    const me = await createCustomer(db);
    expect(await placeOrder(checkout([{ productId: p.id, qty: 1 }]), { clientAddress: address, userId: me.id }, db)).toMatchObject({
      ok: false,
      code: 'tooManyOrders',
    });
  });

  it('counts only orders that were placed: refusals and a resubmitted checkout take nothing from the allowance', async () => {
    const p = await createProduct(db, { quantity: 10, price: '10.00' });
    const address = newAddress();
    // more than the stock, five times: none of them counts
    for (let i = 0; i < 5; i++)
      expect(await placeOrder(checkout([{ productId: p.id, qty: 11 }]), { clientAddress: address }, db)).toMatchObject({
        code: 'outOfStock',
      });
    const first = checkout([{ productId: p.id, qty: 1 }]);
    expect(await placeOrder(first, { clientAddress: address }, db)).toMatchObject({ ok: true, order: { replayed: false } });
    // the same checkout sent again answers its order, as many times as it is sent
    for (let i = 0; i < 6; i++)
      expect(await placeOrder(first, { clientAddress: address }, db)).toMatchObject({ ok: true, order: { replayed: true } });
    // four more orders make five; the sixth is refused
    for (let i = 0; i < 4; i++)
      expect(await placeOrder(checkout([{ productId: p.id, qty: 1 }]), { clientAddress: address }, db)).toMatchObject({ ok: true });
    expect(await placeOrder(checkout([{ productId: p.id, qty: 1 }]), { clientAddress: address }, db)).toMatchObject({
      ok: false,
      code: 'tooManyOrders',
    });
  });

  it('free samples: at most 2 orders a day per e-mail (however it is written) and 3 per address', async () => {
    const plank = await createProduct(db, { categoryId: floorId, quantity: 5 });
    const sample = [{ productId: plank.id, qty: 1, sample: true }];
    const name = `priya.sandhu.${uniqueTag()}`;
    // one mailbox written three ways, from three addresses
    expect(await placeOrder(checkout(sample, { email: `${name}@example.com` }), { clientAddress: newAddress() }, db)).toMatchObject({
      ok: true,
    });
    expect(await placeOrder(checkout(sample, { email: `${name}+free@Example.com` }), { clientAddress: newAddress() }, db)).toMatchObject({
      ok: true,
    });
    const before = await footprint();
    const third = await placeOrder(
      checkout(sample, { email: `${name.replaceAll('.', '')}@example.com` }),
      { clientAddress: newAddress() },
      db,
    );
    expect(third).toMatchObject({ ok: false, code: 'tooManySampleOrders', wait: { hours: 24 } });
    expect(await footprint()).toEqual(before);

    // one address, three e-mails: the fourth sample order is refused
    const address = newAddress();
    for (let i = 0; i < 3; i++) expect(await placeOrder(checkout(sample), { clientAddress: address }, db)).toMatchObject({ ok: true });
    expect(await placeOrder(checkout(sample), { clientAddress: address }, db)).toMatchObject({ ok: false, code: 'tooManySampleOrders' });
    // boxes alone are no sample order: that address may still buy them
    expect(await placeOrder(checkout([{ productId: plank.id, qty: 1 }]), { clientAddress: address }, db)).toMatchObject({ ok: true });
  });

  it("caps the goods of a guest's order paid on delivery at the shop's limit; online, signed-in and a limit of 0 are not capped", async () => {
    expect(DEFAULT_GUEST_COD_LIMIT_CENTS).toBe(250_000);
    const p = await createProduct(db, { quantity: 500, price: '50.00' });
    const before = await footprint();
    // 51 boxes at 50.00 = 2,550.00 over a limit of 2,500.00
    const tooMuch = await placeOrder(checkout([{ productId: p.id, qty: 51 }]), { clientAddress: newAddress() }, db);
    expect(tooMuch).toMatchObject({ ok: false, code: 'guestOrderTooLarge', maximum: 2500 });
    expect(await footprint()).toEqual(before);
    expect(await stockOf(db, p.id)).toBe(500);
    // exactly at the limit
    expect(await placeOrder(checkout([{ productId: p.id, qty: 50 }]), { clientAddress: newAddress() }, db)).toMatchObject({ ok: true });
    const me = await createCustomer(db);
    expect(await placeOrder(checkout([{ productId: p.id, qty: 51 }]), { clientAddress: newAddress(), userId: me.id }, db)).toMatchObject({
      ok: true,
    });
    await setSettingsPart(db, 'security', { loginForPurchase: false, guestCodLimitCents: 0 });
    try {
      expect(await placeOrder(checkout([{ productId: p.id, qty: 60 }]), { clientAddress: newAddress() }, db)).toMatchObject({ ok: true });
    } finally {
      await setSettingsPart(db, 'security', { loginForPurchase: false, guestCodLimitCents: DEFAULT_GUEST_COD_LIMIT_CENTS });
    }
  });

  it('orders placed without a client address (staff, tools) are not counted', async () => {
    const p = await createProduct(db, { quantity: 100, price: '10.00' });
    for (let i = 0; i < 12; i++) expect(await placeOrder(checkout([{ productId: p.id, qty: 1 }]), {}, db)).toMatchObject({ ok: true });
  });
});

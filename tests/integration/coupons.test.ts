import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

import { couponActions } from '@/server/dashboard/coupons';
import { editOrder, previewOrderEdit } from '@/server/dashboard/orders/order-edit';
import { getOrder } from '@/server/dashboard/orders';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { placeOrder } from '@/server/orders/place-order';
import { quoteCart } from '@/server/orders/quote-cart';
import { emailKeySql } from '@/server/orders/coupons';
import { emailKey } from '@/domain/orders/email-key';
import { ACTOR_KINDS, allowed, createActors, type ActorKind, type Need } from '../support/actors';
import { createCategory, createCustomer, createProduct, testAddress } from '../factories';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

/*
 * Coupons a shop uses (docs/requirements.md, "Coupons" and "Automatic discounts"): kinds, limits, scope, the one
 * eligibility rule through the quote and the checkout, uses per customer under concurrency, automatic discounts,
 * order edits keeping what the coupon gave, and the dashboard's rules and permissions.
 */
const { listCoupons, getCoupon, couponOptions, findCouponProducts, createCoupon, updateCoupon, deleteCoupons } = couponActions;
const uniq = () => randomUUID().slice(0, 8).toUpperCase();

describe.each(ENGINES)('coupons on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let delivery: { id: string; cost: string };
  let laminate: string;
  let accessories: string;
  let actors: Record<ActorKind, string | null>;
  let orderActors: Record<ActorKind, string | null>;

  /** a coupon written straight to the table (the dashboard's own rules are tested below) */
  const coupon = async (over: Partial<typeof t.coupons.$inferInsert> = {}) =>
    (
      await db
        .insert(t.coupons)
        .values({ code: `C-${uniq()}`, kind: 'percent', discountPercent: 10, ...over })
        .returning()
    )[0];
  const checkout = (items: { productId: string; qty: number }[], over: Record<string, unknown> = {}) => ({
    items,
    billing: { ...testAddress, email: over.email ?? testAddress.email },
    shipping: testAddress,
    shippingOptionId: delivery.id,
    paymentMethod: 'cod',
    checkoutKey: randomUUID().replace(/-/g, ''),
    ...over,
  });
  const snapshot = async () =>
    JSON.stringify(
      await rows(
        tdb,
        sql`select (select count(*)::int from orders) as orders, (select coalesce(sum(used_count), 0)::int from coupons) as uses,
          (select coalesce(sum(quantity), 0)::int from products) as stock`,
      ),
    );

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    [delivery] = await db
      .select({ id: t.shippingOptions.id, cost: t.shippingOptions.cost })
      .from(t.shippingOptions)
      .where(eq(t.shippingOptions.cost, '49.00'));
    laminate = (await createCategory(db)).id;
    accessories = (await createCategory(db)).id;
    actors = await createActors(db, 'coupon');
    orderActors = await createActors(db, 'order');
  });
  afterAll(async () => tdb?.dispose());
  // automatic coupons apply to every cart: each test switches its own off again
  afterEach(async () => {
    await db.update(t.coupons).set({ active: false }).where(eq(t.coupons.automatic, true));
  });

  describe('one eligibility rule, its reason in the quote and at checkout', () => {
    it('gives each reason through quoteCart and refuses the order with it, writing nothing', async () => {
      const p = await createProduct(db, { price: '40.00', categoryId: laminate });
      const items = [{ productId: p.id, qty: 2 }]; // 80.00
      const past = new Date(Date.now() - 86_400_000);
      const future = new Date(Date.now() + 86_400_000);
      const cases: [string, Partial<typeof t.coupons.$inferInsert> | null, Record<string, unknown>][] = [
        ['unknown', null, {}],
        ['inactive', { active: false }, {}],
        ['notYetValid', { startsAt: future }, {}],
        ['expired', { expiresAt: past }, {}],
        ['usedUp', { usageLimit: 3, usedCount: 3 }, {}],
        ['belowMinimum', { minimumSpend: '100.00' }, { couponMinimum: 100, couponMissing: 20 }],
        ['noEligibleItems', { categoryIds: [accessories] }, {}],
      ];
      for (const [reason, over, extra] of cases) {
        const code = over ? (await coupon(over)).code : 'NO-SUCH-CODE';
        const quote = await quoteCart({ items, couponCode: code.toLowerCase(), shippingOptionId: delivery.id }, {}, db);
        expect(quote, reason).toMatchObject({ coupon: null, couponError: reason, ...extra });
        expect(quote!.totals.discount).toBe(0);
        const before = await snapshot();
        const res = await placeOrder(checkout(items, { couponCode: code }), {}, db);
        expect(res, reason).toMatchObject({ ok: false, code: 'coupon', couponReason: reason });
        expect(await snapshot()).toBe(before);
      }
    });

    it('a fixed amount limited to a category with a minimum: add more, then it applies to that category only', async () => {
      const oak = await createProduct(db, { price: '30.00', categoryId: laminate });
      const glue = await createProduct(db, { price: '12.50', categoryId: accessories });
      const c = await coupon({
        kind: 'fixed',
        discountPercent: null,
        discountAmount: '25.00',
        minimumSpend: '100.00',
        categoryIds: [accessories],
      });
      const small = await quoteCart(
        {
          items: [
            { productId: oak.id, qty: 2 },
            { productId: glue.id, qty: 1 },
          ],
          couponCode: c.code,
        },
        {},
        db,
      );
      expect(small).toMatchObject({ couponError: 'belowMinimum', couponMissing: 27.5, couponMinimum: 100 });
      const items = [
        { productId: oak.id, qty: 3 },
        { productId: glue.id, qty: 1 },
      ]; // 102.50, of which glue 12.50
      const quote = await quoteCart({ items, couponCode: c.code, shippingOptionId: delivery.id }, {}, db);
      expect(quote).toMatchObject({ couponError: null, coupon: { code: c.code, kind: 'fixed', value: 25 } });
      // capped at the category's 12.50: 102.50 − 12.50 = 90.0; + 49 delivery; GST 5 % + PST 7 % of 139
      expect(quote!.totals).toMatchObject({
        subtotal: 102.5,
        goodsDiscount: 12.5,
        afterDiscount: 90,
        shipping: 49,
        taxTotal: 16.68,
        total: 155.68,
      });
      const res = await placeOrder(checkout(items, { couponCode: c.code }), {}, db);
      if (!res.ok) throw new Error(JSON.stringify(res));
      const [o] = await db.select().from(t.orders).where(eq(t.orders.id, res.order.id));
      expect(o).toMatchObject({
        couponCode: c.code,
        couponKind: 'fixed',
        couponAmount: '25.00',
        couponPercent: null,
        couponScope: { categoryIds: [accessories], productIds: [] },
        discountTotal: '12.50',
        total: '155.68',
      });
      expect((await db.select().from(t.coupons).where(eq(t.coupons.id, c.id)))[0].usedCount).toBe(1);
    });

    it('free delivery: the delivery cost is the discount, taxes only on the goods', async () => {
      const p = await createProduct(db, { price: '45.00', categoryId: laminate });
      const c = await coupon({ kind: 'free_delivery', discountPercent: null });
      const items = [{ productId: p.id, qty: 2 }];
      const quote = await quoteCart({ items, couponCode: c.code, shippingOptionId: delivery.id }, {}, db);
      expect(quote!.totals).toMatchObject({ subtotal: 90, discount: 49, deliveryDiscount: 49, shipping: 49, taxTotal: 10.8, total: 100.8 });
      const res = await placeOrder(checkout(items, { couponCode: c.code }), {}, db);
      if (!res.ok) throw new Error(JSON.stringify(res));
      const [o] = await db.select().from(t.orders).where(eq(t.orders.id, res.order.id));
      expect(o).toMatchObject({ couponKind: 'free_delivery', shippingCost: '49.00', discountTotal: '49.00', total: '100.80' });
    });
  });

  describe('uses per customer', () => {
    it('counts a guest by e-mail (any case) and a customer by account', async () => {
      const p = await createProduct(db, { price: '40.00', quantity: 100 });
      const c = await coupon({ perCustomerLimit: 1 });
      const email = `once-${uniq().toLowerCase()}@example.com`;
      const items = [{ productId: p.id, qty: 1 }];
      expect((await placeOrder(checkout(items, { couponCode: c.code, email }), {}, db)).ok).toBe(true);
      // the quote counts for the buyer the server knows (here: staff's phone order for that e-mail)
      expect(await quoteCart({ items, couponCode: c.code }, { email: email.toUpperCase() }, db)).toMatchObject({
        couponError: 'alreadyUsed',
      });
      expect(await quoteCart({ items, couponCode: c.code }, { email: 'someone-else@example.com' }, db)).toMatchObject({
        couponError: null,
      });
      expect(await placeOrder(checkout(items, { couponCode: c.code, email: email.toUpperCase() }), {}, db)).toMatchObject({
        ok: false,
        couponReason: 'alreadyUsed',
      });
      // a signed-in customer: their account's orders count, whatever e-mail the form has
      const customer = await createCustomer(db);
      const c2 = await coupon({ perCustomerLimit: 1 });
      expect(
        (await placeOrder(checkout(items, { couponCode: c2.code, email: `a-${uniq()}@example.com` }), { userId: customer.id }, db)).ok,
      ).toBe(true);
      expect(await quoteCart({ items, couponCode: c2.code }, { userId: customer.id }, db)).toMatchObject({ couponError: 'alreadyUsed' });
      expect(
        await placeOrder(checkout(items, { couponCode: c2.code, email: `b-${uniq()}@example.com` }), { userId: customer.id }, db),
      ).toMatchObject({ ok: false, couponReason: 'alreadyUsed' });
    });

    it('counts one mailbox however its address is written: +tags, dots and case make no new customer', async () => {
      const p = await createProduct(db, { price: '40.00', quantity: 100 });
      const c = await coupon({ perCustomerLimit: 1 });
      const name = `mei.tanaka.${uniq().toLowerCase()}`;
      const items = [{ productId: p.id, qty: 1 }];
      expect((await placeOrder(checkout(items, { couponCode: c.code, email: `${name}@example.com` }), {}, db)).ok).toBe(true);
      for (const variant of [
        `${name}+again@example.com`,
        `${name.replaceAll('.', '')}@EXAMPLE.com`,
        ` ${name.toUpperCase()}+x+y@example.com`,
      ])
        expect(await placeOrder(checkout(items, { couponCode: c.code, email: variant }), {}, db), variant).toMatchObject({
          ok: false,
          couponReason: 'alreadyUsed',
        });
      expect((await placeOrder(checkout(items, { couponCode: c.code, email: `${name}@example.org` }), {}, db)).ok).toBe(true);
    });

    it("a guest order with an account holder's e-mail uses up none of their coupon until it is paid", async () => {
      const p = await createProduct(db, { price: '40.00', quantity: 100 });
      const items = [{ productId: p.id, qty: 1 }];
      const holder = await createCustomer(db, { emailVerifiedAt: new Date() });
      // someone else orders as a guest with the holder's address (joined to the holder's record by e-mail), unpaid
      const c = await coupon({ perCustomerLimit: 1 });
      const squatted = await placeOrder(checkout(items, { couponCode: c.code, email: holder.email.toUpperCase() }), {}, db);
      expect(squatted).toMatchObject({ ok: true });
      expect(await quoteCart({ items, couponCode: c.code }, { userId: holder.id }, db)).toMatchObject({ couponError: null });
      expect(await placeOrder(checkout(items, { couponCode: c.code, email: holder.email }), { userId: holder.id }, db)).toMatchObject({
        ok: true,
      });
      // a paid order proves the mailbox: it counts for the account holder too
      const c2 = await coupon({ perCustomerLimit: 1 });
      const paid = await placeOrder(checkout(items, { couponCode: c2.code, email: holder.email }), {}, db);
      if (!paid.ok) throw new Error(JSON.stringify(paid));
      await db.update(t.orders).set({ paymentStatus: 'paid' }).where(eq(t.orders.id, paid.order.id));
      expect(await placeOrder(checkout(items, { couponCode: c2.code, email: holder.email }), { userId: holder.id }, db)).toMatchObject({
        ok: false,
        couponReason: 'alreadyUsed',
      });
      // and an order the verified account placed itself counts for a guest using its address
      const c3 = await coupon({ perCustomerLimit: 1 });
      expect((await placeOrder(checkout(items, { couponCode: c3.code, email: holder.email }), { userId: holder.id }, db)).ok).toBe(true);
      expect(await placeOrder(checkout(items, { couponCode: c3.code, email: holder.email }), {}, db)).toMatchObject({
        ok: false,
        couponReason: 'alreadyUsed',
      });
    });

    it('the database folds an address to the same mailbox as emailKey()', async () => {
      const addresses = [' Mei.Tanaka+x@Example.com', 'a.b+c+d@googlemail.com', 'plain@example.org', '.+@x.co', 'no-at-sign'];
      for (const a of addresses) {
        const [{ k }] = await rows(tdb, sql`select ${emailKeySql(sql`${a}::text`)} as k`);
        expect(k, a).toBe(emailKey(a));
      }
    });

    it('the quote never takes the e-mail from the browser: it cannot tell whether an address used a coupon', async () => {
      const p = await createProduct(db, { price: '40.00', quantity: 100 });
      const c = await coupon({ perCustomerLimit: 1 });
      const email = `used-${uniq().toLowerCase()}@example.com`;
      const items = [{ productId: p.id, qty: 1 }];
      expect((await placeOrder(checkout(items, { couponCode: c.code, email }), {}, db)).ok).toBe(true);
      const asked = (e: string) => quoteCart({ items, couponCode: c.code, email: e }, {}, db);
      expect(await asked(email)).toMatchObject({ couponError: null, coupon: { code: c.code } });
      expect(JSON.stringify(await asked(email))).toBe(JSON.stringify(await asked(`never-${uniq().toLowerCase()}@example.com`)));
    });

    it('two orders of one customer at once: exactly one gets the coupon', async () => {
      const p = await createProduct(db, { price: '40.00', quantity: 100 });
      const c = await coupon({ perCustomerLimit: 1 });
      const email = `race-${uniq().toLowerCase()}@example.com`;
      const results = await Promise.all(
        Array.from({ length: 4 }, () => placeOrder(checkout([{ productId: p.id, qty: 1 }], { couponCode: c.code, email }), {}, db)),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.couponReason === 'alreadyUsed')).toBe(true);
      const [row] = await db.select().from(t.coupons).where(eq(t.coupons.id, c.id));
      expect(row.usedCount).toBe(1);
      const [{ n }] = await rows(tdb, sql`select count(*)::int as n from orders where coupon_code = ${c.code}`);
      expect(n).toBe(1);
    });

    it('the total limit holds under concurrency too', async () => {
      const p = await createProduct(db, { price: '40.00', quantity: 100 });
      const c = await coupon({ usageLimit: 2 });
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          placeOrder(checkout([{ productId: p.id, qty: 1 }], { couponCode: c.code, email: `t${i}-${uniq()}@example.com` }), {}, db),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(2);
      expect((await db.select().from(t.coupons).where(eq(t.coupons.id, c.id)))[0].usedCount).toBe(2);
    });
  });

  describe('automatic discounts', () => {
    it('applies itself at quote and checkout; a typed code replaces it only when it saves more', async () => {
      const p = await createProduct(db, { price: '50.00', quantity: 100 });
      const auto = await coupon({
        code: `AUTO-${uniq()}`,
        kind: 'free_delivery',
        discountPercent: null,
        automatic: true,
        minimumSpend: '75.00',
      });
      const items = [{ productId: p.id, qty: 2 }]; // 100.00
      // below its minimum it stays out, with no message (nothing was typed)
      const low = await quoteCart({ items: [{ productId: p.id, qty: 1 }], shippingOptionId: delivery.id }, {}, db);
      expect(low).toMatchObject({ coupon: null, couponError: null });
      const quote = await quoteCart({ items, shippingOptionId: delivery.id }, {}, db);
      expect(quote).toMatchObject({ coupon: { code: auto.code, automatic: true, kind: 'free_delivery' }, couponError: null });
      expect(quote!.totals).toMatchObject({ discount: 49, total: 112 });
      const res = await placeOrder(checkout(items), {}, db);
      if (!res.ok) throw new Error(JSON.stringify(res));
      expect(res.order.total).toBe('112.00');
      const [o] = await db.select().from(t.orders).where(eq(t.orders.id, res.order.id));
      expect(o).toMatchObject({ couponCode: auto.code, couponKind: 'free_delivery', discountTotal: '49.00' });

      // 10 % (10.00) saves less than the 49.00 delivery: the automatic one stays, the code is "not better"
      const weaker = await coupon({ discountPercent: 10 });
      expect(await quoteCart({ items, couponCode: weaker.code, shippingOptionId: delivery.id }, {}, db)).toMatchObject({
        coupon: { code: auto.code },
        couponError: 'notBetter',
      });
      const kept = await placeOrder(checkout(items, { couponCode: weaker.code }), {}, db);
      expect(kept).toMatchObject({ ok: true, order: { total: '112.00' } });
      expect((await db.select().from(t.coupons).where(eq(t.coupons.id, weaker.id)))[0].usedCount).toBe(0);
      // 60 % (60.00) saves more: it replaces the automatic discount
      const stronger = await coupon({ discountPercent: 60 });
      const q2 = await quoteCart({ items, couponCode: stronger.code, shippingOptionId: delivery.id }, {}, db);
      expect(q2).toMatchObject({ coupon: { code: stronger.code }, couponError: null });
      const placed = await placeOrder(checkout(items, { couponCode: stronger.code }), {}, db);
      expect(placed).toMatchObject({ ok: true, order: { total: String(q2!.totals.total.toFixed(2)) } });
    });

    it('of several automatic discounts the customer gets the best', async () => {
      const p = await createProduct(db, { price: '50.00', quantity: 100 });
      await coupon({ code: `AUTO-A-${uniq()}`, kind: 'fixed', discountPercent: null, discountAmount: '20.00', automatic: true });
      const best = await coupon({ code: `AUTO-B-${uniq()}`, kind: 'percent', discountPercent: 30, automatic: true });
      const quote = await quoteCart({ items: [{ productId: p.id, qty: 2 }], shippingOptionId: delivery.id }, {}, db);
      expect(quote).toMatchObject({ coupon: { code: best.code }, totals: { goodsDiscount: 30 } });
    });
  });

  describe('order edits keep what the coupon gave', () => {
    it('re-prices a fixed amount limited to a category on the edited lines', async () => {
      const oak = await createProduct(db, { price: '30.00', categoryId: laminate, quantity: 50 });
      const glue = await createProduct(db, { price: '12.50', categoryId: accessories, quantity: 50 });
      const c = await coupon({ kind: 'fixed', discountPercent: null, discountAmount: '20.00', categoryIds: [accessories] });
      const res = await placeOrder(
        checkout(
          [
            { productId: oak.id, qty: 1 },
            { productId: glue.id, qty: 1 },
          ],
          { couponCode: c.code },
        ),
        {},
        db,
      );
      if (!res.ok) throw new Error(JSON.stringify(res));
      // the coupon is switched off and changed afterwards: the order keeps what it was given
      await db.update(t.coupons).set({ active: false, discountAmount: '1.00' }).where(eq(t.coupons.id, c.id));
      actAs(orderActors.staffEdit);
      const o = await getOrder({ id: res.order.id });
      if (!o.ok) throw new Error(o.error);
      const glueLine = o.data.items.find((i) => i.name === glue.name)!;
      const oakLine = o.data.items.find((i) => i.name === oak.name)!;
      const input = {
        id: res.order.id,
        version: o.data.updatedAt,
        items: [
          { itemId: oakLine.id, qty: 1 },
          { itemId: glueLine.id, qty: 3 },
        ],
        shipping: testAddress,
      };
      // glue 3 × 12.50 = 37.50, 20.00 off it: 30 + 37.50 − 20 = 47.5; + 49; GST 4.83 + PST 6.76 (each rounded) = 11.59
      const preview = await previewOrderEdit({ id: input.id, version: input.version, items: input.items });
      expect(preview).toMatchObject({ ok: true });
      const edited = await editOrder(input);
      expect(edited).toMatchObject({ ok: true, data: { total: '108.09' } });
      const [row] = await db.select().from(t.orders).where(eq(t.orders.id, res.order.id));
      expect(row).toMatchObject({ discountTotal: '20.00', couponAmount: '20.00', total: '108.09' });
    });
  });

  describe('dashboard', () => {
    const input = (over: Record<string, unknown> = {}) => ({
      code: `D-${uniq()}`,
      kind: 'percent',
      discountPercent: 10,
      discountAmount: null,
      minimumSpend: 0,
      usageLimit: null,
      perCustomerLimit: null,
      startsAt: null,
      expiresAt: null,
      active: true,
      automatic: false,
      categoryIds: [],
      productIds: [],
      ...over,
    });
    const couponSnapshot = async () => {
      const all = await rows(tdb, sql`select * from coupons order by id`);
      const [{ n }] = await rows(tdb, sql`select count(*)::int as n from audit_log`);
      return JSON.stringify([all, n]);
    };

    it('saves every kind with its value, limits, scope and automatic flag', async () => {
      actAs(actors.admin);
      const fixed = await createCoupon(
        input({
          kind: 'fixed',
          discountPercent: 50,
          discountAmount: '15.5',
          perCustomerLimit: 2,
          categoryIds: [laminate],
          automatic: true,
        }),
      );
      expect(fixed).toMatchObject({
        ok: true,
        data: { kind: 'fixed', discountPercent: null, discountAmount: 15.5, perCustomerLimit: 2, categoryIds: [laminate], automatic: true },
      });
      const free = await createCoupon(input({ kind: 'free_delivery', discountPercent: null }));
      expect(free).toMatchObject({ ok: true, data: { kind: 'free_delivery', discountPercent: null, discountAmount: null } });
      if (!free.ok) return;
      const updated = await updateCoupon({ ...input({ code: free.data.code, kind: 'percent', discountPercent: 15 }), id: free.data.id });
      expect(updated).toMatchObject({ ok: true, data: { kind: 'percent', discountPercent: 15 } });
    });

    it('finds any product by name or SKU on the server, and names only the chosen ones in the options', async () => {
      actAs(actors.admin);
      const [oak] = await db
        .select({ id: t.products.id, name: t.products.name, sku: t.products.sku })
        .from(t.products)
        .where(sql`${t.products.sku} is not null`)
        .orderBy(sql`${t.products.name} desc`)
        .limit(1);
      const byName = await findCouponProducts({ q: oak.name.slice(0, 12) });
      if (!byName.ok) throw new Error(byName.error);
      expect(byName.data.map((p) => p.id)).toContain(oak.id);
      const bySku = await findCouponProducts({ q: oak.sku!.toLowerCase() });
      if (!bySku.ok) throw new Error(bySku.error);
      // the search every dashboard product picker shares: its unit and publication too
      expect(bySku.data[0]).toMatchObject(oak);
      // one letter is not a search; a search answers twenty at most
      expect(await findCouponProducts({ q: 'o' })).toMatchObject({ ok: false, status: 400 });
      const many = await findCouponProducts({ q: 'oa' });
      if (!many.ok) throw new Error(many.error);
      expect(many.data.length).toBeLessThanOrEqual(20);
      const options = await couponOptions({ productIds: [oak.id] });
      if (!options.ok) throw new Error(options.error);
      expect(options.data.products).toEqual([oak]);
      expect(options.data.categories.length).toBeGreaterThan(0);
      const none = await couponOptions({});
      if (!none.ok) throw new Error(none.error);
      expect(none.data.products).toEqual([]);
    });

    it('refuses bad values with a field error and writes nothing', async () => {
      actAs(actors.admin);
      const before = await couponSnapshot();
      const refusals: [Record<string, unknown>, Record<string, string>][] = [
        [{ kind: 'fixed', discountAmount: 0 }, { discountAmount: 'mustBePositive' }],
        [{ kind: 'fixed', discountAmount: null }, { discountAmount: 'mustBePositive' }],
        [{ kind: 'percent', discountPercent: 101 }, { discountPercent: 'percentRange' }],
        [{ kind: 'percent', discountPercent: null }, { discountPercent: 'percentRange' }],
        [{ kind: 'bogus' }, { kind: 'invalid' }],
        [{ perCustomerLimit: 0 }, { perCustomerLimit: 'mustBePositive' }],
        [{ startsAt: '2026-12-02T00:00:00Z', expiresAt: '2026-12-01T00:00:00Z' }, { expiresAt: 'endBeforeStart' }],
        [{ categoryIds: [randomUUID()] }, { categoryIds: 'invalid' }],
        [{ productIds: ['not-a-uuid'] }, { 'productIds.0': 'invalid' }],
      ];
      for (const [over, fieldErrors] of refusals) {
        expect(await createCoupon(input(over)), JSON.stringify(over)).toMatchObject({ ok: false, status: 400, fieldErrors });
      }
      expect(await couponSnapshot()).toBe(before);
    });

    it('lists kind, value and status: scheduled, active, expired, used up, off', async () => {
      actAs(actors.admin);
      const tag = uniq();
      const day = 86_400_000;
      const made = {
        scheduled: await coupon({ code: `S-${tag}-1`, startsAt: new Date(Date.now() + day) }),
        active: await coupon({ code: `S-${tag}-2`, kind: 'fixed', discountPercent: null, discountAmount: '5.00' }),
        expired: await coupon({ code: `S-${tag}-3`, expiresAt: new Date(Date.now() - day) }),
        usedUp: await coupon({ code: `S-${tag}-4`, usageLimit: 1, usedCount: 1 }),
        inactive: await coupon({ code: `S-${tag}-5`, active: false }),
      };
      const list = await listCoupons({ q: `S-${tag}`, sort: 'code', dir: 'asc' });
      if (!list.ok) throw new Error(list.error);
      expect(list.data.rows.map((r) => [r.code, r.status])).toEqual(Object.entries(made).map(([status, c]) => [c.code, status]));
      expect(list.data.rows[1]).toMatchObject({ kind: 'fixed', discountAmount: 5 });
    });

    /** [action, need, call (given a fresh coupon id)] */
    const cases: [string, Need, (id: string) => Promise<{ ok: boolean; status?: number }>][] = [
      ['coupon.list', 'view', () => listCoupons({})],
      ['coupon.get', 'view', (id) => getCoupon({ id })],
      ['coupon.options', 'view', () => couponOptions({})],
      ['coupon.findProducts', 'view', () => findCouponProducts({ q: 'oak' })],
      ['coupon.create', 'edit', () => createCoupon(input({ kind: 'fixed', discountAmount: 5, categoryIds: [laminate] }))],
      ['coupon.update', 'edit', (id) => updateCoupon({ id, ...input({ kind: 'free_delivery', automatic: true }) })],
      ['coupon.delete', 'delete', (id) => deleteCoupons({ ids: [id] })],
    ];
    describe.each(cases)('%s', (_name, need, call) => {
      it.each(ACTOR_KINDS)('as %s: allowed, or 403 and nothing written', async (kind) => {
        const id = (await coupon({ kind: 'fixed', discountPercent: null, discountAmount: '3.00' })).id;
        actAs(actors[kind]);
        const before = await couponSnapshot();
        const res = await call(id);
        expect(res.ok, `${kind} ${need}`).toBe(allowed(kind, need));
        if (!res.ok) {
          expect(res.status).toBe(403);
          expect(await couponSnapshot()).toBe(before);
        } else if (need !== 'view') expect(await couponSnapshot()).not.toBe(before);
      });
    });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// the page cache lives in Next.js's request scope; here the tags an order clears are recorded
const cleared = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
  revalidateTag: (tag: string) => void cleared.push(tag),
}));
import { and, eq, sql } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { placeOrder } from '@/server/orders/place-order';
import { quoteCart } from '@/server/orders/quote-cart';
import { MAX_LINE_QUANTITY } from '@/domain/cart/cart';
import { findCustomerOrder, findGuestOrder, findOrderById } from '@/server/orders/find-order';
import { listAccountOrders } from '@/server/account/list-orders';
import { orderSummaryRows, summaryRows, variantName } from '@/domain/orders/summary';
import { createCustomer, createProduct, createVariableProduct } from '../factories';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';

const address = {
  fullName: 'Priya Sandhu',
  phone: '604-555-0123',
  email: 'Priya@example.com',
  house: '12 King George Blvd',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3T 2W1',
  country: 'CA',
};

describe.each(ENGINES)('placing orders on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let delivery: { id: string; cost: string };

  const checkout = (
    items: { productId: string; variantId?: string; qty: number; price?: number }[],
    over: Record<string, unknown> = {},
  ) => ({
    items,
    billing: address,
    shipping: address,
    shippingOptionId: delivery.id,
    paymentMethod: 'cod',
    checkoutKey: randomUUID().replace(/-/g, ''),
    ...over,
  });

  /** a fresh simple product with the given stock and price */
  const product = (quantity: number, price = '40.00', discount = price) => createProduct(db, { quantity, price, discount });

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    [delivery] = await db
      .select({ id: t.shippingOptions.id, cost: t.shippingOptions.cost })
      .from(t.shippingOptions)
      .where(eq(t.shippingOptions.cost, '49.00'));
  });
  afterAll(async () => tdb?.dispose());

  it('an order clears the page of its product only; the lists showing its card when it took the last box', async () => {
    const p = await product(3);
    cleared.length = 0;
    expect((await placeOrder(checkout([{ productId: p.id, qty: 1 }]), {}, db)).ok).toBe(true);
    // stock left: its own page shows the new figure; no list, no other product, no per-query cache
    expect(cleared).toEqual([`catalogue:product:${p.slug}`]);
    cleared.length = 0;
    const res = await placeOrder(checkout([{ productId: p.id, qty: 2 }]), {}, db);
    expect(res.ok).toBe(true);
    // the last boxes: its card says out of stock wherever it is listed
    expect(cleared.sort()).toEqual([`catalogue:card:${p.id}`, 'catalogue:cards', `catalogue:product:${p.slug}`].sort());
    // a refused order (out of stock now) changes nothing and clears nothing
    cleared.length = 0;
    expect((await placeOrder(checkout([{ productId: p.id, qty: 1 }]), {}, db)).ok).toBe(false);
    expect(cleared).toEqual([]);
  });

  it('recomputes tampered prices from the database and charges delivery and BC taxes', async () => {
    const p = await product(10, '60.00', '49.99');
    const res = await placeOrder(checkout([{ productId: p.id, qty: 2, price: 0.01 }], { total: 1 }), {}, db);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, res.order.id));
    // 2 x 49.99 = 99.98 (cart total to 1 decimal: 100.0; docs/requirements.md, "Taxes (GST and PST)") + 49 delivery = 149.0; GST 7.45, PST 10.43
    expect(o.subtotal).toBe('99.98');
    expect(o.shippingCost).toBe('49.00');
    expect(o.taxLines).toEqual([
      { name: 'GST', rate: 5, amount: '7.45' },
      { name: 'PST', rate: 7, amount: '10.43' },
    ]);
    expect(o.total).toBe('166.88');
    expect(o.email).toBe('priya@example.com');
    const items = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, o.id));
    expect(items).toMatchObject([{ unitPrice: '49.99', quantity: 2, lineTotal: '99.98' }]);
    const [after] = await db.select({ q: t.products.quantity, sold: t.products.sold }).from(t.products).where(eq(t.products.id, p.id));
    expect(after).toEqual({ q: 8, sold: 2 });
    const history = await db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, o.id));
    expect(history.map((h) => h.status)).toEqual(['pending']);
  });

  it('refuses more than the stock with a clear code and changes nothing', async () => {
    const p = await product(3);
    const [{ n: before }] = await db.select({ n: sql<number>`count(*)::int` }).from(t.orders);
    const res = await placeOrder(checkout([{ productId: p.id, qty: 4 }]), {}, db);
    expect(res).toMatchObject({ ok: false, code: 'outOfStock', products: [p.name] });
    const [{ q }] = await db.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, p.id));
    expect(q).toBe(3);
    const [{ n: after }] = await db.select({ n: sql<number>`count(*)::int` }).from(t.orders);
    expect(after).toBe(before);
  });

  it('keeps unlimited stock unlimited', async () => {
    const p = await product(-1);
    const res = await placeOrder(checkout([{ productId: p.id, qty: 500 }]), {}, db);
    expect(res.ok).toBe(true);
    const [{ q }] = await db.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, p.id));
    expect(q).toBe(-1);
  });

  it('decrements the chosen variant', async () => {
    const [v] = await db
      .select()
      .from(t.variants)
      .where(sql`${t.variants.quantity} > 2`)
      .limit(1);
    const res = await placeOrder(checkout([{ productId: v.productId, variantId: v.id, qty: 2 }]), {}, db);
    expect(res.ok).toBe(true);
    const [after] = await db.select({ q: t.variants.quantity }).from(t.variants).where(eq(t.variants.id, v.id));
    expect(after.q).toBe(v.quantity - 2);
    const [item] = await db.select().from(t.orderItems).where(eq(t.orderItems.variantId, v.id));
    expect(item.unitPrice).toBe(v.discount);
  });

  it('pictures a line of a colour with a picture of its own by that picture, in the quote and in the order', async () => {
    const [v] = await db
      .select()
      .from(t.variants)
      .where(sql`${t.variants.quantity} > 2`)
      .limit(1);
    const own = '/images/catalog/smoked-grey-swatch.webp';
    await db.update(t.variants).set({ image: own }).where(eq(t.variants.id, v.id));
    const items = [{ productId: v.productId, variantId: v.id, qty: 1 }];
    const quote = await quoteCart({ items }, {}, db);
    expect(quote!.lines[0].image).toBe(own);
    expect((await placeOrder(checkout(items), {}, db)).ok).toBe(true);
    const pictured = await db.select({ image: t.orderItems.image }).from(t.orderItems).where(eq(t.orderItems.variantId, v.id));
    expect(pictured.map((r) => r.image)).toContain(own);
    // a colour without a picture of its own shows the product's first
    await db.update(t.variants).set({ image: null }).where(eq(t.variants.id, v.id));
    const [first] = await db
      .select({ url: t.productImages.url })
      .from(t.productImages)
      .where(and(eq(t.productImages.productId, v.productId), eq(t.productImages.position, 0)));
    expect((await quoteCart({ items }, {}, db))!.lines[0].image).toBe(first?.url ?? null);
  });

  it('makes one order when the same checkout is submitted twice', async () => {
    const p = await product(10);
    const body = checkout([{ productId: p.id, qty: 1 }]);
    const [a, b] = await Promise.all([placeOrder(body, {}, db), placeOrder(body, {}, db)]);
    const c = await placeOrder(body, {}, db);
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (!a.ok || !b.ok || !c.ok) return;
    expect(new Set([a.order.id, b.order.id, c.order.id]).size).toBe(1);
    expect(c.order.replayed).toBe(true);
    const [{ q }] = await db.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, p.id));
    expect(q).toBe(9);
  });

  it('a checkout key counts only for the browser that sent it: replayed from another, it reveals nothing', async () => {
    const p = await product(10);
    const body = checkout([{ productId: p.id, qty: 1 }]);
    const mine = { clientId: randomUUID() };
    const first = await placeOrder(body, mine, db);
    if (!first.ok) throw new Error(first.code);
    const again = await placeOrder(body, mine, db);
    expect(again).toMatchObject({ ok: true, order: { id: first.order.id, replayed: true } });
    // another browser, another account, or no identity at all: never the first order
    const someone = await createCustomer(db, { name: 'Sam' });
    for (const stranger of [{ clientId: randomUUID() }, { userId: someone.id }, {}]) {
      const res = await placeOrder(body, stranger, db);
      expect(res.ok && res.order.id === first.order.id).toBe(false);
      if (res.ok) expect(res.order.replayed).toBe(false);
    }
  });

  it('validates every field with translation keys', async () => {
    const res = await placeOrder({ ...checkout([]), billing: { ...address, email: 'nope', zipCode: '' } }, {}, db);
    expect(res).toMatchObject({
      ok: false,
      code: 'invalid',
      fields: { items: 'emptyCart', 'billing.email': 'invalidEmail', 'billing.zipCode': 'required' },
    });
  });

  it('refuses a Canadian postal code of the wrong form or province and a one-letter name, writing nothing; stores "V3T 1V8"', async () => {
    const p = await product(5);
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(t.orders))[0].n;
    const before = await count();
    const refused: [Record<string, string>, Record<string, string>][] = [
      [{ zipCode: 'ZZZ' }, { 'billing.zipCode': 'invalidPostalCode' }],
      [{ zipCode: '12345' }, { 'billing.zipCode': 'invalidPostalCode' }],
      [{ zipCode: 'D3T 1V8' }, { 'billing.zipCode': 'invalidPostalCode' }],
      [{ zipCode: 'A1A 1A1' }, { 'billing.zipCode': 'postalCodeProvince' }],
      [{ state: 'Cascadia' }, { 'billing.state': 'invalidProvince' }],
      [{ fullName: 'P' }, { 'billing.fullName': 'nameTooShort' }],
    ];
    for (const [change, fields] of refused) {
      const res = await placeOrder(checkout([{ productId: p.id, qty: 1 }], { billing: { ...address, ...change } }), {}, db);
      expect(res, JSON.stringify(change)).toEqual({ ok: false, code: 'invalid', fields });
    }
    // the shipping address is held to the same rule
    expect(await placeOrder(checkout([{ productId: p.id, qty: 1 }], { shipping: { ...address, zipCode: 'A1A 1A1' } }), {}, db)).toEqual({
      ok: false,
      code: 'invalid',
      fields: { 'shipping.zipCode': 'postalCodeProvince' },
    });
    expect(await count()).toBe(before);
    const [{ q }] = await db.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, p.id));
    expect(q).toBe(5);

    const typed = { ...address, zipCode: 'v3t1v8' };
    const res = await placeOrder(checkout([{ productId: p.id, qty: 1 }], { billing: typed, shipping: typed }), {}, db);
    if (!res.ok) throw new Error(res.code);
    const [row] = await db
      .select({ billing: t.orders.billing, shipping: t.orders.shipping })
      .from(t.orders)
      .where(eq(t.orders.id, res.order.id));
    expect([row.billing.zipCode, row.shipping.zipCode]).toEqual(['V3T 1V8', 'V3T 1V8']);
  });

  it('applies a coupon, uses it atomically and refuses it below the minimum spend', async () => {
    const code = `T${randomUUID().slice(0, 6).toUpperCase()}`;
    await db.insert(t.coupons).values({ code, discountPercent: 10, minimumSpend: '50.00', usageLimit: 1 });
    const p = await product(10, '30.00');
    const low = await placeOrder(checkout([{ productId: p.id, qty: 1 }], { couponCode: code }), {}, db);
    expect(low).toMatchObject({ ok: false, code: 'coupon', couponReason: 'belowMinimum' });
    const ok = await placeOrder(checkout([{ productId: p.id, qty: 2 }], { couponCode: code.toLowerCase() }), {}, db);
    expect(ok.ok).toBe(true);
    if (ok.ok) {
      const [o] = await db.select().from(t.orders).where(eq(t.orders.id, ok.order.id));
      expect(o).toMatchObject({ couponCode: code, couponPercent: 10, subtotal: '60.00', discountTotal: '6.00' });
    }
    const used = await placeOrder(checkout([{ productId: p.id, qty: 2 }], { couponCode: code }), {}, db);
    expect(used).toMatchObject({ ok: false, code: 'coupon', couponReason: 'usedUp' });
    const [{ q }] = await db.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, p.id));
    expect(q).toBe(8);
  });

  it('refuses a payment method that is switched off, and guests when login is required', async () => {
    const p = await product(5);
    expect(await placeOrder(checkout([{ productId: p.id, qty: 1 }], { paymentMethod: 'stripe' }), {}, db)).toMatchObject({
      ok: false,
      code: 'paymentUnavailable',
    });
    const [row] = await db.select().from(t.settings);
    await db.update(t.settings).set({ data: { ...row.data, security: { ...row.data.security, loginForPurchase: true } } });
    expect(await placeOrder(checkout([{ productId: p.id, qty: 1 }]), {}, db)).toMatchObject({ ok: false, code: 'loginRequired' });
    await db.update(t.settings).set({ data: row.data });
  });

  it("a form filled in signed in is placed as the customer's or not at all: a session that ended is refused, nothing written", async () => {
    const p = await product(5);
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(t.orders);
    expect(await placeOrder(checkout([{ productId: p.id, qty: 1 }], { asCustomer: true }), {}, db)).toMatchObject({
      ok: false,
      code: 'sessionExpired',
    });
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(t.orders)).toEqual(before);
    const [stock] = await db.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, p.id));
    expect(stock.q).toBe(5);
    // still signed in: the order is theirs
    const customer = await createCustomer(db, { name: 'Signed In' });
    const placed = await placeOrder(checkout([{ productId: p.id, qty: 1 }], { asCustomer: true }), { userId: customer.id }, db);
    expect(placed.ok).toBe(true);
    const [order] = await db
      .select({ userId: t.orders.userId })
      .from(t.orders)
      .where(eq(t.orders.id, placed.ok ? placed.order.id : ''));
    expect(order.userId).toBe(customer.id);
  });

  it('prices a line of the most one order may hold (the cart stops there: cart-view.test.tsx), and quotes nothing beyond it', async () => {
    const [shoe] = await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.slug, 'primed-mdf-base-shoe-8-ft'));
    const full = await quoteCart({ items: [{ productId: shoe.id, qty: MAX_LINE_QUANTITY }] }, {}, db);
    expect(full?.lines[0]).toMatchObject({ qty: 10_000, unitPrice: 4.49, available: true, lineTotal: 44_900 });
    expect(await quoteCart({ items: [{ productId: shoe.id, qty: MAX_LINE_QUANTITY + 1 }] }, {}, db)).toBeNull();
  });

  it('quotes a cart exactly as the order will be charged', async () => {
    const p = await product(10, '30.00');
    const low = await quoteCart({ couponCode: 'welcome10', items: [{ productId: p.id, qty: 3 }] }, {}, db);
    expect(low).toMatchObject({ coupon: null, couponError: 'belowMinimum', couponMinimum: 100 });
    const quote = await quoteCart({ couponCode: 'WELCOME10', items: [{ productId: p.id, qty: 4 }], shippingOptionId: delivery.id }, {}, db);
    expect(quote?.coupon).toMatchObject({ code: 'WELCOME10', kind: 'percent', value: 10, automatic: false, scope: null });
    expect(quote?.lines[0]).toMatchObject({ name: p.name, unitPrice: 30, qty: 4, stock: 10, available: true, lineTotal: 120 });
    const placed = await placeOrder(checkout([{ productId: p.id, qty: 4 }], { couponCode: 'WELCOME10' }), {}, db);
    if (!placed.ok) throw new Error('order refused');
    expect(Number(placed.order.total)).toBe(quote?.totals.total);
    expect(await quoteCart({ couponCode: 'NOPE', items: [] }, {}, db)).toMatchObject({ couponError: 'unknown' });
    const short = await quoteCart({ items: [{ productId: p.id, qty: 7 }] }, {}, db);
    expect(short?.lines[0]).toMatchObject({ stock: 6, available: false });
    expect(short?.totals.total).toBe(0);
  });

  it('finds a guest order only by number and e-mail together, and a customer order only for its owner', async () => {
    const p = await product(5);
    const res = await placeOrder(checkout([{ productId: p.id, qty: 1 }]), {}, db);
    if (!res.ok) throw new Error('order refused');
    const found = await findGuestOrder({ number: res.order.number.toLowerCase(), email: ' PRIYA@example.com ' }, db);
    expect(found).toMatchObject({
      number: res.order.number,
      status: 'pending',
      items: [{ name: p.name, quantity: 1 }],
      history: [{ status: 'pending' }],
    });
    expect(await findGuestOrder({ number: res.order.number, email: 'someone@example.com' }, db)).toBeNull();
    const u = await createCustomer(db, { name: 'Owner' });
    const other = await createCustomer(db, { name: 'Other' });
    const mine = await placeOrder(checkout([{ productId: p.id, qty: 1 }]), { userId: u.id }, db);
    if (!mine.ok) throw new Error('order refused');
    expect((await findCustomerOrder(u.id, mine.order.id, db))?.number).toBe(mine.order.number);
    expect(await findCustomerOrder(other.id, mine.order.id, db)).toBeNull();
  });

  it('shows the same summary rows for the quote and for the order it became, in every reader (docs/requirements.md, "Order summary")', async () => {
    const [color] = await db.select().from(t.colors).limit(1);
    const [attribute] = await db.select().from(t.attributeValues).limit(1);
    const { product: p, variants } = await createVariableProduct(db, [
      { colorId: color.id, attributeValueId: attribute.id, price: '59.99', discount: '49.99', quantity: 10 },
    ]);
    const u = await createCustomer(db, { name: 'Summary' });
    // 3 x 49.99 = 149.97, 10 % off (15.00) = 134.973 -> a cart total of 135.0: a rounding of +0.03
    const items = [{ productId: p.id, variantId: variants[0].id, qty: 3 }];
    const quote = await quoteCart({ items, couponCode: 'WELCOME10', shippingOptionId: delivery.id }, {}, db);
    if (!quote) throw new Error('no quote');
    expect(quote.lines[0]).toMatchObject({ colorName: color.name, attributeName: attribute.value });
    const quoted = summaryRows({ ...quote.totals, couponCode: quote.coupon?.code });
    expect(quoted).toEqual([
      { kind: 'subtotal', amount: 149.97 },
      { kind: 'discount', amount: -15, code: 'WELCOME10' },
      { kind: 'rounding', amount: 0.03 },
      { kind: 'delivery', amount: 49 },
      { kind: 'tax', name: 'GST', rate: 5, amount: 9.2 },
      { kind: 'tax', name: 'PST', rate: 7, amount: 12.88 },
      { kind: 'total', amount: 206.08 },
    ]);

    const placed = await placeOrder(checkout(items, { couponCode: 'WELCOME10' }), { userId: u.id }, db);
    if (!placed.ok) throw new Error('order refused');
    const guestView = await findGuestOrder({ number: placed.order.number, email: address.email }, db);
    const confirmation = await findOrderById(placed.order.id, db);
    const [history] = await listAccountOrders(u.id, db);
    for (const stored of [guestView, confirmation, history]) {
      if (!stored) throw new Error('order not found');
      expect(orderSummaryRows(stored)).toEqual(quoted);
      expect(stored.items.map((i) => variantName(i))).toEqual([`${color.name} · ${attribute.value}`]);
    }
    expect(history).toMatchObject({
      couponCode: 'WELCOME10',
      taxLines: [
        { name: 'GST', rate: 5, amount: '9.20' },
        { name: 'PST', rate: 7, amount: '12.88' },
      ],
    });
    expect(confirmation).toMatchObject({ shippingCost: '49.00' });
  });

  it.skipIf(engine !== 'postgres')('lets exactly 5 of 50 simultaneous buyers have the last 5 boxes', async () => {
    const p = await product(5);
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 50 }, () => placeOrder(checkout([{ productId: p.id, qty: 1 }]), {}, db)));
    const ms = Date.now() - started;
    const ok = results.filter((r) => r.ok).length;
    const refused = results.filter((r) => !r.ok && r.code === 'outOfStock').length;
    console.log(`concurrency: 50 simultaneous orders for 5 boxes -> ${ok} placed, ${refused} refused in ${ms} ms`);
    expect(ok).toBe(5);
    expect(refused).toBe(45);
    const [{ q }] = await db.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, p.id));
    expect(q).toBe(0);
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.orderItems)
      .where(and(eq(t.orderItems.productId, p.id)));
    expect(n).toBe(5);
  });

  it.skipIf(engine !== 'postgres')(
    'places simultaneous orders of the same products in opposite line orders without a deadlock',
    async () => {
      const [a, b, c] = [await product(1000), await product(1000), await product(1000)];
      const orders = [
        [a, b, c],
        [c, b, a],
        [b, a, c],
        [c, a, b],
      ];
      // each order locks its stock rows while the others wait: in line order, opposite orders deadlock and PostgreSQL aborts one
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          placeOrder(checkout(orders[i % orders.length].map((p) => ({ productId: p.id, qty: 1 }))), {}, db),
        ),
      );
      expect(results.filter((r) => !r.ok)).toEqual([]);
      const left = await db
        .select({ q: t.products.quantity, sold: t.products.sold })
        .from(t.products)
        .where(sql`${t.products.id} in (${a.id}, ${b.id}, ${c.id})`);
      expect(left).toEqual([
        { q: 960, sold: 40 },
        { q: 960, sold: 40 },
        { q: 960, sold: 40 },
      ]);
    },
  );
});

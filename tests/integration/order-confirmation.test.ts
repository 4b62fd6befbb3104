import { rmSync } from 'node:fs';
import { formatMoney } from '@/lib/money';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';

const outboxRoot = vi.hoisted(() => {
  // the mail module writes to DATA_DIR/outbox; env is read once at import
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync: mk } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { tmpdir } = require('node:os') as typeof import('node:os');
  const dir = mk(`${tmpdir()}/floorshop-orders-`);
  process.env.DATA_DIR = dir;
  delete process.env.SMTP_URL;
  return dir;
});

import * as t from '@/server/db/schema';
import { placeOrder } from '@/server/orders/place-order';
import { sendOrderConfirmation } from '@/server/orders/send-order-confirmation';
import { createProduct } from '../factories';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';
import { outboxFiles, readMail } from '../support/outbox';

const outbox = () => outboxFiles(outboxRoot);
/** the decoded text of an .eml */
const readEml = readMail;

afterAll(() => rmSync(outboxRoot, { recursive: true, force: true }));

describe.each(ENGINES)('order confirmation e-mail on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
  });
  afterAll(async () => tdb?.dispose());

  it('sends one e-mail with the order number, items, total and lookup link; a replayed checkout sends none', async () => {
    const [cat] = await db.select({ id: t.categories.id }).from(t.categories).limit(1);
    const slug = `mail-${randomUUID()}`;
    const [p] = await db
      .insert(t.products)
      .values({
        name: 'Mail Oak Plank',
        slug,
        categoryId: cat.id,
        unit: 'sq ft',
        unitValue: '20.00',
        price: '50.00',
        discount: '45.50',
        quantity: 10,
      })
      .returning();
    const [delivery] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).where(eq(t.shippingOptions.cost, '49.00'));
    const input = {
      items: [{ productId: p.id, qty: 2 }],
      billing: {
        fullName: 'Priya Sandhu',
        phone: '604-555-0123',
        email: 'priya.mail@example.com',
        house: '12 King George Blvd',
        city: 'Surrey',
        state: 'BC',
        zipCode: 'V3T 2W1',
        country: 'CA',
      },
      shipping: {
        fullName: 'Priya Sandhu',
        phone: '604-555-0123',
        email: 'priya.mail@example.com',
        house: '12 King George Blvd',
        city: 'Surrey',
        state: 'BC',
        zipCode: 'V3T 2W1',
        country: 'CA',
      },
      shippingOptionId: delivery.id,
      paymentMethod: 'cod',
      checkoutKey: randomUUID().replace(/-/g, ''),
    };
    const before = outbox().length;
    const first = await placeOrder(input, {}, db);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const sent = await sendOrderConfirmation(first.order, { locale: 'en', origin: 'http://shop.test' }, db);
    expect(sent?.via).toBe('outbox');
    const files = outbox();
    expect(files.length).toBe(before + 1);
    const eml = readEml(sent!.via === 'outbox' ? sent!.file : '');
    expect(eml).toMatch(new RegExp(`^Subject: .*${first.order.number}`, 'm'));
    expect(eml).toContain('To: priya.mail@example.com');
    expect(eml).toContain('Mail Oak Plank');
    expect(eml).toContain(`Total: ${formatMoney(first.order.total, 'en', '$')}`);
    expect(eml).toContain('http://shop.test/order/lookup');

    const again = await placeOrder(input, {}, db);
    expect(again.ok && again.order.replayed).toBe(true);
    if (!again.ok) return;
    expect(again.order.number).toBe(first.order.number);
    expect(await sendOrderConfirmation(again.order, { locale: 'en', origin: 'http://shop.test' }, db)).toBeNull();
    expect(outbox().length).toBe(before + 1);
  });

  it("an Arabic order's mail links to the Arabic order look-up page and names the delivery in Arabic", async () => {
    const [delivery] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).where(eq(t.shippingOptions.cost, '49.00'));
    const p = await createProduct(db, { quantity: 10 });
    const address = {
      fullName: 'Layla Haddad',
      phone: '604-555-0199',
      email: 'layla.mail@example.com',
      house: '13450 104 Ave',
      city: 'Surrey',
      state: 'BC',
      zipCode: 'V3T 1V8',
      country: 'CA',
    };
    const input = {
      items: [{ productId: p.id, qty: 1 }],
      billing: address,
      shipping: address,
      shippingOptionId: delivery.id,
      paymentMethod: 'cod',
      checkoutKey: randomUUID().replace(/-/g, ''),
    };
    const placed = await placeOrder(input, { locale: 'ar' }, db);
    expect(placed.ok, JSON.stringify(placed)).toBe(true);
    if (!placed.ok) return;
    // the delivery option's Arabic type and area are kept on the order; the dashboard's English ones too
    const [row] = await db.select().from(t.orders).where(eq(t.orders.id, placed.order.id));
    expect(row).toMatchObject({
      deliveryType: 'Local delivery',
      deliveryArea: 'Surrey, Delta & White Rock',
      localDeliveryType: 'توصيل محلي',
      localDeliveryArea: 'ساري ودلتا ووايت روك',
    });
    // the checkout passes its language; a mail sent later (no language given) takes the order's
    for (const opts of [{ locale: 'ar' as const, origin: 'http://shop.test/' }, { origin: 'http://shop.test' }]) {
      const sent = await sendOrderConfirmation(placed.order, opts, db);
      // quoted-printable undone, UTF-8 read back
      const eml = readEml(sent!.via === 'outbox' ? sent!.file : '');
      expect(eml).toContain('http://shop.test/ar/order/lookup');
      expect(eml).not.toContain('http://shop.test/order/lookup');
      expect(eml).toContain('ساري ودلتا ووايت روك');
      expect(eml).not.toContain('Surrey, Delta');
    }
  });

  it('writes the e-mail in the customer language', async () => {
    const [o] = await db
      .select({ id: t.orders.id, number: t.orders.number, total: t.orders.total, status: t.orders.status })
      .from(t.orders)
      .limit(1);
    const sent = await sendOrderConfirmation({ ...o, replayed: false }, { locale: 'fr', origin: 'http://shop.test' }, db);
    expect(sent?.via).toBe('outbox');
    const eml = readEml(sent!.via === 'outbox' ? sent!.file : '');
    expect(eml).toContain('Sous-total');
    expect(eml).toContain(o.number);
  });
});

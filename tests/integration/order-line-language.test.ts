import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';

const outboxRoot = vi.hoisted(() => {
  // the mail module writes to DATA_DIR/outbox; env is read once at import
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync: mk } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { tmpdir } = require('node:os') as typeof import('node:os');
  const dir = mk(`${tmpdir()}/floorshop-line-language-`);
  process.env.DATA_DIR = dir;
  delete process.env.SMTP_URL;
  return dir;
});

// the invoice reads the staff member's language and the dashboard's texts through next-intl: English here
vi.mock('next-intl/server', () => import('../support/next-intl-english'));

import * as t from '@/server/db/schema';
import { placeOrder } from '@/server/orders/place-order';
import { sendOrderConfirmation } from '@/server/orders/send-order-confirmation';
import { sendOrderShipment } from '@/server/orders/send-order-shipment';
import { sendOrderReadyForPickup } from '@/server/orders/send-order-ready-for-pickup';
import { findOrderById } from '@/server/orders/find-order';
import { useDbHandle } from '@/server/db';
import { orderPdfResponse } from '@/features/dashboard/orders/pdf/order-pdf-response';
import { pdfText } from '../support/pdf-text';
import { loadOrderDetail } from '@/server/dashboard/orders';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';
import { checkoutOf } from '../support/orders';
import { readMail } from '../support/outbox';

/** the e-mail's text as sent (quoted-printable undone, UTF-8 read back) */
const mailText = readMail;

afterAll(() => rmSync(outboxRoot, { recursive: true, force: true }));

const ADDRESS = {
  fullName: 'Amira Haddad',
  phone: '604-555-0188',
  email: 'amira.lines@example.com',
  house: '12 King George Blvd',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3T 2W1',
  country: 'CA',
};

describe.each(ENGINES)('order lines in the order language on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let productId: string;
  let vinylId: string;
  let variantId: string;
  let colorId: string;
  let checkout: ReturnType<typeof checkoutOf>;

  /** the order shipped whole in one parcel (as order.setShipment leaves it), without the action's own mail */
  async function shipWhole(orderId: string, trackingNumber: string) {
    const items = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, orderId));
    const lines = items.map((i) => ({ itemId: i.id, quantity: i.quantity }));
    const [s] = await db
      .insert(t.orderShipments)
      .values({ orderId, position: 1, carrier: 'canada-post', trackingNumber, lines })
      .returning();
    await db.update(t.orders).set({ shippedAt: new Date(), status: 'shipped' }).where(eq(t.orders.id, orderId));
    return s.id;
  }

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    const [cat] = await db.select({ id: t.categories.id }).from(t.categories).limit(1);
    const [p] = await db
      .insert(t.products)
      .values({
        name: 'Kitsilano Oak Plank',
        slug: `kitsilano-${randomUUID()}`,
        categoryId: cat.id,
        unit: 'sq ft',
        unitValue: '20.00',
        price: '50.00',
        discount: '45.50',
        quantity: 100,
        translations: { fr: { name: 'Planche de chêne Kitsilano' }, ar: { name: 'لوح بلوط كيتسيلانو' } },
      })
      .returning();
    productId = p.id;
    // a coloured variant: its colour translated in French and Arabic, its attribute value in French only
    const [color] = await db
      .insert(t.colors)
      .values({ name: 'Smoked Walnut Line', hex: '#5b4636', translations: { fr: { name: 'Noyer fumé' }, ar: { name: 'جوز مدخن' } } })
      .returning();
    colorId = color.id;
    const [attr] = await db.insert(t.attributes).values({ name: 'Line Thickness' }).returning();
    const [value] = await db
      .insert(t.attributeValues)
      .values({ attributeId: attr.id, value: '12mm thick', translations: { fr: { value: '12 mm d’épaisseur' } } })
      .returning();
    const [vinyl] = await db
      .insert(t.products)
      .values({
        name: 'Tofino Vinyl Plank',
        slug: `tofino-${randomUUID()}`,
        categoryId: cat.id,
        type: 'variable',
        unit: 'box',
        unitValue: '1.00',
        price: '0',
        discount: '0',
        quantity: 0,
        translations: { fr: { name: 'Lame vinyle Tofino' }, ar: { name: 'لوح فينيل توفينو' } },
      })
      .returning();
    vinylId = vinyl.id;
    const [variant] = await db
      .insert(t.variants)
      .values({ productId: vinyl.id, colorId: color.id, attributeValueId: value.id, price: '30.00', discount: '30.00', quantity: 100 })
      .returning();
    variantId = variant.id;
    const [delivery] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).where(eq(t.shippingOptions.kind, 'delivery'));
    checkout = checkoutOf(ADDRESS, delivery.id);
  });
  afterAll(async () => tdb?.dispose());

  async function place(locale: string) {
    const res = await placeOrder(checkout([{ productId, qty: 2 }]), { locale }, db);
    if (!res.ok) throw new Error(res.code);
    const [line] = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, res.order.id));
    return { order: res.order, line };
  }

  async function placeVariant(locale: string, over: Record<string, unknown> = {}) {
    const res = await placeOrder(checkout([{ productId: vinylId, variantId, qty: 1 }], over), { locale }, db);
    if (!res.ok) throw new Error(res.code);
    const [line] = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, res.order.id));
    return { order: res.order, line };
  }

  it("keeps the name in the order's language beside the English one, and nothing when there is none", async () => {
    expect((await place('fr')).line).toMatchObject({ name: 'Kitsilano Oak Plank', localName: 'Planche de chêne Kitsilano' });
    expect((await place('ar')).line).toMatchObject({ name: 'Kitsilano Oak Plank', localName: 'لوح بلوط كيتسيلانو' });
    expect((await place('en')).line.localName).toBeNull();
    // no Bengali name: the English one stands in
    expect((await place('bn')).line.localName).toBeNull();
  });

  it('a later rename changes no placed order', async () => {
    const { line } = await place('fr');
    await db
      .update(t.products)
      .set({ translations: { fr: { name: 'Chêne Kitsilano (nouveau nom)' } } })
      .where(eq(t.products.id, productId));
    const [after] = await db.select().from(t.orderItems).where(eq(t.orderItems.id, line.id));
    expect(after.localName).toBe('Planche de chêne Kitsilano');
    await db
      .update(t.products)
      .set({ translations: { fr: { name: 'Planche de chêne Kitsilano' }, ar: { name: 'لوح بلوط كيتسيلانو' } } })
      .where(eq(t.products.id, productId));
  });

  it("writes the confirmation and shipment mails with the product's name in the order's language", async () => {
    const { order } = await place('ar');
    const sent = await sendOrderConfirmation(order, { locale: 'ar', origin: 'http://shop.test' }, db);
    expect(sent?.via).toBe('outbox');
    const confirmation = mailText(sent!.via === 'outbox' ? sent!.file : '');
    expect(confirmation).toContain('لوح بلوط كيتسيلانو');
    expect(confirmation).not.toContain('Kitsilano Oak Plank');

    const fr = await place('fr');
    const shipmentId = await shipWhole(fr.order.id, '7023 4567 8901 2345');
    const shipped = await sendOrderShipment(fr.order.id, shipmentId, { updated: false, origin: 'http://shop.test' }, db);
    expect(shipped?.via).toBe('outbox');
    const shipment = mailText(shipped!.via === 'outbox' ? shipped!.file : '');
    expect(shipment).toContain('Planche de chêne Kitsilano');
    expect(shipment).not.toContain('Kitsilano Oak Plank');

    // an English order's mail names the English product
    const en = await place('en');
    const enMail = await sendOrderConfirmation(en.order, { locale: 'en', origin: 'http://shop.test' }, db);
    expect(mailText(enMail!.via === 'outbox' ? enMail!.file : '')).toContain('Kitsilano Oak Plank');
  });

  it("the dashboard reads the English name; the invoice names the product in the order's language (French, Arabic)", async () => {
    const fr = await place('fr');
    const detail = await loadOrderDetail(db, fr.order.id);
    expect(detail?.items[0]).toMatchObject({ name: 'Kitsilano Oak Plank', localName: 'Planche de chêne Kitsilano' });

    const frPdf = await orderPdfResponse('invoice', { ok: true, data: detail! });
    expect(frPdf.headers.get('content-type')).toBe('application/pdf');
    const frText = pdfText(new Uint8Array(await frPdf.arrayBuffer()));
    if (frText !== null) {
      expect(frText).toContain('Planche de chêne Kitsilano');
      expect(frText).not.toContain('Kitsilano Oak Plank');
    }

    const ar = await place('ar');
    const arPdf = await orderPdfResponse('invoice', { ok: true, data: (await loadOrderDetail(db, ar.order.id))! });
    const arText = pdfText(new Uint8Array(await arPdf.arrayBuffer()));
    if (arText !== null) {
      // drawn as shaped Arabic outlines (shaped-text.ts), not replaced by the English name; the rest is text
      expect(arText).not.toContain('Kitsilano Oak Plank');
      expect(arText).toContain(ar.order.number);
    }
  });

  it("a Bengali order's invoice draws the Bengali name (shaped outlines) instead of the English one", async () => {
    const fr = 'Planche de chêne Kitsilano';
    const ar = 'لوح بلوط كيتسيلانو';
    await db
      .update(t.products)
      .set({ translations: { fr: { name: fr }, ar: { name: ar }, bn: { name: 'কিটসিলানো ওক তক্তা' } } })
      .where(eq(t.products.id, productId));
    try {
      const bn = await place('bn');
      expect(bn.line.localName).toBe('কিটসিলানো ওক তক্তা');
      const res = await orderPdfResponse('invoice', { ok: true, data: (await loadOrderDetail(db, bn.order.id))! });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const text = pdfText(new Uint8Array(await res.arrayBuffer()));
      if (text !== null) {
        expect(text).not.toContain('Kitsilano Oak Plank');
        expect(text).toContain(bn.order.number); // the rest of the document is text as before
      }
    } finally {
      await db
        .update(t.products)
        .set({ translations: { fr: { name: fr }, ar: { name: ar } } })
        .where(eq(t.products.id, productId));
    }
  });

  it("keeps the variant's colour and attribute value in the order's language beside the English ones", async () => {
    expect((await placeVariant('fr')).line).toMatchObject({
      colorName: 'Smoked Walnut Line',
      attributeName: '12mm thick',
      localColorName: 'Noyer fumé',
      localAttributeName: '12 mm d’épaisseur',
    });
    // no Arabic attribute value: the English one stands in
    expect((await placeVariant('ar')).line).toMatchObject({
      colorName: 'Smoked Walnut Line',
      attributeName: '12mm thick',
      localColorName: 'جوز مدخن',
      localAttributeName: null,
    });
    expect((await placeVariant('en')).line).toMatchObject({ localColorName: null, localAttributeName: null });
    expect((await placeVariant('bn')).line).toMatchObject({ localColorName: null, localAttributeName: null });
  });

  it('a later colour rename changes no placed order', async () => {
    const { line } = await placeVariant('fr');
    await db
      .update(t.colors)
      .set({ name: 'Smoked Walnut Line 2', translations: { fr: { name: 'Noyer fumé (nouveau)' }, ar: { name: 'جوز' } } })
      .where(eq(t.colors.id, colorId));
    try {
      const [after] = await db.select().from(t.orderItems).where(eq(t.orderItems.id, line.id));
      expect(after).toMatchObject({ colorName: 'Smoked Walnut Line', localColorName: 'Noyer fumé' });
      // the customer's own order page reads the line as it was recorded
      const seen = await findOrderById(line.orderId, db);
      expect(seen?.items[0]).toMatchObject({ localName: 'Lame vinyle Tofino', localColorName: 'Noyer fumé' });
      // a new order takes the new name
      expect((await placeVariant('fr')).line.localColorName).toBe('Noyer fumé (nouveau)');
    } finally {
      await db
        .update(t.colors)
        .set({ name: 'Smoked Walnut Line', translations: { fr: { name: 'Noyer fumé' }, ar: { name: 'جوز مدخن' } } })
        .where(eq(t.colors.id, colorId));
    }
  });

  it("writes the variant in the order's language in the confirmation, shipment and pickup mails", async () => {
    const ar = await placeVariant('ar');
    const sent = await sendOrderConfirmation(ar.order, { locale: 'ar', origin: 'http://shop.test' }, db);
    const confirmation = mailText(sent!.via === 'outbox' ? sent!.file : '');
    expect(confirmation).toContain('جوز مدخن');
    expect(confirmation).toContain('12mm thick');
    expect(confirmation).not.toContain('Smoked Walnut Line');

    const fr = await placeVariant('fr');
    const shipmentId = await shipWhole(fr.order.id, '7023 4567 8901 2346');
    const shipped = await sendOrderShipment(fr.order.id, shipmentId, { updated: false, origin: 'http://shop.test' }, db);
    const shipment = mailText(shipped!.via === 'outbox' ? shipped!.file : '');
    expect(shipment).toContain('Noyer fumé');
    expect(shipment).toContain('12 mm d’épaisseur');
    expect(shipment).not.toContain('Smoked Walnut Line');

    const pickup = await placeVariant('fr');
    await db.update(t.orders).set({ pickup: true, readyForPickupAt: new Date() }).where(eq(t.orders.id, pickup.order.id));
    const ready = await sendOrderReadyForPickup(pickup.order.id, { origin: 'http://shop.test' }, db);
    const readyText = mailText(ready!.via === 'outbox' ? ready!.file : '');
    expect(readyText).toContain('Noyer fumé');
    expect(readyText).not.toContain('Smoked Walnut Line');

    // an English order's mail names the English colour
    const en = await placeVariant('en');
    const enMail = await sendOrderConfirmation(en.order, { locale: 'en', origin: 'http://shop.test' }, db);
    expect(mailText(enMail!.via === 'outbox' ? enMail!.file : '')).toContain('Smoked Walnut Line');
  });

  it("the dashboard reads the English variant; the invoice writes it in the order's language", async () => {
    const fr = await placeVariant('fr');
    const detail = await loadOrderDetail(db, fr.order.id);
    expect(detail?.items[0]).toMatchObject({ colorName: 'Smoked Walnut Line', localColorName: 'Noyer fumé' });
    const frText = pdfText(new Uint8Array(await (await orderPdfResponse('invoice', { ok: true, data: detail! })).arrayBuffer()));
    if (frText !== null) {
      expect(frText).toContain('Noyer fumé');
      expect(frText).not.toContain('Smoked Walnut Line');
    }
  });
});

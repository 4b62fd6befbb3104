import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
vi.mock('next-intl/server', async () => {
  const { readFileSync: read } = await import('node:fs');
  const messages = JSON.parse(read(`${process.cwd()}/public/locales/en/dashOrders.json`, 'utf8')) as Record<string, unknown>;
  const at = (key: string) => key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], messages);
  return {
    getLocale: async () => 'en',
    getTranslations:
      async () =>
      (key: string, values: Record<string, unknown> = {}) =>
        String(at(key) ?? key).replace(/\{(\w+)[^}]*\}/g, (_, name: string) => String(values[name] ?? '')),
  };
});

import { prepareDatabase } from '@/server/db/prepare';
import * as t from '@/server/db/schema';
import { placeOrder } from '@/server/orders/place-order';
import { sendOrderConfirmation } from '@/server/orders/send-order-confirmation';
import { sendOrderShipment } from '@/server/orders/send-order-shipment';
import { useDbHandle } from '@/server/db';
import { orderPdfResponse } from '@/features/dashboard/orders/pdf/order-pdf-response';
import { loadOrderDetail } from '@/server/dashboard/orders';
import { createTestDatabase, ENGINES, type TestDatabase } from '../support/database';
import { checkoutOf } from '../support/orders';

const readEml = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
/** the e-mail's text as sent (quoted-printable undone, UTF-8 read back) */
const mailText = (file: string) => Buffer.from(readEml(file), 'latin1').toString('utf8');

function pdfText(buf: Uint8Array): string | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'invoice-'));
  const file = path.join(dir, 'invoice.pdf');
  writeFileSync(file, buf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } catch {
    if (process.env.CI) throw new Error('pdftotext (poppler-utils) is required in CI');
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

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
  let checkout: ReturnType<typeof checkoutOf>;

  beforeAll(async () => {
    tdb = await createTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    await prepareDatabase(tdb.handle, { log: () => {} });
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
    await db
      .update(t.orders)
      .set({ shipmentCarrier: 'canada-post', trackingNumber: '7023 4567 8901 2345', shippedAt: new Date(), status: 'shipped' })
      .where(eq(t.orders.id, fr.order.id));
    const shipped = await sendOrderShipment(fr.order.id, { updated: false, origin: 'http://shop.test' }, db);
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
      // drawn in Arabic letters (Noto Sans Arabic), not replaced by the English name
      expect(arText).toMatch(/[\u0621-\u064a]{3}/);
      expect(arText).not.toContain('Kitsilano Oak Plank');
    }
  });
});

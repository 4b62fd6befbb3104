import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync: mk } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { tmpdir } = require('node:os') as typeof import('node:os');
  process.env.DATA_DIR = mk(`${tmpdir()}/floorshop-bidi-`);
});
vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

import { eq } from 'drizzle-orm';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { placeOrder } from '@/server/orders/place-order';
import { handleReviewSubmit } from '@/server/reviews/review-requests';
import { limits } from '@/server/security/limiter';
import { createCustomer, createOrder, createProduct } from '../factories';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

/** Bidi controls typed into names, addresses, notes and reviews are not stored (docs/requirements.md, "Input handling"). */
const RLO = '\u202e';
const PDF = '\u202c';
const RLI = '\u2067';
const PDI = '\u2069';
const CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe.each(ENGINES)('bidi controls in customer text on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
  });
  afterAll(async () => tdb?.dispose());

  it('a placed order stores its names, addresses, phone and note without them', async () => {
    const product = await createProduct(db, { quantity: 10 });
    const [delivery] = await db
      .select({ id: t.shippingOptions.id })
      .from(t.shippingOptions)
      .where(eq(t.shippingOptions.kind, 'delivery'))
      .limit(1);
    const address = {
      fullName: `${RLO}Priya Sandhu${PDF}`,
      phone: '\u202a604-555-0123\u202c',
      email: '\u200epriya.bidi@example.com',
      house: `13450 ${RLO}104 Ave`,
      city: `${RLI}Surrey${PDI}`,
      state: 'BC',
      zipCode: 'V3T 2W1\u200f',
      country: 'CA',
    };
    // placeOrder cleans and parses the body as the browser sent it
    const input = {
      items: [{ productId: product.id, qty: 1 }],
      billing: address,
      shipping: address,
      shippingOptionId: delivery.id,
      paymentMethod: 'cod',
      checkoutKey: randomUUID().replace(/-/g, ''),
      note: `Ring the bell\u061c ${RLO}twice${PDF}`,
    };
    const res = await placeOrder(input, {}, db);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, res.order.id));
    const clean = {
      fullName: 'Priya Sandhu',
      phone: '604-555-0123',
      email: 'priya.bidi@example.com',
      house: '13450 104 Ave',
      city: 'Surrey',
      zipCode: 'V3T 2W1',
    };
    expect(o.billing).toMatchObject(clean);
    expect(o.shipping).toMatchObject(clean);
    expect(o.note).toBe('Ring the bell twice');
    expect(o.email).toBe('priya.bidi@example.com');
    expect(JSON.stringify([o.billing, o.shipping, o.note])).not.toMatch(CONTROLS);
  });

  it('a review posted to /api/reviews stores its title and text without them', async () => {
    limits.reviewWrite.reset();
    const product = await createProduct(db);
    const customer = await createCustomer(db);
    await createOrder(db, [{ product }], { userId: customer.id, status: 'delivered', email: customer.email });
    actAs(customer.id);
    const form = new FormData();
    form.append('productId', product.id);
    form.append('rating', '5');
    form.append('title', `${RLO}Great floor${PDF}`);
    form.append('body', `${RLI}Lays flat, clicks together easily${PDI} and\u200f looks like real oak.`);
    const res = await handleReviewSubmit(
      new Request('http://shop.test/api/reviews', {
        method: 'POST',
        body: form,
        headers: { host: 'shop.test', origin: 'http://shop.test' },
      }),
    );
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const [row] = await db.select().from(t.reviews).where(eq(t.reviews.productId, product.id));
    expect(row.title).toBe('Great floor');
    expect(row.body).toBe('Lays flat, clicks together easily and looks like real oak.');
  });
});

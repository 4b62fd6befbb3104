import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';

/*
 * The largest matching lot and the boxes at the pickup point, as the product page (a cached read) and the cart's quote
 * read them (docs/requirements.md, "Largest matching lot" and "Pickup and the showroom"). A small tagged cache stands in
 * for Next's, as in catalogue-cache.test.ts, so an order's revalidation is seen on the cached product.
 */
const store = vi.hoisted(() => ({ entries: new Map<string, { tags: string[]; value: unknown }>() }));
vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: string[], opts: { tags?: string[] }) =>
    async (...args: A): Promise<R> => {
      const key = JSON.stringify([keyParts, args]);
      const hit = store.entries.get(key);
      if (hit) return structuredClone(hit.value) as R;
      const value = await fn(...args);
      store.entries.set(key, { tags: opts.tags ?? [], value: structuredClone(value) });
      return value;
    },
  revalidateTag: (tag: string) => {
    for (const [k, e] of store.entries) if (e.tags.includes(tag)) store.entries.delete(k);
  },
}));
vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));

import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { getCachedProduct } from '@/server/catalogue/cached-reads';
import { getProduct } from '@/server/catalogue/get-product';
import { placeOrder } from '@/server/orders/place-order';
import { quoteCart } from '@/server/orders/quote-cart';
import { stockReason } from '@/server/stock/stock-reason';
import { createProduct, createVariableProduct } from '../factories/catalogue';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';
import { ledgerMismatches } from '../support/stock-ledger';

const address = {
  fullName: 'Simran Dhillon',
  phone: '604-555-0191',
  email: 'simran.lots@example.com',
  house: '13450 104 Ave',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3T 1V8',
  country: 'CA',
};

describe.each(ENGINES)('lots and the showroom on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let showroom: string;
  let warehouse: string;
  let deliveryId: string;

  /** Receives `n` boxes of the item's lot `code` (none: no lot) at `locationId`, as a delivery would. */
  async function receive(item: { productId: string; variantId?: string }, locationId: string, code: string | null, n: number) {
    await db.transaction(async (tx) => {
      let lotId: string | null = null;
      if (code) {
        const [lot] = await tx
          .insert(t.stockLots)
          .values({ productId: item.productId, variantId: item.variantId ?? null, code })
          .onConflictDoNothing()
          .returning({ id: t.stockLots.id });
        lotId =
          lot?.id ??
          (
            await tx.select({ id: t.stockLots.id, productId: t.stockLots.productId }).from(t.stockLots).where(eq(t.stockLots.code, code))
          ).find((l) => l.productId === item.productId)!.id;
      }
      await stockReason(tx, { kind: 'received', locationId, lotId });
      if (item.variantId) {
        const [v] = await tx.select({ q: t.variants.quantity }).from(t.variants).where(eq(t.variants.id, item.variantId));
        await tx
          .update(t.variants)
          .set({ quantity: v.q + n })
          .where(eq(t.variants.id, item.variantId));
      } else {
        const [p] = await tx.select({ q: t.products.quantity }).from(t.products).where(eq(t.products.id, item.productId));
        await tx
          .update(t.products)
          .set({ quantity: p.q + n })
          .where(eq(t.products.id, item.productId));
      }
    });
  }

  /** A lot-tracked tile with no stock yet. */
  const tile = async (over: Partial<typeof t.products.$inferInsert> = {}) =>
    createProduct(db, { label: 'Lot tile', quantity: 0, lotTracked: true, ...over });

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    [{ id: showroom }] = await db.select({ id: t.stockLocations.id }).from(t.stockLocations).where(eq(t.stockLocations.pickup, true));
    [{ id: warehouse }] = await db
      .insert(t.stockLocations)
      .values({ name: 'Warehouse', address: '19100 94 Ave, Surrey, BC', pickup: false, position: 10 })
      .returning({ id: t.stockLocations.id });
    [{ id: deliveryId }] = await db
      .select({ id: t.shippingOptions.id })
      .from(t.shippingOptions)
      .where(eq(t.shippingOptions.kind, 'pickup'));
  });
  afterAll(async () => tdb?.dispose());
  afterEach(async () => expect(await ledgerMismatches(tdb)).toEqual([]));

  it('reads the largest lot over every location and the boxes at the showroom, for the page and the quote', async () => {
    const p = await tile();
    await receive({ productId: p.id }, showroom, 'L-100', 5);
    await receive({ productId: p.id }, warehouse, 'L-100', 3);
    await receive({ productId: p.id }, warehouse, 'L-200', 6);
    await receive({ productId: p.id }, warehouse, null, 2);
    const page = (await getProduct(p.slug, db))!;
    expect(page).toMatchObject({ stock: 16, lotTracked: true, largestLot: 8, atPickup: 5 });
    const quote = (await quoteCart({ items: [{ productId: p.id, qty: 9 }], shippingOptionId: deliveryId }, {}, db))!;
    expect(quote.lines[0]).toMatchObject({ stock: 16, available: true, largestLot: 8, atPickup: 5 });
    expect(quote.delivery?.pickup).toBe(true);
    expect(quote.pickupTransferDays).toBe(2);
  });

  it('counts holdings without a lot as one group, and gives no largest lot in the quote of a product not lot-tracked', async () => {
    const p = await tile({ lotTracked: false });
    await receive({ productId: p.id }, warehouse, null, 4);
    await receive({ productId: p.id }, showroom, null, 7);
    await receive({ productId: p.id }, warehouse, 'L-9', 10);
    expect(await getProduct(p.slug, db)).toMatchObject({ lotTracked: false, largestLot: 11, atPickup: 7 });
    const quote = (await quoteCart({ items: [{ productId: p.id, qty: 20 }] }, {}, db))!;
    expect(quote.lines[0]).toMatchObject({ largestLot: null, atPickup: 7 });
  });

  it('reads each variant’s own lots and showroom boxes', async () => {
    const { product, variants } = await createVariableProduct(db, [{ quantity: 0 }, { quantity: 0 }], { lotTracked: true });
    const [grey, white] = variants;
    await receive({ productId: product.id, variantId: grey.id }, showroom, 'G-1', 12);
    await receive({ productId: product.id, variantId: white.id }, warehouse, 'W-1', 4);
    await receive({ productId: product.id, variantId: white.id }, warehouse, 'W-2', 9);
    const page = (await getProduct(product.slug, db))!;
    expect(page).toMatchObject({ largestLot: null, atPickup: null });
    expect(page.variants.find((v) => v._id === grey.id)).toMatchObject({ stock: 12, largestLot: 12, atPickup: 12 });
    expect(page.variants.find((v) => v._id === white.id)).toMatchObject({ stock: 13, largestLot: 9, atPickup: 0 });
    const quote = (await quoteCart({ items: [{ productId: product.id, variantId: white.id, qty: 10 }] }, {}, db))!;
    expect(quote.lines[0]).toMatchObject({ largestLot: 9, atPickup: 0 });
  });

  it('knows nothing of lots or places for unlimited stock, and nothing of a pickup point the shop does not have', async () => {
    const unlimited = await tile({ quantity: -1 });
    expect(await getProduct(unlimited.slug, db)).toMatchObject({ stock: 100_000, largestLot: null, atPickup: null });
    const p = await tile();
    await receive({ productId: p.id }, showroom, 'L-1', 3);
    await db.update(t.stockLocations).set({ pickup: false }).where(eq(t.stockLocations.id, showroom));
    try {
      expect(await getProduct(p.slug, db)).toMatchObject({ largestLot: 3, atPickup: null });
    } finally {
      await db.update(t.stockLocations).set({ pickup: true }).where(eq(t.stockLocations.id, showroom));
    }
  });

  it('shows on the cached product page what an order took, once the order has revalidated it', async () => {
    const p = await tile();
    await receive({ productId: p.id }, showroom, 'L-7', 6);
    await receive({ productId: p.id }, warehouse, 'L-8', 4);
    expect(await getCachedProduct(p.slug)).toMatchObject({ stock: 10, largestLot: 6, atPickup: 6 });
    const res = await placeOrder(
      {
        items: [{ productId: p.id, qty: 5 }],
        billing: address,
        shipping: address,
        shippingOptionId: deliveryId,
        paymentMethod: 'cod',
        checkoutKey: randomUUID().replace(/-/g, ''),
      },
      {},
      db,
    );
    if (!res.ok) throw new Error(`order refused: ${res.code}`);
    // the showroom's boxes go first (docs/requirements.md, "Locations and lots"): one left there, lot L-8 now the largest
    expect(await getCachedProduct(p.slug)).toMatchObject({ stock: 5, largestLot: 4, atPickup: 1 });
  });
});

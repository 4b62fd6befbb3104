import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));

import { DELETE as wishlistDelete, GET as wishlistGet, POST as wishlistPost } from '@/app/api/home/wishlist/route';
import { GET as reviewStateRoute } from '@/app/api/reviews/route';
import { useDbHandle, type Database } from '@/server/db';
import * as t from '@/server/db/schema';
import { createCustomer, createProduct, createStaff } from '../factories';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const ORIGIN = 'http://shop.test';
const call = (handler: (req: Request) => Promise<Response>, method: string, body?: unknown, origin = ORIGIN) =>
  handler(
    new Request(`${ORIGIN}/api/home/wishlist`, {
      method,
      headers: { host: 'shop.test', origin, 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
const ids = async (res: Response) => ((await res.json()) as { wishlist: { _id: string }[] }).wishlist.map((w) => w._id).sort();

/*
 * Routes in front of the storefront and staff contracts (src/server/http.ts, actionRoute): the Store API's wishlist
 * keeps its envelope and statuses, the review state reads its query through the contract.
 */
describe.each(ENGINES)('API routes through the action contracts on %s', (engine) => {
  let tdb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
  });
  afterAll(async () => {
    await tdb?.dispose();
  });

  it('wishlist: adds, merges a guest list, ignores unknown products, removes; answers {success, wishlist}', async () => {
    const me = (await createCustomer(db)).id;
    const products = await Promise.all([1, 2, 3].map(() => createProduct(db)));
    actAs(me);
    const added = await call(wishlistPost, 'POST', { productId: products[0].id });
    expect(added.status).toBe(200);
    expect(added.headers.get('cache-control')).toMatch(/no-store/);
    const body = (await added.clone().json()) as { success: boolean; wishlist: object[] };
    expect(body.success).toBe(true);
    expect(body.wishlist[0]).toEqual(expect.objectContaining({ _id: products[0].id, name: expect.any(String), slug: expect.any(String) }));
    const merged = await call(wishlistPost, 'POST', {
      productIds: [...products.map((p) => p.id), '00000000-0000-4000-8000-000000000000', products[1].id],
    });
    expect(await ids(merged)).toEqual(products.map((p) => p.id).sort());
    expect(await ids(await call(wishlistDelete, 'DELETE', { productId: products[0].id }))).toEqual([products[1].id, products[2].id].sort());
    expect(await ids(await wishlistGet(new Request(`${ORIGIN}/api/home/wishlist`)))).toEqual([products[1].id, products[2].id].sort());
  });

  it("wishlist: refuses guests (401), bad ids and bodies (400), other sites (403) and another customer's list, changing nothing", async () => {
    const owner = (await createCustomer(db)).id;
    const other = (await createCustomer(db)).id;
    const product = await createProduct(db);
    actAs(owner);
    await call(wishlistPost, 'POST', { productId: product.id });
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(t.wishlists))[0].n;
    const before = await count();

    actAs(null);
    for (const res of [
      await wishlistGet(new Request(`${ORIGIN}/api/home/wishlist`)),
      await call(wishlistPost, 'POST', { productId: product.id }),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, err: 'Unauthorized' });
    }
    actAs(other);
    for (const body of [{ productId: 'DROP TABLE' }, '{not json', { productIds: 'x' }, [1, 2]]) {
      const res = await call(wishlistPost, 'POST', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ success: false, err: 'Invalid product id' });
    }
    const crossSite = await call(wishlistPost, 'POST', { productId: product.id }, 'https://evil.example');
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ success: false, err: 'Forbidden', message: expect.any(String) });
    expect(await count()).toBe(before);

    // the signed-in account is the one written to, whatever user id the body carries
    expect(await ids(await call(wishlistDelete, 'DELETE', { productId: product.id, userId: owner }))).toEqual([]);
    expect(await ids(await call(wishlistPost, 'POST', { productId: product.id, userId: owner }))).toEqual([product.id]);
    expect(await db.select().from(t.wishlists).where(eq(t.wishlists.userId, owner))).toHaveLength(1);
  });

  it('review state: a malformed product id is refused; a guest and staff are told why they cannot review', async () => {
    const product = await createProduct(db);
    const state = (query: string) => reviewStateRoute(new Request(`${ORIGIN}/api/reviews?${query}`));
    actAs(null);
    const bad = await state('product=nope');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, error: 'invalid' });
    const guest = await state(`product=${product.id}`);
    expect(guest.headers.get('cache-control')).toMatch(/private, no-store/);
    expect(await guest.json()).toEqual({ ok: true, data: { eligibility: 'signedOut', review: null } });
    actAs((await createStaff(db)).id);
    expect(await (await state(`product=${product.id}`)).json()).toMatchObject({ ok: true, data: { eligibility: 'notCustomer' } });
  });
});

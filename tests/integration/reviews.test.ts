import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';

const dataDir = vi.hoisted(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync: mk } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { join } = require('node:path') as typeof import('node:path');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const dir = mk(join((require('node:os') as typeof import('node:os')).tmpdir(), 'floorshop-reviews-'));
  process.env.DATA_DIR = dir;
  return dir;
});
vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

import { parseListingQuery } from '@/domain/catalogue/listing-query';
import { listProducts } from '@/server/catalogue/list-products';
import { reviewActions } from '@/server/dashboard/reviews';
import { findDashboardAction } from '@/server/dashboard/registry';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { loadAuthUser } from '@/server/auth/session-user';
import { customerReviewState, saveCustomerReview } from '@/server/reviews/customer-review';
import { getProductReviews } from '@/server/reviews/product-reviews';
import { handleReviewSubmit } from '@/server/reviews/review-requests';
import { limits } from '@/server/security/limiter';
import { listNotifications } from '@/server/notifications/notifications';
import { ACTOR_KINDS, allowed, createActors, type ActorKind, type Need } from '../support/actors';
import { createCategory, createCustomer, createOrder, createProduct, createStaff } from '../factories';
import { createSeededTestDatabase, ENGINES, tableRowCounts, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const { listReviews, publishReviews, hideReviews, replyToReview } = reviewActions;
const ORIGIN = 'http://shop.test';
const text = 'Lays flat, clicks together easily and looks like real oak.';

const uploadedFiles = () => {
  const root = path.join(dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true }).filter((f) => String(f).endsWith('.webp')).length;
  } catch {
    return 0;
  }
};

function reviewRequest(fields: Record<string, string | string[]>, photos: { data: Buffer; name: string; type: string }[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) form.append(k, one);
  for (const p of photos) form.append('photos', new Blob([new Uint8Array(p.data)], { type: p.type }), p.name);
  return new Request(`${ORIGIN}/api/reviews`, { method: 'POST', body: form, headers: { host: 'shop.test', origin: ORIGIN } });
}

describe.each(ENGINES)('product reviews on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let actors: Record<ActorKind, string | null>;

  const user = async (id: string) => (await loadAuthUser(id, db))!;
  /** a customer with one order of the product: delivered (and unpaid, as cash on delivery is) unless told otherwise */
  const buyer = async (
    product: typeof t.products.$inferSelect,
    status: (typeof t.orders.$inferSelect)['status'] = 'delivered',
    paymentStatus: (typeof t.orders.$inferSelect)['paymentStatus'] = 'unpaid',
  ) => {
    const customer = await createCustomer(db);
    await createOrder(db, [{ product }], { userId: customer.id, status, paymentStatus, email: customer.email });
    return user(customer.id);
  };
  const productRow = async (id: string) => (await db.select().from(t.products).where(eq(t.products.id, id)))[0];
  const asAdmin = async <T>(p: Promise<{ ok: boolean; data?: T }>) => {
    const res = await p;
    if (!res.ok) throw new Error(`failed: ${JSON.stringify(res)}`);
    return res.data as T;
  };
  const review = (productId: string, rating: number, over: Record<string, unknown> = {}) => ({
    productId,
    rating,
    title: '',
    body: text,
    keepPhotos: [] as string[],
    ...over,
  });

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    actors = await createActors(db, 'review');
  });
  afterAll(async () => tdb?.dispose());

  it('a new shop shows seeded published reviews, with the aggregate kept on the product', async () => {
    const [p] = await db.select().from(t.products).where(eq(t.products.slug, 'kitsilano-oak-123-mm-laminate'));
    expect(p.ratingCount).toBe(3);
    expect(p.ratingAverage).toBe('4.67');
    const shown = await getProductReviews(p.id, db);
    expect(shown.summary).toEqual({ average: 4.7, count: 3, distribution: [2, 1, 0, 0, 0] });
    expect(shown.items.map((r) => r.authorName)).toEqual(['Harjit G.', 'Daniel M.', 'Priya S.']);
    expect(shown.items[2].reply).toMatch(/Thank you/);
  });

  it('lets only a customer whose boxes of the product were paid for or delivered review (docs/requirements.md, "Product reviews")', async () => {
    const product = await createProduct(db);
    expect((await customerReviewState(null, product.id, db)).eligibility).toBe('signedOut');
    const stranger = await user((await createCustomer(db)).id);
    expect((await customerReviewState(stranger, product.id, db)).eligibility).toBe('notPurchased');
    // an order of another product does not count
    const other = await createProduct(db);
    await createOrder(db, [{ product: other }], { userId: stranger.id, status: 'delivered' });
    expect((await customerReviewState(stranger, product.id, db)).eligibility).toBe('notPurchased');
    for (const status of ['cancelled', 'refunded'] as const)
      expect((await customerReviewState(await buyer(product, status, 'paid'), product.id, db)).eligibility, status).toBe('notPurchased');
    // paid for (online at checkout, or recorded by staff), in any status but cancelled or refunded; or delivered
    for (const status of ['pending', 'confirmed', 'processing', 'shipped', 'delivered'] as const)
      for (const paid of ['paid', 'partially_refunded'] as const)
        expect((await customerReviewState(await buyer(product, status, paid), product.id, db)).eligibility, `${status} ${paid}`).toBe(
          'eligible',
        );
    expect((await customerReviewState(await buyer(product, 'delivered', 'unpaid'), product.id, db)).eligibility).toBe('eligible');
    // ordered but nobody paid yet (cash on delivery, an online payment not made): not yet, and told so
    for (const status of ['pending', 'confirmed', 'processing', 'shipped'] as const)
      for (const unpaid of ['unpaid', 'pending', 'failed'] as const)
        expect((await customerReviewState(await buyer(product, status, unpaid), product.id, db)).eligibility, `${status} ${unpaid}`).toBe(
          'awaitingPurchase',
        );
    // the money given back: no purchase
    expect((await customerReviewState(await buyer(product, 'delivered', 'refunded'), product.id, db)).eligibility).toBe('notPurchased');
    // a free sample of the product, even paid for with other things and delivered, makes no buyer of it
    const sampler = await createCustomer(db);
    await createOrder(db, [{ product, sample: true }, { product: other }], {
      userId: sampler.id,
      status: 'delivered',
      paymentStatus: 'paid',
    });
    expect((await customerReviewState(await user(sampler.id), product.id, db)).eligibility).toBe('notPurchased');
    await expect(saveCustomerReview(await user(sampler.id), review(product.id, 5), [], db)).rejects.toMatchObject({
      status: 403,
      code: 'notPurchased',
    });
    // a guest order joined by e-mail counts once the address is verified, like the order history
    const guest = await createCustomer(db, { emailVerifiedAt: null });
    await createOrder(db, [{ product }], { userId: guest.id, linkedByEmail: true, status: 'delivered' });
    expect((await customerReviewState(await user(guest.id), product.id, db)).eligibility).toBe('notPurchased');
    await db.update(t.users).set({ emailVerifiedAt: new Date() }).where(eq(t.users.id, guest.id));
    expect((await customerReviewState(await user(guest.id), product.id, db)).eligibility).toBe('eligible');
    // staff, even with an order, write no reviews
    const staff = await createStaff(db, { review: { view: true, edit: true } });
    await createOrder(db, [{ product }], { userId: staff.id });
    expect((await customerReviewState(await user(staff.id), product.id, db)).eligibility).toBe('notCustomer');
    // the write checks again
    await expect(saveCustomerReview(stranger, review(product.id, 5), [], db)).rejects.toMatchObject({ status: 403, code: 'notPurchased' });
    expect(await db.select().from(t.reviews).where(eq(t.reviews.productId, product.id))).toHaveLength(0);
  });

  it('a new review tells the staff who moderate reviews, and only them, in the dashboard bell', async () => {
    const product = await createProduct(db, { label: 'Notify <b>plank</b>' });
    await saveCustomerReview(await buyer(product), review(product.id, 4), [], db);
    const moderator = await user((await createStaff(db, { review: { view: true, edit: false } })).id);
    const other = await user((await createStaff(db, { order: { view: true, edit: true } })).id);
    const mine = (await listNotifications(moderator, db)).filter((n) => n.message.includes('Notify'));
    expect(mine).toHaveLength(1);
    // the product name is escaped: its markup is text, never HTML
    expect(mine[0].message).toBe(
      `New 4-star review of <strong>${product.name.replace('<b>', '&lt;b&gt;').replace('</b>', '&lt;/b&gt;')}</strong> waiting for moderation`,
    );
    expect(mine[0].link).toBe('/dashboard/reviews?status=new');
    expect((await listNotifications(other, db)).some((n) => n.message.includes('Notify'))).toBe(false);
  });

  it('keeps one review per customer and product: writing again edits it, and it waits for moderation', async () => {
    const product = await createProduct(db);
    const customer = await buyer(product);
    const first = await saveCustomerReview(customer, review(product.id, 2, { title: 'First go' }), [], db);
    expect(first.review).toMatchObject({ rating: 2, title: 'First go', status: 'new' });
    const second = await saveCustomerReview(customer, review(product.id, 4, { title: 'Changed my mind' }), [], db);
    expect(second.review.id).toBe(first.review.id);
    const rows = await db
      .select()
      .from(t.reviews)
      .where(and(eq(t.reviews.productId, product.id), eq(t.reviews.userId, customer.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      rating: 4,
      title: 'Changed my mind',
      status: 'new',
      authorName: expect.stringMatching(/^Customer \S\.$/),
    });
    // new reviews are not on the page and do not count
    expect((await getProductReviews(product.id, db)).summary.count).toBe(0);
    expect((await productRow(product.id)).ratingCount).toBe(0);
    // the database refuses a second row even if two requests race
    await expect(
      db.insert(t.reviews).values({ productId: product.id, userId: customer.id, authorName: 'X', rating: 1, body: text }),
    ).rejects.toThrow();
  });

  it('moderation keeps the aggregate: publish counts a review, hide and an edit take it out', async () => {
    const product = await createProduct(db);
    const [a, b, c] = [await buyer(product), await buyer(product), await buyer(product)];
    const ra = (await saveCustomerReview(a, review(product.id, 5), [], db)).review;
    const rb = (await saveCustomerReview(b, review(product.id, 4), [], db)).review;
    const rc = (await saveCustomerReview(c, review(product.id, 2), [], db)).review;
    actAs(actors.staffEdit);
    const queue = await asAdmin(listReviews({ status: 'new', q: product.name }));
    expect(queue.rows.map((r) => r.id).sort()).toEqual([ra.id, rb.id, rc.id].sort());

    const published = await asAdmin(publishReviews({ ids: [ra.id, rb.id, rc.id] }));
    expect(published).toEqual({ changed: 3, slugs: [product.slug], productIds: [product.id] });
    expect(await productRow(product.id)).toMatchObject({ ratingAverage: '3.67', ratingCount: 3 });
    expect((await getProductReviews(product.id, db)).summary).toEqual({ average: 3.7, count: 3, distribution: [1, 1, 0, 1, 0] });

    await asAdmin(hideReviews({ ids: [rc.id] }));
    expect(await productRow(product.id)).toMatchObject({ ratingAverage: '4.50', ratingCount: 2 });
    // publishing again what is already published changes nothing and clears no page
    expect(await asAdmin(publishReviews({ ids: [ra.id] }))).toEqual({ changed: 0, slugs: [], productIds: [] });

    // the reply shows under the published review
    expect(await asAdmin(replyToReview({ id: ra.id, reply: '  Thanks for the kind words!  ' }))).toEqual({
      reply: 'Thanks for the kind words!',
      slugs: [product.slug],
    });
    const page = await getProductReviews(product.id, db);
    expect(page.items.find((r) => r.id === ra.id)?.reply).toBe('Thanks for the kind words!');
    // a reply to a hidden review is on no page
    expect((await asAdmin(replyToReview({ id: rc.id, reply: 'Sorry to hear it.' }))).slugs).toEqual([]);

    // the customer edits a published review: it waits again and leaves the rating, whose page is cleared
    const edited = await saveCustomerReview(a, review(product.id, 1, { body: 'Scratches easily after a month of use.' }), [], db);
    expect(edited.clearSlug).toBe(product.slug);
    expect(edited.review.status).toBe('new');
    expect(await productRow(product.id)).toMatchObject({ ratingAverage: '4.00', ratingCount: 1 });

    // every move is in the activity log
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.area, 'review'), eq(t.auditLog.entity, 'review')));
    expect(n).toBeGreaterThanOrEqual(6);
    // the counts of the tabs
    const hidden = await asAdmin(listReviews({ status: 'hidden', q: product.name }));
    expect(hidden.rows.map((r) => r.id)).toEqual([rc.id]);
    expect(hidden.counts.hidden).toBeGreaterThanOrEqual(1);
  });

  it('"Top rated" sorts a listing by the stored average, then count, unrated last', async () => {
    const category = await createCategory(db);
    const make = async (ratings: number[]) => {
      const p = await createProduct(db, { categoryId: category.id, label: 'Rated' });
      const ids: string[] = [];
      for (const r of ratings) ids.push((await saveCustomerReview(await buyer(p), review(p.id, r), [], db)).review.id);
      if (ids.length) {
        actAs(actors.admin);
        await asAdmin(publishReviews({ ids }));
      }
      return p.id;
    };
    const unrated = await make([]);
    const good = await make([4, 5]);
    const best = await make([5, 5]);
    const bestOne = await make([5]);
    const poor = await make([2]);
    const page = await listProducts({ categoryId: category.id }, parseListingQuery({ sort: 'top-rated' }), db);
    expect(page.items.map((p) => p._id)).toEqual([best, bestOne, good, poor, unrated]);
    // the cards carry the figures they show (the average and the count), none before a first published review
    expect(page.items.map((p) => p.rating)).toEqual([
      { average: 5, count: 2 },
      { average: 5, count: 1 },
      { average: 4.5, count: 2 },
      { average: 2, count: 1 },
      null,
    ]);
  });

  it('review actions allow and refuse the eight callers as the review area says (nothing changes when refused)', async () => {
    const product = await createProduct(db);
    const r = (await saveCustomerReview(await buyer(product), review(product.id, 3), [], db)).review;
    const cases: [string, (raw: unknown) => Promise<{ ok: boolean; status?: number }>, Need, unknown][] = [
      ['review.list', listReviews, 'view', {}],
      ['review.publish', publishReviews, 'edit', { ids: [r.id] }],
      ['review.hide', hideReviews, 'edit', { ids: [r.id] }],
      ['review.reply', replyToReview, 'edit', { id: r.id, reply: 'Thanks' }],
    ];
    for (const [name, action, need, input] of cases) {
      expect(findDashboardAction(name), name).toBe(action);
      for (const kind of ACTOR_KINDS) {
        actAs(actors[kind]);
        const before = await tableRowCounts(tdb);
        const [row] = await db.select().from(t.reviews).where(eq(t.reviews.id, r.id));
        const res = await action(input);
        if (allowed(kind, need)) expect(res.ok, `${name} as ${kind}`).toBe(true);
        else {
          expect(res, `${name} as ${kind}`).toMatchObject({ ok: false, status: 403 });
          expect(await tableRowCounts(tdb)).toEqual(before);
          expect((await db.select().from(t.reviews).where(eq(t.reviews.id, r.id)))[0]).toEqual(row);
        }
      }
    }
  });

  describe('POST /api/reviews', () => {
    const png = () =>
      sharp({ create: { width: 60, height: 40, channels: 3, background: '#8a5a2b' } })
        .png()
        .toBuffer();

    it("stores a buyer's review with a photo converted to WebP", async () => {
      limits.reviewWrite.reset();
      const product = await createProduct(db);
      const customer = await buyer(product);
      actAs(customer.id);
      const files = uploadedFiles();
      const res = await handleReviewSubmit(
        reviewRequest({ productId: product.id, rating: '5', title: 'Great', body: text }, [
          { data: await png(), name: 'floor.png', type: 'image/png' },
        ]),
      );
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(body.data).toMatchObject({
        rating: 5,
        title: 'Great',
        status: 'new',
        photos: [expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[\w-]+\.webp$/)],
      });
      expect(uploadedFiles()).toBe(files + 1);
      expect(res.headers.get('cache-control')).toMatch(/no-store/);

      // an edit keeps the photos it names that were its own, and may add more, at most three in all
      const keep = body.data.photos[0];
      const edit = async (keepPhotos: string[], count: number) => {
        const photos = await Promise.all(
          Array.from({ length: count }, async (_, i) => ({ data: await png(), name: `${i}.png`, type: 'image/png' })),
        );
        return (await handleReviewSubmit(reviewRequest({ productId: product.id, rating: '4', body: text, keepPhotos }, photos))).json();
      };
      const second = await edit([keep, '/uploads/2020/01/not-mine.webp'], 1);
      expect(second.data.photos).toHaveLength(2);
      expect(second.data.photos[0]).toBe(keep);
      expect(second.data.photos).not.toContain('/uploads/2020/01/not-mine.webp');
      const third = await edit(second.data.photos, 1);
      expect(third.data.photos).toHaveLength(3);
      expect(await edit(third.data.photos, 1)).toMatchObject({ ok: false, fieldErrors: { photos: 'tooManyPhotos' } });
    });

    it('refuses what is not a picture, too many photos, bad text and non-buyers, storing nothing', async () => {
      limits.reviewWrite.reset();
      const product = await createProduct(db);
      const customer = await buyer(product);
      actAs(customer.id);
      const before = await db.select({ n: sql<number>`count(*)::int` }).from(t.reviews);
      const files = uploadedFiles();
      const fake = await handleReviewSubmit(
        reviewRequest({ productId: product.id, rating: '5', body: text }, [
          { data: Buffer.from('<script>alert(1)</script>'), name: 'x.png', type: 'image/png' },
        ]),
      );
      expect(fake.status).toBe(415);
      expect(await fake.json()).toMatchObject({ ok: false, error: 'notAnImage', fieldErrors: { photos: 'notAnImage' } });
      const four = await handleReviewSubmit(
        reviewRequest(
          { productId: product.id, rating: '5', body: text },
          await Promise.all([1, 2, 3, 4].map(async (i) => ({ data: await png(), name: `${i}.png`, type: 'image/png' }))),
        ),
      );
      expect(await four.json()).toMatchObject({ ok: false, status: 400, fieldErrors: { photos: 'tooManyPhotos' } });
      const big = await handleReviewSubmit(
        reviewRequest({ productId: product.id, rating: '5', body: text }, [
          { data: Buffer.alloc(5 * 1024 * 1024 + 1), name: 'big.png', type: 'image/png' },
        ]),
      );
      expect(big.status).toBe(413);
      const bad = await handleReviewSubmit(reviewRequest({ productId: product.id, rating: '9', body: 'short' }));
      expect(await bad.json()).toMatchObject({ ok: false, status: 400, fieldErrors: { rating: 'ratingRequired', body: 'bodyTooShort' } });

      actAs((await createCustomer(db)).id);
      const stranger = await handleReviewSubmit(
        reviewRequest({ productId: product.id, rating: '5', body: text }, [{ data: await png(), name: 'floor.png', type: 'image/png' }]),
      );
      expect(stranger.status).toBe(403);
      expect(await stranger.json()).toMatchObject({ ok: false, error: 'notPurchased' });
      actAs(null);
      // a guest is refused by the storefront contract before the form is looked at
      expect(await (await handleReviewSubmit(reviewRequest({ productId: product.id, rating: '5', body: text }))).json()).toMatchObject({
        status: 403,
        error: 'sessionRequired',
      });
      // another site's form is refused before anything is read
      const crossSite = new Request(`${ORIGIN}/api/reviews`, {
        method: 'POST',
        body: new FormData(),
        headers: { host: 'shop.test', origin: 'https://evil.example' },
      });
      expect((await handleReviewSubmit(crossSite)).status).toBe(403);

      expect(await db.select({ n: sql<number>`count(*)::int` }).from(t.reviews)).toEqual(before);
      expect(uploadedFiles()).toBe(files);
    });
  });
});

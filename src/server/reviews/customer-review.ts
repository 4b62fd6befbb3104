import 'server-only';
import { and, eq } from 'drizzle-orm';
import {
  keptPhotos,
  REVIEW_PHOTOS_MAX,
  reviewEligibility,
  reviewerName,
  type PurchaseLine,
  type ReviewEligibility,
  type ReviewInput,
  type ReviewStatus,
} from '@/domain/reviews/reviews';
import { ActionError } from '@/server/action';
import type { AuthUser } from '@/server/auth/session-user';
import { visibleTo } from '@/server/account/list-orders';
import { getDb, type DbOrTx } from '@/server/db';
import { notifications, orderItems, orders, products, reviews } from '@/server/db/schema';
import { escapeHtml } from '@/lib/escape-html';
import { refreshProductRating } from './product-reviews';

/** The signed-in visitor's own review of a product, as the write-a-review form shows it. */
export interface OwnReviewDto {
  id: string;
  rating: number;
  title: string;
  body: string;
  photos: string[];
  status: ReviewStatus;
}

export interface ReviewState {
  eligibility: ReviewEligibility;
  review: OwnReviewDto | null;
}

/** The lines of the account's orders (those its order history shows) that hold the product, with their orders' statuses. */
async function purchaseLines(userId: string, productId: string, db: DbOrTx): Promise<PurchaseLine[]> {
  return db
    .selectDistinct({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      sample: orderItems.sample,
      installation: orderItems.installation,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(visibleTo(userId), eq(orderItems.productId, productId)));
}

/**
 * May this account review the product, and its review if it wrote one (docs/requirements.md, "Product reviews"):
 * a customer (not staff, not blocked) whose boxes of the product were paid for or delivered in an order that was not
 * cancelled or refunded.
 */
export async function customerReviewState(user: AuthUser | null, productId: string, db?: DbOrTx): Promise<ReviewState> {
  db ??= await getDb();
  if (!user) return { eligibility: 'signedOut', review: null };
  const isCustomer = user.role === 'customer' && !user.blocked;
  const [purchases, [own]] = await Promise.all([
    isCustomer ? purchaseLines(user.id, productId, db) : Promise.resolve([]),
    db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, user.id))),
  ]);
  return {
    eligibility: reviewEligibility({ signedIn: true, isCustomer, purchases }),
    review: own ? { id: own.id, rating: own.rating, title: own.title, body: own.body, photos: own.photos, status: own.status } : null,
  };
}

/**
 * Writes the customer's review of a product, or replaces theirs (one per customer and product): it waits for
 * moderation again, and a published one leaves the product's rating until staff publish it anew. `newPhotos` are
 * stored pictures already checked and converted (uploads). Answers the review and the product's slug to clear when
 * a published review was taken off the page.
 */
export async function saveCustomerReview(
  user: AuthUser,
  input: ReviewInput,
  newPhotos: string[],
  db?: DbOrTx,
): Promise<{ review: OwnReviewDto; clearSlug: string | null }> {
  db ??= await getDb();
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, name: products.name, published: products.published })
      .from(products)
      .where(eq(products.id, input.productId));
    if (!product?.published) throw new ActionError(404, 'notFound');
    const state = await customerReviewState(user, input.productId, tx);
    if (state.eligibility !== 'eligible') throw new ActionError(403, state.eligibility);
    const photos = [...keptPhotos(state.review?.photos ?? [], input.keepPhotos), ...newPhotos];
    if (photos.length > REVIEW_PHOTOS_MAX) throw new ActionError(400, 'invalid', undefined, { photos: 'tooManyPhotos' });
    const values = {
      rating: input.rating,
      title: input.title,
      body: input.body,
      photos,
      status: 'new' as const,
      authorName: reviewerName(user.name) || '—',
    };
    const [row] = await tx
      .insert(reviews)
      .values({ productId: input.productId, userId: user.id, ...values })
      .onConflictDoUpdate({ target: [reviews.productId, reviews.userId], set: { ...values, updatedAt: new Date() } })
      .returning();
    const clearSlug = state.review?.status === 'published' ? await refreshProductRating(input.productId, tx) : null;
    // staff who moderate reviews see it in the dashboard's bell (docs/requirements.md, "Product reviews")
    await tx.insert(notifications).values({
      message: `New ${input.rating}-star review of <strong>${escapeHtml(product.name)}</strong> waiting for moderation`,
      link: '/dashboard/reviews?status=new',
      area: 'review',
    });
    return {
      review: { id: row.id, rating: row.rating, title: row.title, body: row.body, photos: row.photos, status: row.status },
      clearSlug,
    };
  });
}

import 'server-only';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { pageOffset, type ListResult } from '@/domain/dashboard/list-query';
import { REVIEW_STATUSES, reviewListSchema, reviewModerationSchema, reviewReplySchema, type ReviewStatus } from '@/domain/reviews/reviews';
import { ActionError, defineAction } from '@/server/action';
import { revalidateStore } from '@/server/cache/revalidate-store';
import type { Tx } from '@/server/db';
import { containsPattern } from '@/server/db/like';
import { products, reviews, users } from '@/server/db/schema';
import { refreshProductRating } from '@/server/reviews/product-reviews';

/** A review as the moderation page shows it. */
export interface ReviewRowDto {
  id: string;
  status: ReviewStatus;
  rating: number;
  title: string;
  body: string;
  photos: string[];
  reply: string | null;
  authorName: string;
  /** the account's e-mail (null for seeded reviews or a deleted account) */
  authorEmail: string | null;
  product: { id: string; name: string; slug: string };
  createdAt: string;
  updatedAt: string;
}

/** `review.list`: the reviews of one status (new first: the moderation queue), newest first, searchable by product or text. */
export const listReviews = defineAction(
  'review.list',
  reviewListSchema,
  { area: 'review', action: 'view' },
  async (q, { tx }): Promise<ListResult<ReviewRowDto> & { counts: Record<ReviewStatus, number> }> => {
    const conditions: SQL[] = [eq(reviews.status, q.status)];
    if (q.q) {
      const like = containsPattern(q.q);
      conditions.push(
        or(ilike(products.name, like), ilike(reviews.title, like), ilike(reviews.body, like), ilike(reviews.authorName, like))!,
      );
    }
    const where = and(...conditions);
    const [rows, [{ n }], byStatus] = await Promise.all([
      tx
        .select({ r: reviews, productName: products.name, productSlug: products.slug, email: users.email })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .leftJoin(users, eq(users.id, reviews.userId))
        .where(where)
        .orderBy(q.dir === 'asc' ? reviews.createdAt : desc(reviews.createdAt), desc(reviews.id))
        .limit(q.pageSize)
        .offset(pageOffset(q)),
      tx.select({ n: count() }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(where),
      tx.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status),
    ]);
    const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as Record<ReviewStatus, number>;
    for (const c of byStatus) counts[c.status] = Number(c.n);
    return {
      rows: rows.map(({ r, productName, productSlug, email }) => ({
        id: r.id,
        status: r.status,
        rating: r.rating,
        title: r.title,
        body: r.body,
        photos: r.photos,
        reply: r.reply,
        authorName: r.authorName,
        authorEmail: email,
        product: { id: r.productId, name: productName, slug: productSlug },
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      })),
      total: Number(n),
      page: q.page,
      pageSize: q.pageSize,
      counts,
    };
  },
);

/** Moves reviews to a status and refreshes the rating of each product concerned; answers the pages to clear. */
async function moveReviews(
  tx: Tx,
  ids: string[],
  status: ReviewStatus,
  audit: (e: { entity: string; entityId: string; before: unknown; after: unknown }) => Promise<void>,
) {
  const before = await tx.select().from(reviews).where(inArray(reviews.id, ids)).for('update');
  if (!before.length) throw new ActionError(404, 'notFound');
  const changed = before.filter((r) => r.status !== status);
  if (changed.length)
    await tx
      .update(reviews)
      .set({ status })
      .where(
        inArray(
          reviews.id,
          changed.map((r) => r.id),
        ),
      );
  const slugs: string[] = [];
  const productIds: string[] = [];
  for (const productId of new Set(changed.map((r) => r.productId))) {
    const slug = await refreshProductRating(productId, tx);
    if (slug) {
      slugs.push(slug);
      productIds.push(productId);
    }
  }
  for (const r of changed) await audit({ entity: 'review', entityId: r.id, before: { status: r.status }, after: { status } });
  return { changed: changed.length, slugs, productIds };
}

/** the products' pages show their reviews, their cards the rating */
const clearPages = ({ slugs, productIds = [] }: { slugs: string[]; productIds?: string[] }) => {
  if (slugs.length) revalidateStore({ productSlugs: slugs, cards: productIds });
};

/** `review.publish`: the reviews show on their product pages and count in the rating. */
export const publishReviews = defineAction(
  'review.publish',
  reviewModerationSchema,
  { area: 'review', action: 'edit' },
  async ({ ids }, { tx, audit }) => moveReviews(tx, ids, 'published', audit),
  { after: clearPages },
);

/** `review.hide`: the reviews leave their product pages and the rating; they are kept (and may be published again). */
export const hideReviews = defineAction(
  'review.hide',
  reviewModerationSchema,
  { area: 'review', action: 'edit' },
  async ({ ids }, { tx, audit }) => moveReviews(tx, ids, 'hidden', audit),
  { after: clearPages },
);

/** `review.reply`: the shop's answer shown under the review (empty removes it). */
export const replyToReview = defineAction(
  'review.reply',
  reviewReplySchema,
  { area: 'review', action: 'edit' },
  async ({ id, reply }, { tx, audit }) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) throw new ActionError(404, 'notFound');
    const [row] = await tx
      .update(reviews)
      .set({ reply: reply || null, repliedAt: reply ? new Date() : null })
      .where(eq(reviews.id, id))
      .returning();
    await audit({ entity: 'review', entityId: id, before: { reply: before.reply }, after: { reply: row.reply } });
    const [product] = await tx.select({ slug: products.slug }).from(products).where(eq(products.id, row.productId));
    // only a published review's reply is on a page
    return { reply: row.reply, slugs: row.status === 'published' && product ? [product.slug] : [] };
  },
  { after: clearPages },
);

export const reviewActions = { listReviews, publishReviews, hideReviews, replyToReview };

import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ratingAggregate, ratingSummary, REVIEWS_PAGE_SIZE, type RatingSummary } from '@/domain/reviews/reviews';
import { getDb, type DbOrTx } from '@/server/db';
import { products, reviews } from '@/server/db/schema';

/** A published review as the product page shows it (public content: no account data but the shown name). */
export interface PublicReviewDto {
  id: string;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  photos: string[];
  reply: string | null;
  createdAt: string;
}

export interface ReviewPage {
  items: PublicReviewDto[];
  page: number;
  pageCount: number;
}

export interface ProductReviews extends ReviewPage {
  summary: RatingSummary;
}

const toPublic = (r: typeof reviews.$inferSelect): PublicReviewDto => ({
  id: r.id,
  authorName: r.authorName,
  rating: r.rating,
  title: r.title,
  body: r.body,
  photos: r.photos,
  reply: r.reply,
  createdAt: r.createdAt.toISOString(),
});

async function starCounts(productId: string, db: DbOrTx) {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
    .groupBy(reviews.rating);
  return rows.map((r) => ({ rating: r.rating, n: Number(r.n) }));
}

/** One page of a product's published reviews, newest first (docs/requirements.md, "Product reviews"). */
export async function listPublishedReviews(productId: string, page: number, db?: DbOrTx, total?: number): Promise<ReviewPage> {
  db ??= await getDb();
  const n = total ?? (await starCounts(productId, db)).reduce((a, c) => a + c.n, 0);
  const pageCount = Math.max(1, Math.ceil(n / REVIEWS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = n
    ? await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(REVIEWS_PAGE_SIZE)
        .offset((current - 1) * REVIEWS_PAGE_SIZE)
    : [];
  return { items: rows.map(toPublic), page: current, pageCount };
}

/** The rating summary and the first page of published reviews: what the cached product page shows. */
export async function getProductReviews(productId: string, db?: DbOrTx): Promise<ProductReviews> {
  db ??= await getDb();
  const summary = ratingSummary(await starCounts(productId, db));
  return { summary, ...(await listPublishedReviews(productId, 1, db, summary.count)) };
}

/**
 * Writes the product's stored aggregate (average, count) from its published reviews; every change of a review's
 * status or rating calls it in the same transaction. Answers the product's slug (its page to clear).
 */
export async function refreshProductRating(productId: string, tx: DbOrTx): Promise<string | null> {
  const { average, count: n } = ratingAggregate(await starCounts(productId, tx));
  const [row] = await tx
    .update(products)
    .set({ ratingAverage: average, ratingCount: n, updatedAt: sql`${products.updatedAt}` })
    .where(eq(products.id, productId))
    .returning({ slug: products.slug });
  return row?.slug ?? null;
}

import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { ratingAggregate } from '@/domain/reviews/reviews';
import type { Database } from '../client';
import * as t from '../schema';
import { SEED_REVIEWS } from './data/reviews';

const DAY = 86_400_000;

/** Published reviews of a few products, only for products without any review yet (never touches real ones). */
export async function seedReviews(db: Database, now = Date.now()): Promise<number> {
  const slugs = [...new Set(SEED_REVIEWS.map((r) => r.product))];
  const rows = await db
    .select({
      id: t.products.id,
      slug: t.products.slug,
      reviewed: sql<boolean>`exists (select 1 from ${t.reviews} where ${t.reviews.productId} = ${t.products.id})`,
    })
    .from(t.products)
    .where(inArray(t.products.slug, slugs));
  let added = 0;
  for (const product of rows.filter((r) => !r.reviewed)) {
    const mine = SEED_REVIEWS.filter((r) => r.product === product.slug);
    await db.transaction(async (tx) => {
      await tx.insert(t.reviews).values(
        mine.map((r) => {
          const at = new Date(now - r.daysAgo * DAY);
          return {
            productId: product.id,
            authorName: r.authorName,
            rating: r.rating,
            title: r.title,
            body: r.body,
            status: 'published' as const,
            reply: r.reply ?? null,
            repliedAt: r.reply ? at : null,
            createdAt: at,
            updatedAt: at,
          };
        }),
      );
      const agg = ratingAggregate(mine.map((r) => ({ rating: r.rating, n: 1 })));
      await tx.update(t.products).set({ ratingAverage: agg.average, ratingCount: agg.count }).where(eq(t.products.id, product.id));
    });
    added += mine.length;
  }
  return added;
}

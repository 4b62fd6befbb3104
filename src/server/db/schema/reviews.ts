import { check, index, jsonb, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './_columns';
import { products } from './catalogue';
import { users } from './users';

export const reviewStatus = pgEnum('review_status', ['new', 'published', 'hidden']); /* REVIEW_STATUSES of src/domain/reviews */

/** A customer's rating and review of a product (docs/requirements.md, "Product reviews"): one per customer and product. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** null for the seeded reviews and once the account is deleted; the review stays under its name */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the name shown ("Priya S."), taken from the account when written */
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    /** stored pictures (/uploads/….webp), at most three */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: reviewStatus('status').notNull().default('new'),
    /** the shop's answer, shown under the review */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId),
    // the product page: published reviews of one product, newest first, and their distribution
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    // the dashboard's queue by status
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export type Review = typeof reviews.$inferSelect;

import { z } from 'zod';
import { stripBidiControls } from '@/lib/clean-input';
import { listQuerySchema } from '../dashboard/list-query';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_PHOTOS_MAX, REVIEW_REPLY_MAX, REVIEW_TITLE_MAX } from './limits';

/** Rules of product reviews (docs/requirements.md, "Product reviews"). */

/** new: waits for moderation; published: shown on the product page and counted; hidden: kept but not shown */
export const REVIEW_STATUSES = ['new', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export { REVIEW_BODY_MAX, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX, REVIEW_REPLY_MAX, REVIEW_TITLE_MAX } from './limits';
/** published reviews per page of the product page */
export const REVIEWS_PAGE_SIZE = 5;

/**
 * Order statuses in which a purchase stands: any but cancelled and refunded (a cancelled or refunded order is what
 * says the purchase did not happen).
 */
export const BUYING_ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'] as const;

/** Payment statuses of an order whose money the shop has (part of it may have been given back). */
export const PAID_STATUSES = ['paid', 'partially_refunded'] as const;

/** One line of a customer's order of the product: the order's statuses and what the line is. */
export interface PurchaseLine {
  status: string;
  paymentStatus: string;
  /** a free sample of the product: no purchase of it */
  sample: boolean;
  /** the installation of boxes: a service, not the product */
  installation: boolean;
}

/**
 * What the lines make of their holder (docs/requirements.md, "Product reviews"): `verified` when boxes of the product
 * were paid for (at checkout or recorded by staff) or delivered, in an order that stands and was not refunded;
 * `awaiting` when boxes were ordered but are neither paid for nor delivered yet (cash on delivery, an online payment
 * not made); otherwise `none` (free samples and installations buy nothing).
 */
export function purchaseOf(lines: readonly PurchaseLine[]): 'verified' | 'awaiting' | 'none' {
  let awaiting = false;
  for (const l of lines) {
    if (l.sample || l.installation) continue;
    if (!(BUYING_ORDER_STATUSES as readonly string[]).includes(l.status) || l.paymentStatus === 'refunded') continue;
    if (l.status === 'delivered' || (PAID_STATUSES as readonly string[]).includes(l.paymentStatus)) return 'verified';
    awaiting = true;
  }
  return awaiting ? 'awaiting' : 'none';
}

/**
 * Who is asking to review: nobody signed in, staff, a customer without a purchase, a customer whose order is not paid
 * for or delivered yet, or a verified buyer.
 */
export type ReviewEligibility = 'signedOut' | 'notCustomer' | 'notPurchased' | 'awaitingPurchase' | 'eligible';

export function reviewEligibility(input: {
  signedIn: boolean;
  isCustomer: boolean;
  purchases: readonly PurchaseLine[];
}): ReviewEligibility {
  if (!input.signedIn) return 'signedOut';
  if (!input.isCustomer) return 'notCustomer';
  const purchase = purchaseOf(input.purchases);
  return purchase === 'verified' ? 'eligible' : purchase === 'awaiting' ? 'awaitingPurchase' : 'notPurchased';
}

/** a review's text without bidi controls (docs/requirements.md, "Input handling"), trimmed */
const plain = () => z.string().overwrite(stripBidiControls).trim();
const text = (max: number) => plain().max(max, 'tooLong');

/** What a customer writes (the photos travel as files beside it; `keepPhotos` are photos of their review to keep). */
export const reviewInputSchema = z.object({
  productId: z.uuid('invalid'),
  rating: z.coerce.number({ error: 'ratingRequired' }).int('ratingRequired').min(1, 'ratingRequired').max(5, 'ratingRequired'),
  title: text(REVIEW_TITLE_MAX).optional().default(''),
  body: plain().min(REVIEW_BODY_MIN, 'bodyTooShort').max(REVIEW_BODY_MAX, 'bodyTooLong'),
  keepPhotos: z
    .array(z.string().regex(/^\/uploads\/[\w/-]+\.webp$/, 'invalid'))
    .max(REVIEW_PHOTOS_MAX, 'tooManyPhotos')
    .optional()
    .default([]),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

/** The dashboard's review list: the table query and the status shown (new first: the moderation queue). */
export const reviewListSchema = listQuerySchema.extend({
  status: z.enum(REVIEW_STATUSES).catch('new').default('new'),
});
export type ReviewListQuery = z.output<typeof reviewListSchema>;

/** Staff: publish or hide reviews. */
export const reviewModerationSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(100),
});

/** Staff: the shop's reply under a review (empty removes it). */
export const reviewReplySchema = z.object({
  id: z.uuid(),
  reply: text(REVIEW_REPLY_MAX).default(''),
});

export interface RatingSummary {
  /** average of the published ratings, to one decimal; 0 without any */
  average: number;
  count: number;
  /** how many published reviews gave 5, 4, 3, 2 and 1 stars (index 0 is 5 stars) */
  distribution: [number, number, number, number, number];
}

/** The summary of a product's published ratings from the count of each star value. */
export function ratingSummary(counts: readonly { rating: number; n: number }[]): RatingSummary {
  const distribution: RatingSummary['distribution'] = [0, 0, 0, 0, 0];
  let sum = 0;
  let total = 0;
  for (const { rating, n } of counts) {
    if (!Number.isInteger(rating) || rating < 1 || rating > 5 || n <= 0) continue;
    distribution[5 - rating] += n;
    sum += rating * n;
    total += n;
  }
  return { average: total ? Math.round((sum / total) * 10) / 10 : 0, count: total, distribution };
}

/** Stored aggregate: the exact average with two decimals (what "Top rated" sorts by). */
export function ratingAggregate(counts: readonly { rating: number; n: number }[]): { average: string; count: number } {
  const s = ratingSummary(counts);
  const sum = counts.reduce(
    (acc, c) => (c.rating >= 1 && c.rating <= 5 && Number.isInteger(c.rating) && c.n > 0 ? acc + c.rating * c.n : acc),
    0,
  );
  return { average: s.count ? (Math.round((sum / s.count) * 100) / 100).toFixed(2) : '0.00', count: s.count };
}

/** The name shown under a review: the first name and the initial of the last ("Priya S."). */
export function reviewerName(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return '';
  if (parts.length === 1) return parts[0].slice(0, 40);
  return `${parts[0].slice(0, 40)} ${Array.from(parts[parts.length - 1])[0].toUpperCase()}.`;
}

/** Which photos a saved review ends with: the kept ones that really were its own, then the new ones, at most three. */
export function keptPhotos(current: readonly string[], keep: readonly string[]): string[] {
  return keep.filter((p, i) => current.includes(p) && keep.indexOf(p) === i);
}

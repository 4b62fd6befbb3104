'use client';

import type { PublicReviewDto } from '@/server/reviews/product-reviews';
import { ReviewItem } from './review-item';

/** The reviews "More reviews" fetched, after the page's own: loaded with the first click, never with the page. */
export function MoreReviewItems({ items }: { items: PublicReviewDto[] }) {
  return items.map((r) => <ReviewItem key={r.id} review={r} />);
}

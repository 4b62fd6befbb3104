'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Stars } from '@/components/ui/stars';
import { ReviewPhotos } from '@/components/reviews/review-photos';
import { buttonClasses } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import type { PublicReviewDto, ReviewPage } from '@/server/reviews/product-reviews';

/**
 * The published reviews: the first page comes with the cached page; "More reviews" fetches the next pages from
 * `GET /api/home/product_reviews` (public, the same for everyone) and adds them below.
 */
export function ReviewList({ productId, initial }: { productId: string; initial: ReviewPage }) {
  const t = useTranslations('catalogue.reviews');
  const [items, setItems] = useState<PublicReviewDto[]>(initial.items);
  const [page, setPage] = useState(initial.page);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const more = page < initial.pageCount;

  async function loadMore() {
    setLoading(true);
    setFailed(false);
    try {
      const res = await fetch(`/api/home/product_reviews?product=${productId}&page=${page + 1}`);
      const body = (await res.json()) as { success: boolean } & Partial<ReviewPage>;
      if (!body.success || !body.items) throw new Error('failed');
      const seen = new Set(items.map((r) => r.id));
      setItems([...items, ...body.items.filter((r) => !seen.has(r.id))]);
      setPage(body.page ?? page + 1);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  if (!items.length) return null;
  return (
    <div>
      <ol className="divide-y divide-line" data-testid="review-list">
        {items.map((r) => (
          <ReviewItem key={r.id} review={r} />
        ))}
      </ol>
      {more && (
        <button
          type="button"
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          onClick={loadMore}
          disabled={loading}
          aria-busy={loading}
        >
          {t('more')}
        </button>
      )}
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('loadFailed')}
        </p>
      )}
    </div>
  );
}

function ReviewItem({ review: r }: { review: PublicReviewDto }) {
  const t = useTranslations('catalogue.reviews');
  const locale = useLocale();
  return (
    <li className="py-5 first:pt-0" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={r.rating} label={t('starsLabel', { rating: r.rating })} size="sm" />
        {r.title && (
          <h3 dir="auto" className="font-semibold">
            {r.title}
          </h3>
        )}
      </div>
      <p className="mt-1 text-xs text-fg-muted">
        {t.rich('byline', { name: r.authorName, date: formatDate(r.createdAt, locale), bdi: (c) => <bdi>{c}</bdi> })}
      </p>
      <p dir="auto" className="mt-2 leading-7 whitespace-pre-line">
        {r.body}
      </p>
      <ReviewPhotos photos={r.photos} alt={(n) => t('photoAlt', { n })} />
      {r.reply && (
        <div className="mt-3 rounded-md border-s-4 border-primary bg-gray-50 px-4 py-3 text-sm" data-testid="review-reply">
          <p className="font-semibold">{t('shopReply')}</p>
          <p dir="auto" className="mt-1 whitespace-pre-line">
            {r.reply}
          </p>
        </div>
      )}
    </li>
  );
}

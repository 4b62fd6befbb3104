'use client';

import { Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { deferredPart } from '@/components/ui/deferred';
import type { PublicReviewDto, ReviewPage } from '@/server/reviews/product-reviews';

const moreItems = deferredPart(() => import('./more-review-items').then((m) => m.MoreReviewItems));

/**
 * The published reviews: the first page comes rendered with the cached page (`children`); "More reviews" fetches the
 * next pages from `GET /api/home/product_reviews` (public, the same for everyone) and adds them below. The code that
 * draws the added reviews loads with the first click, so the page's first load carries only this list's button.
 */
export function ReviewList({
  productId,
  page: firstPage,
  pageCount,
  shown,
  children,
}: {
  productId: string;
  page: number;
  pageCount: number;
  /** the ids of the reviews in `children` */
  shown: string[];
  children: React.ReactNode;
}) {
  const t = useTranslations('catalogue.reviews');
  const [extra, setExtra] = useState<PublicReviewDto[]>([]);
  const [page, setPage] = useState(firstPage);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const more = page < pageCount;

  async function loadMore() {
    setLoading(true);
    setFailed(false);
    moreItems.preload();
    try {
      const res = await fetch(`/api/home/product_reviews?product=${productId}&page=${page + 1}`);
      const body = (await res.json()) as { success: boolean } & Partial<ReviewPage>;
      if (!body.success || !body.items) throw new Error('failed');
      const seen = new Set([...shown, ...extra.map((r) => r.id)]);
      setExtra([...extra, ...body.items.filter((r) => !seen.has(r.id))]);
      setPage(body.page ?? page + 1);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <div>
      <ol className="divide-y divide-line" data-testid="review-list">
        {children}
        {extra.length > 0 && (
          <Suspense fallback={null}>
            <moreItems.Component items={extra} />
          </Suspense>
        )}
      </ol>
      {more && (
        <button
          type="button"
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          onPointerEnter={moreItems.preload}
          onFocus={moreItems.preload}
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

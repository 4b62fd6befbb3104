import { getLocale, getTranslations } from 'next-intl/server';
import { Stars } from '@/components/ui/stars';
import type { ProductReviews } from '@/server/reviews/product-reviews';
import { formatRating } from './format-rating';
import { ReviewItem } from './review-item';
import { ReviewList } from './review-list';

/**
 * The product page's reviews (docs/requirements.md, "Product reviews"): average, the count of each star value and the
 * first page of published reviews, the same for every visitor (part of the cached page). `write` is the personal part,
 * rendered in the browser.
 */
export async function ReviewSection({ productId, reviews, write }: { productId: string; reviews: ProductReviews; write: React.ReactNode }) {
  const t = await getTranslations('catalogue.reviews');
  const locale = await getLocale();
  const { summary } = reviews;
  const average = formatRating(summary.average, locale);
  return (
    <section aria-labelledby="reviews-title" className="render-later mt-16" data-testid="reviews">
      <h2 id="reviews-title" className="mb-6 text-2xl font-bold">
        {t('title')}
      </h2>
      <div className="grid gap-10 lg:grid-cols-[320px_1fr]">
        <div className="space-y-6">
          {summary.count > 0 ? (
            <div data-testid="rating-summary">
              <div className="flex items-center gap-3">
                <span className="text-4xl font-bold" data-testid="rating-average">
                  {average}
                </span>
                <Stars value={summary.average} label={t('starsLabel', { rating: average })} size="lg" />
              </div>
              <p className="mt-1 text-sm text-fg-muted">{t('basedOn', { count: summary.count })}</p>
              <ul className="mt-4 space-y-1.5" aria-label={t('distribution')}>
                {summary.distribution.map((n, i) => {
                  const stars = 5 - i;
                  const share = summary.count ? Math.round((n / summary.count) * 100) : 0;
                  return (
                    <li key={stars} className="flex items-center gap-2 text-sm" data-testid={`distribution-${stars}`}>
                      <span className="w-14 shrink-0 whitespace-nowrap">{t('starCount', { stars })}</span>
                      <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-200" aria-hidden>
                        <span className="block h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
                      </span>
                      <span className="sr-only">{t('reviewCount', { count: n })}</span>
                      <span className="w-10 shrink-0 text-end tabular-nums" aria-hidden>
                        {n}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : (
            <p className="text-fg-muted">{t('none')}</p>
          )}
          {write}
        </div>
        {reviews.items.length > 0 && (
          <ReviewList productId={productId} page={reviews.page} pageCount={reviews.pageCount} shown={reviews.items.map((r) => r.id)}>
            {reviews.items.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ReviewList>
        )}
      </div>
    </section>
  );
}

import { useLocale, useTranslations } from 'next-intl';
import { Stars } from '@/components/ui/stars';
import { ReviewPhotos } from '@/components/reviews/review-photos';
import { formatDate } from '@/lib/format';
import type { PublicReviewDto } from '@/server/reviews/product-reviews';

/** One published review: rendered on the server for the page's first reviews, in the browser for the pages "More reviews" adds. */
export function ReviewItem({ review: r }: { review: PublicReviewDto }) {
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

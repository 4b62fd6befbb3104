'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Eye, EyeOff } from '@/components/ui/icons';
import { StatusBadge } from '@/components/dashboard/status-badge';
import { StatusQueue } from '@/components/dashboard/status-queue';
import { Textarea } from '@/components/dashboard/field';
import { useActionForm } from '@/components/dashboard/use-action-form';
import { buttonClasses } from '@/components/ui/button';
import { Stars } from '@/components/ui/stars';
import { ReviewPhotos } from '@/components/reviews/review-photos';
import { REVIEW_REPLY_MAX, REVIEW_STATUSES, type ReviewListQuery, type ReviewStatus } from '@/domain/reviews/reviews';
import { formatDashboardDate } from '@/lib/format';
import type { DashboardActionData } from '@/components/dashboard/call-action';

type ReviewList = DashboardActionData<'review.list'>;
type Row = ReviewList['rows'][number];

const TONE: Record<ReviewStatus, string> = { new: 'pending', published: 'active', hidden: 'inactive' };

/** The Reviews page (docs/dashboard.md, "Reviews"): the reviews of one status, publish, hide and reply. */
export function ReviewModeration({ data, query, canEdit }: { data: ReviewList; query: ReviewListQuery; canEdit: boolean }) {
  const t = useTranslations('dashProducts.reviews');
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <StatusQueue
      basePath="/dashboard/reviews"
      statuses={REVIEW_STATUSES}
      query={query}
      counts={data.counts}
      pages={pages}
      empty={data.rows.length === 0}
      labels={{
        statusFilter: t('statusFilter'),
        status: (s) => t(`status.${s}`),
        search: t('search'),
        searchButton: t('searchButton'),
        empty: t(`empty.${query.status}`),
        list: t('listLabel'),
        pages: t('pages'),
        previous: t('previous'),
        next: t('next'),
        pageOf: t('pageOf', { page: query.page, pages }),
      }}
    >
      {data.rows.map((r) => (
        <ReviewCard key={r.id} review={r} canEdit={canEdit} />
      ))}
    </StatusQueue>
  );
}

function ReviewCard({ review: r, canEdit }: { review: Row; canEdit: boolean }) {
  const t = useTranslations('dashProducts.reviews');
  const router = useRouter();
  const { submit, pending } = useActionForm();
  const [reply, setReply] = useState(r.reply ?? '');
  const moved = { onSuccess: () => router.refresh() };
  return (
    <li
      className="rounded-lg border border-line bg-surface p-4"
      data-testid="review-row"
      aria-label={t('rowLabel', { product: r.product.name, name: r.authorName })}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <a
            href={`/product/${r.product.slug}`}
            target="_blank"
            rel="noopener"
            className="font-semibold text-fg hover:underline"
            dir="auto"
          >
            {r.product.name}
          </a>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <Stars value={r.rating} label={t('stars', { rating: r.rating })} size="sm" />
            <StatusBadge tone={TONE[r.status]} label={t(`status.${r.status}`)} />
            <span className="text-fg-muted">
              <bdi>{r.authorName}</bdi>
              {' · '}
              {formatDashboardDate(r.updatedAt)}
            </span>
          </div>
          {r.authorEmail && (
            <p className="mt-0.5 text-sm text-fg-muted">
              <span dir="ltr" className="break-all">
                {r.authorEmail}
              </span>
            </p>
          )}
        </div>
        {canEdit && (
          <div className="flex gap-2">
            {r.status !== 'published' && (
              <button
                type="button"
                disabled={pending}
                className={buttonClasses({ size: 'sm' })}
                onClick={() => submit('review.publish', { ids: [r.id] }, { successMessage: t('published'), ...moved })}
              >
                <Eye className="size-4" aria-hidden />
                {t('publish')}
              </button>
            )}
            {r.status !== 'hidden' && (
              <button
                type="button"
                disabled={pending}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                onClick={() => submit('review.hide', { ids: [r.id] }, { successMessage: t('hidden'), ...moved })}
              >
                <EyeOff className="size-4" aria-hidden />
                {t('hide')}
              </button>
            )}
          </div>
        )}
      </div>
      {r.title && (
        <p className="mt-3 font-semibold" dir="auto">
          {r.title}
        </p>
      )}
      <p className="mt-1 whitespace-pre-line" dir="auto">
        {r.body}
      </p>
      <ReviewPhotos photos={r.photos} alt={(n) => t('photo', { n })} />
      {canEdit ? (
        <form
          className="mt-3 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void submit('review.reply', { id: r.id, reply }, { successMessage: t('replySaved'), ...moved });
          }}
        >
          <label htmlFor={`reply-${r.id}`} className="text-sm font-medium">
            {t('reply')}
          </label>
          <Textarea id={`reply-${r.id}`} rows={2} value={reply} maxLength={REVIEW_REPLY_MAX} onChange={(e) => setReply(e.target.value)} />
          <button
            type="submit"
            disabled={pending || reply === (r.reply ?? '')}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            {t('saveReply')}
          </button>
        </form>
      ) : (
        r.reply && (
          <div className="mt-3 rounded-md bg-gray-50 px-3 py-2 text-sm dark:bg-gray-800">
            <p className="font-medium">{t('reply')}</p>
            <p className="whitespace-pre-line" dir="auto">
              {r.reply}
            </p>
          </div>
        )
      )}
    </li>
  );
}

'use client';

import { Suspense, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import type { ActionResult } from '@/lib/action-result';
import type { ReviewState } from '@/server/reviews/customer-review';
import { deferredPart } from '@/components/ui/deferred';

const box = 'rounded-lg border border-line p-4 text-sm';

const reviewForm = deferredPart(() => import('./review-form').then((m) => m.ReviewForm));

/**
 * "Write a review" for a signed-in visitor (loaded by WriteReview once the session says so): the browser asks
 * `GET /api/reviews` whether they may review (a purchase) and for their own review, and the form posts to
 * `POST /api/reviews` (docs/requirements.md, "Product reviews").
 */
export function SignedInReview({ productId }: { productId: string }) {
  const t = useTranslations('catalogue.reviews');
  const [state, setState] = useState<ReviewState | null>(null);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let live = true;
    fetch(`/api/reviews?product=${productId}`, { cache: 'no-store' })
      .then((r) => r.json() as Promise<ActionResult<ReviewState>>)
      .then((res) => live && res.ok && setState(res.data))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [productId]);

  if (!state) return null;
  if (state.eligibility !== 'eligible')
    return (
      <p className={box} data-testid="write-review" role="note">
        {t(state.eligibility === 'notCustomer' || state.eligibility === 'awaitingPurchase' ? state.eligibility : 'notPurchased')}
      </p>
    );
  if (saved)
    return (
      <p role="status" className={cx(box, 'border-green-200 bg-green-50 text-green-900')} data-testid="write-review">
        {t('thanks')}
      </p>
    );
  const own = state.review;
  if (!open)
    return (
      <div className={box} data-testid="write-review">
        {own && <p className="mb-3">{t(`ownStatus.${own.status}`)}</p>}
        <button
          type="button"
          className={buttonClasses({ size: 'sm' })}
          onPointerEnter={reviewForm.preload}
          onFocus={reviewForm.preload}
          onClick={() => setOpen(true)}
        >
          {own ? t('edit') : t('write')}
        </button>
      </div>
    );
  return (
    <Suspense fallback={null}>
      <reviewForm.Component
        productId={productId}
        own={own}
        onSaved={(review) => {
          setState({ ...state, review });
          setSaved(true);
        }}
        onCancel={() => setOpen(false)}
      />
    </Suspense>
  );
}

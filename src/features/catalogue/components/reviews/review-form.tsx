'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Star } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { Thumbnail } from '@/components/ui/thumbnail';
import { useErrorText } from '@/components/ui/use-error-text';
import { Alert, inputClass, labelClass } from '@/components/ui/form';
import { REVIEW_BODY_MAX, REVIEW_PHOTOS_MAX, REVIEW_TITLE_MAX } from '@/domain/reviews/limits';
import type { ActionFailure, ActionResult } from '@/lib/action-result';
import type { OwnReviewDto } from '@/server/reviews/customer-review';

/** The review form (rating, title, text, photos): loaded when the customer opens it, never with the page. */
export function ReviewForm({
  productId,
  own,
  onSaved,
  onCancel,
}: {
  productId: string;
  own: OwnReviewDto | null;
  onSaved: (review: OwnReviewDto) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('catalogue.reviews');
  const errors = useTranslations('catalogue.reviews.errors');
  const errorText = useErrorText({ errors, fallback: 'somethingWentWrong' });
  const [rating, setRating] = useState(own?.rating ?? 0);
  const [body, setBody] = useState(own?.body ?? '');
  const [keep, setKeep] = useState<string[]>(own?.photos ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [pending, setPending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const room = REVIEW_PHOTOS_MAX - keep.length;

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    form.delete('photos');
    form.set('productId', productId);
    form.set('rating', String(rating));
    for (const p of keep) form.append('keepPhotos', p);
    for (const f of files) form.append('photos', f);
    setPending(true);
    setFailure(null);
    try {
      const res = await fetch('/api/reviews', { method: 'POST', body: form });
      const result = (await res.json().catch(() => null)) as ActionResult<OwnReviewDto> | null;
      if (result?.ok) onSaved(result.data);
      else setFailure(result && !result.ok ? result : { ok: false, status: 500, error: 'somethingWentWrong' });
    } catch {
      setFailure({ ok: false, status: 500, error: 'somethingWentWrong' });
    } finally {
      setPending(false);
    }
  }

  const fieldError = (name: string) => errorText.fieldOf(failure, name);
  const banner = failure && (failure.error === 'invalid' ? t('fixErrors') : errorText.result(failure));
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-lg border border-line p-4"
      aria-label={t('formLabel')}
      data-testid="write-review"
    >
      {banner && (
        <Alert kind="error" className="font-medium">
          {banner}
        </Alert>
      )}
      <fieldset>
        <legend className="text-sm font-semibold">{t('yourRating')}</legend>
        <div className="mt-1 flex gap-1" role="radiogroup" aria-label={t('yourRating')}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer" title={t('starOption', { stars: n })}>
              <input
                type="radio"
                name="ratingChoice"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="peer sr-only"
                aria-label={t('starOption', { stars: n })}
              />
              <Star
                aria-hidden
                className={cx(
                  'size-7 rounded peer-focus-visible:ring-2 peer-focus-visible:ring-primary',
                  n <= rating ? 'text-amber-500' : 'text-gray-300',
                )}
                fill="currentColor"
                strokeWidth={0}
              />
            </label>
          ))}
        </div>
        {fieldError('rating') && <p className="mt-1 text-sm text-secondary-strong">{fieldError('rating')}</p>}
      </fieldset>
      <div>
        <label htmlFor="review-title" className={labelClass}>
          {t('titleField')}
        </label>
        <input
          id="review-title"
          name="title"
          dir="auto"
          defaultValue={own?.title ?? ''}
          maxLength={REVIEW_TITLE_MAX}
          className={inputClass}
        />
        {fieldError('title') && <p className="mt-1 text-sm text-secondary-strong">{fieldError('title')}</p>}
      </div>
      <div>
        <label htmlFor="review-body" className={labelClass}>
          {t('bodyField')}
        </label>
        <textarea
          id="review-body"
          name="body"
          dir="auto"
          rows={5}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={REVIEW_BODY_MAX}
          aria-describedby="review-body-count"
          aria-invalid={fieldError('body') ? true : undefined}
          className={inputClass}
        />
        <p id="review-body-count" className="mt-1 text-xs text-fg-muted">
          {t('bodyCount', { count: body.trim().length, max: REVIEW_BODY_MAX })}
        </p>
        {fieldError('body') && <p className="mt-1 text-sm text-secondary-strong">{fieldError('body')}</p>}
      </div>
      <div>
        <label htmlFor="review-photos" className={labelClass}>
          {t('photosField', { max: REVIEW_PHOTOS_MAX })}
        </label>
        {keep.length > 0 && (
          <ul className="mt-2 flex gap-2">
            {keep.map((src, i) => (
              <li key={src} className="relative size-16 overflow-hidden rounded-md border border-line">
                <Thumbnail src={src} width={64} alt={t('photoAlt', { n: i + 1 })} />
                <button
                  type="button"
                  className="absolute end-0 top-0 bg-white/90 px-1 text-xs"
                  onClick={() => setKeep(keep.filter((p) => p !== src))}
                  aria-label={t('removePhoto', { n: i + 1 })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={fileInput}
          id="review-photos"
          name="photos"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          multiple
          disabled={room <= 0}
          onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, room))}
          className="mt-1.5 block w-full text-sm"
        />
        <p className="mt-1 text-xs text-fg-muted">{t('photosHint')}</p>
        {fieldError('photos') && <p className="mt-1 text-sm text-secondary-strong">{fieldError('photos')}</p>}
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClasses({ size: 'sm' })} disabled={pending} aria-busy={pending}>
          {t('submit')}
        </button>
        <button type="button" className={buttonClasses({ variant: 'ghost', size: 'sm' })} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

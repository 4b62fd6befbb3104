import 'server-only';
import { z } from 'zod';
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX, reviewInputSchema } from '@/domain/reviews/reviews';
import { waitMinutes } from '@/domain/security/limits';
import type { ActionResult } from '@/lib/action-result';
import { isDatabaseUnavailable } from '@/lib/db-unavailable';
import { ActionError, failureOf, fieldErrorsOf } from '@/server/action';
import { auth } from '@/server/auth/auth';
import { revalidateStore } from '@/server/cache/revalidate-store';
import { readMultipartBody } from '@/server/http';
import { bodyLimitBytes } from '@/lib/body-limits.mjs';
import { refuseCrossSite } from '@/server/security/csrf';
import { limits } from '@/server/security/limiter';
import { toWebp, UploadRefused } from '@/server/storage/process-image';
import { StorageError, storePicture } from '@/server/storage/storage';
import { customerReviewState, saveCustomerReview, type OwnReviewDto, type ReviewState } from './customer-review';

const NO_STORE = { 'cache-control': 'private, no-store' };
const answer = <T>(result: ActionResult<T>) => Response.json(result, { status: result.ok ? 200 : result.status, headers: NO_STORE });
/** the photos, the text and the form's overhead (src/lib/body-limits.mjs) */
const BODY_LIMIT = bodyLimitBytes('review');

const productIdSchema = z.uuid();

/** `GET /api/reviews?product=<id>`: may the signed-in visitor review the product, and their review (personal, never cached). */
export async function handleReviewState(req: Request): Promise<Response> {
  const id = productIdSchema.safeParse(new URL(req.url).searchParams.get('product'));
  if (!id.success) return answer({ ok: false, status: 400, error: 'invalid' });
  try {
    const user = await auth();
    return answer<ReviewState>({ ok: true, data: await customerReviewState(user, id.data) });
  } catch (err) {
    if (isDatabaseUnavailable(err)) return answer({ ok: false, status: 503, error: 'unavailable' });
    return answer(failureOf('review.state', err));
  }
}

/**
 * `POST /api/reviews` (multipart: productId, rating, title, body, keepPhotos (repeated), photos (files, at most three
 * in all)): a customer who bought the product writes or edits their review (docs/requirements.md, "Product reviews").
 * Same-origin only; the photos are checked by content and converted like every upload (process-image.ts), each at
 * most 5 MB; nothing is stored unless the text is valid and the customer may review. Answers an ActionResult whose
 * errors are keys of `catalogue.reviews.errors`.
 */
export async function handleReviewSubmit(req: Request): Promise<Response> {
  const crossSite = await refuseCrossSite(req, { ok: false, status: 403, error: 'forbidden' });
  if (crossSite) return crossSite;
  const read = await readMultipartBody(req, BODY_LIMIT);
  if (!read.ok)
    return answer(
      read.reason === 'tooLarge' ? { ok: false, status: 413, error: 'fileTooLarge' } : { ok: false, status: 400, error: 'invalid' },
    );
  const form = read.value;
  const parsed = reviewInputSchema.safeParse({
    productId: form.get('productId'),
    rating: form.get('rating'),
    title: form.get('title') ?? '',
    body: form.get('body') ?? '',
    keepPhotos: form.getAll('keepPhotos'),
  });
  if (!parsed.success) return answer({ ok: false, status: 400, error: 'invalid', fieldErrors: fieldErrorsOf(parsed.error) });
  const files = form.getAll('photos').filter((f): f is File => f instanceof Blob && f.size > 0);
  if (files.length + parsed.data.keepPhotos.length > REVIEW_PHOTOS_MAX)
    return answer({ ok: false, status: 400, error: 'invalid', fieldErrors: { photos: 'tooManyPhotos' } });
  if (files.some((f) => f.size > REVIEW_PHOTO_MAX_BYTES))
    return answer({ ok: false, status: 413, error: 'fileTooLarge', fieldErrors: { photos: 'fileTooLarge' } });
  try {
    const user = await auth();
    if (!user) return answer({ ok: false, status: 403, error: 'signedOut' });
    // the rule is checked before any photo is converted or stored, and again in the write's transaction
    const state = await customerReviewState(user, parsed.data.productId);
    if (state.eligibility !== 'eligible') return answer({ ok: false, status: 403, error: state.eligibility });
    const verdict = await limits.reviewWrite.take(user.id);
    if (!verdict.ok)
      return answer({ ok: false, status: 429, error: 'tooManyAttempts', params: { minutes: waitMinutes(verdict.retryAfterMs) } });
    const photos: string[] = [];
    for (const file of files) {
      const image = await toWebp(Buffer.from(await file.arrayBuffer()));
      photos.push(await storePicture(image.data));
    }
    const saved = await saveCustomerReview(user, parsed.data, photos);
    // a published review changed: the product's page shows it, its card the rating
    if (saved.clearSlug) revalidateStore({ productSlugs: [saved.clearSlug], cards: [parsed.data.productId] });
    return answer<OwnReviewDto>({ ok: true, data: saved.review });
  } catch (err) {
    if (err instanceof UploadRefused) return answer({ ok: false, status: err.status, error: err.code, fieldErrors: { photos: err.code } });
    if (err instanceof StorageError) {
      console.error('[review] storage refused a photo:', err.message);
      return answer({ ok: false, status: err.kind === 'full' ? 507 : 500, error: 'somethingWentWrong' });
    }
    if (err instanceof ActionError) return answer({ ok: false, status: err.status, error: err.code, fieldErrors: err.fieldErrors });
    if (isDatabaseUnavailable(err)) return answer({ ok: false, status: 503, error: 'unavailable' });
    return answer(failureOf('review.submit', err));
  }
}

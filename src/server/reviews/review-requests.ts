import 'server-only';
import { z } from 'zod';
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX, reviewInputSchema } from '@/domain/reviews/reviews';
import { ActionError } from '@/server/action';
import { auth } from '@/server/auth/auth';
import { revalidateStore } from '@/server/cache/revalidate-store';
import { actionRoute, formInput, queryInput } from '@/server/http';
import { bodyLimitBytes } from '@/lib/body-limits.mjs';
import { definePublicAction } from '@/server/public-action';
import { limits } from '@/server/security/limiter';
import { toWebp, UploadRefused } from '@/server/storage/process-image';
import { StorageError, storePicture } from '@/server/storage/storage';
import { customerReviewState, saveCustomerReview } from './customer-review';

/** personal answers: never cached, by the browser or anyone between */
const NO_STORE = { 'cache-control': 'private, no-store' };

/** May the visitor review the product (`?product=<id>`), and their own review. */
export const reviewState = definePublicAction('review.state', z.object({ product: z.uuid() }), async ({ product }) =>
  customerReviewState(await auth(), product),
);

/** The review form: its text and the photos it keeps (reviewInputSchema, shared with the browser), and new photos. */
const reviewSubmitSchema = reviewInputSchema
  .extend({ photos: z.array(z.instanceof(Blob)).optional().default([]) })
  .refine((r) => r.photos.length + r.keepPhotos.length <= REVIEW_PHOTOS_MAX, { message: 'tooManyPhotos', path: ['photos'] });

/**
 * A customer who bought the product writes or edits their review (docs/requirements.md, "Product reviews"). The
 * photos are checked by content and converted like every upload (process-image.ts), each at most 5 MB; nothing is
 * stored unless the text is valid and the customer may review, which is checked before any photo is converted and
 * again in the write's transaction. Errors are keys of `catalogue.reviews.errors`.
 */
export const submitReview = definePublicAction(
  'review.submit',
  reviewSubmitSchema,
  async ({ photos: files, ...input }, { user }) => {
    if (files.some((f) => f.size > REVIEW_PHOTO_MAX_BYTES))
      throw new ActionError(413, 'fileTooLarge', undefined, { photos: 'fileTooLarge' });
    const state = await customerReviewState(user, input.productId);
    if (state.eligibility !== 'eligible') throw new ActionError(403, state.eligibility);
    const photos: string[] = [];
    for (const file of files) photos.push(await storedPhoto(file));
    const saved = await saveCustomerReview(user, input, photos);
    // a published review changed: the product's page shows it, its card the rating
    if (saved.clearSlug) revalidateStore({ productSlugs: [saved.clearSlug], cards: [input.productId] });
    return saved.review;
  },
  { signedIn: true, throttles: async (_input, { user }) => [user && [limits.reviewWrite, user.id]] },
);

/** A review photo converted to WebP and stored; what the picture or the disk refuses, as the form's error. */
async function storedPhoto(file: Blob): Promise<string> {
  try {
    return await storePicture((await toWebp(Buffer.from(await file.arrayBuffer()))).data);
  } catch (err) {
    if (err instanceof UploadRefused) throw new ActionError(err.status, err.code, undefined, { photos: err.code });
    if (err instanceof StorageError) {
      console.error('[review] storage refused a photo:', err.message);
      throw new ActionError(err.kind === 'full' ? 507 : 500, 'somethingWentWrong');
    }
    throw err;
  }
}

/** `GET /api/reviews?product=<id>`: reviewState (personal, never cached). */
export const handleReviewState = actionRoute(reviewState, { read: queryInput, headers: NO_STORE });

/**
 * `POST /api/reviews` (multipart: productId, rating, title, body, keepPhotos (repeated), photos (files, at most three
 * in all)): submitReview behind actionRoute (same origin only; the photos, the text and the form's overhead within
 * src/lib/body-limits.mjs).
 */
export const handleReviewSubmit = actionRoute(submitReview, {
  read: formInput(bodyLimitBytes('review'), { lists: ['keepPhotos', 'photos'], tooLarge: 'fileTooLarge' }),
  headers: NO_STORE,
});

/**
 * The sizes of a product review (docs/requirements.md, "Product reviews"), apart from the review's zod schemas so the
 * product page's review form can read them without taking zod into the page's first-load JS.
 */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
/** how many photos, and how large one may be (the shop's uploads allow 8 MB; a customer's photo is smaller) */
export { REVIEW_PHOTOS_MAX, REVIEW_PHOTO_MAX_BYTES } from '@/lib/body-limits.mjs';

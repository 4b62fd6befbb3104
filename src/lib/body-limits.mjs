// @ts-check
/**
 * How large a request body each address takes, in one place (docs/operations.md, "Request sizes"): server.mjs refuses a
 * larger declared body before anything reads it, with the answer the address's own handler gives for a body too large
 * (an ActionResult whose error key the page shows in the visitor's language), and each handler reads at most its
 * limit as the body arrives (readBodyBytes in src/server/http.ts), so a body without a declared length is held to the
 * same figure. Plain JavaScript because server.mjs reads it outside the bundle (types in body-limits.d.mts).
 */
const KB = 1024;
const MB = 1024 * KB;

/** A picture uploaded by staff (docs/dashboard.md). */
export const UPLOAD_MAX_BYTES = 8 * MB;
/** A review's photos (docs/requirements.md, "Product reviews"): each, and how many. */
export const REVIEW_PHOTO_MAX_BYTES = 5 * MB;
export const REVIEW_PHOTOS_MAX = 3;
/** A catalogue import (docs/dashboard.md): the CSV and the zip of pictures. */
export const IMPORT_CSV_MAX_BYTES = 10 * MB;
export const IMPORT_ZIP_MAX_BYTES = 50 * MB;

/** multipart overhead (boundaries, the other fields) allowed above the files of a form */
const FORM_SLACK = 64 * KB;

/** @typedef {{ ok: false; status: 413; error: string; params?: Record<string, number> }} Refusal */
/** @typedef {{ name: string; path: RegExp; bytes: number; refusal: Refusal }} BodyLimit */

/** @param {string} error @param {Record<string, number>} [params] @returns {Refusal} */
const tooLarge = (error, params) => ({ ok: false, status: 413, error, ...(params ? { params } : {}) });

/** @type {BodyLimit[]} */
export const BODY_LIMITS = [
  { name: 'upload', path: /^\/api\/dashboard\/upload$/, bytes: UPLOAD_MAX_BYTES + FORM_SLACK, refusal: tooLarge('fileTooLarge') },
  {
    name: 'review',
    path: /^\/api\/reviews$/,
    bytes: REVIEW_PHOTOS_MAX * REVIEW_PHOTO_MAX_BYTES + FORM_SLACK,
    refusal: tooLarge('fileTooLarge'),
  },
  {
    name: 'import',
    path: /^\/api\/dashboard\/products\/import$/,
    bytes: IMPORT_CSV_MAX_BYTES + IMPORT_ZIP_MAX_BYTES + 4 * FORM_SLACK,
    refusal: tooLarge('importZipTooLarge', { max: IMPORT_ZIP_MAX_BYTES / MB }),
  },
  { name: 'payment notification', path: /^\/api\/payments\//, bytes: 512 * KB, refusal: tooLarge('tooLarge') },
  { name: 'dashboard call', path: /^\/api\/dashboard\/[^/]+$/, bytes: 1_000_000, refusal: tooLarge('tooLarge') },
  { name: 'notification', path: /^\/api\/notification$/, bytes: 4 * KB, refusal: tooLarge('tooLarge') },
  { name: 'wishlist', path: /^\/api\/home\/wishlist$/, bytes: 64 * KB, refusal: tooLarge('tooLarge') },
];

/** Everything else (server actions of forms, sign-in): Next.js's own limit of a server action's body. */
export const DEFAULT_BODY_LIMIT = /** @type {BodyLimit} */ ({ name: 'form', path: /.*/, bytes: 1 * MB, refusal: tooLarge('tooLarge') });

/** @param {string} pathname @returns {BodyLimit} */
export function bodyLimit(pathname) {
  return BODY_LIMITS.find((l) => l.path.test(pathname)) ?? DEFAULT_BODY_LIMIT;
}

/** @param {string} name @returns {number} */
export function bodyLimitBytes(name) {
  const limit = BODY_LIMITS.find((l) => l.name === name);
  if (!limit) throw new Error(`no body limit named ${name}`);
  return limit.bytes;
}

/** Spec §7 response envelope: `{success: true, ...data}` or `{success: false, err}`. */
export type ApiResult<T extends object> = ({ success: true } & T) | { success: false; err: string };

export const SOMETHING_WENT_WRONG = 'Something Went Wrong';

/**
 * Digest of a server error that is the database being unreachable (src/server/db/unavailable.ts). In production
 * Next.js hides a server error's message from the error boundary but hands over its `digest`, so the store's error
 * page can say "temporarily unavailable" instead of "something went wrong".
 */
export const DB_UNAVAILABLE_DIGEST = 'DB_UNAVAILABLE';

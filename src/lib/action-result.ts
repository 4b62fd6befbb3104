/**
 * What every dashboard action answers (src/server/action.ts). `error` and the values of `fieldErrors`
 * are keys of the `dashboard.errors` / `dashboard.validation` messages, with `params` for their arguments,
 * so the browser shows them in the user's language.
 */
/** 507: the server's disk is full (uploads) */
export type ActionFailureStatus = 400 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 507;

export type ActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: ActionFailureStatus; error: string; params?: Record<string, string | number>; fieldErrors?: Record<string, string> };

export const ACTION_ERRORS = {
  forbidden: 'forbidden',
  invalid: 'invalid',
  notFound: 'notFound',
  conflict: 'conflict',
  inUse: 'inUse',
  failed: 'somethingWentWrong',
} as const;

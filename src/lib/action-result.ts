/**
 * What every server action answers, dashboard (src/server/action.ts) and storefront (src/server/public-action.ts).
 * `error` and the values of `fieldErrors` are message keys of the calling area (`dashboard.errors`,
 * `account.errors`, …), with `params` for their arguments, so the browser shows them in the user's language.
 */
/** 503: the database cannot be reached for now (try again); 507: the server's disk is full (uploads) */
export type ActionFailureStatus = 400 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503 | 507;

export type ActionResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: ActionFailureStatus;
      error: string;
      params?: Record<string, string | number>;
      fieldErrors?: Record<string, string>;
    };

export type ActionFailure = Extract<ActionResult<never>, { ok: false }>;

import type { ActionResult } from '../../lib/action-result';

/** Path of the dashboard action route; `name` is the registered action name, e.g. `brand.create`. */
export const actionUrl = (name: string) => `/api/dashboard/${encodeURIComponent(name)}`;

/**
 * Browser side of a dashboard action: POSTs the input as JSON and returns the ActionResult. A network
 * failure or an unreadable answer becomes `{ok: false, status: 500, error: 'somethingWentWrong'}`.
 */
export async function callAction<T>(name: string, input: unknown): Promise<ActionResult<T>> {
  try {
    const res = await fetch(actionUrl(name), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input ?? {}),
    });
    const body = (await res.json().catch(() => null)) as ActionResult<T> | null;
    if (body && typeof body === 'object' && 'ok' in body) return body;
    return { ok: false, status: 500, error: 'somethingWentWrong' };
  } catch {
    return { ok: false, status: 500, error: 'somethingWentWrong' };
  }
}

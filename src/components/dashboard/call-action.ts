import type { ActionResult } from '@/lib/action-result';
import type { DashboardActionData, DashboardActionInput, DashboardActionName, DashboardActionNameFor } from '@/server/dashboard/registry';

export type { DashboardActionData, DashboardActionInput, DashboardActionName, DashboardActionNameFor };

/**
 * The actions that delete the rows given by id (a table's bulk delete, a row's delete): named `….delete` or
 * `…Delete` and taking `{ids}` (a list or an update that happens to accept `{ids}` is not one).
 */
export type DeleteActionName = Extract<DashboardActionNameFor<{ ids: string[] }>, `${string}.delete` | `${string}Delete`>;

/** Path of the dashboard action route; `name` is the registered action name, e.g. `brand.create`. */
export const actionUrl = (name: DashboardActionName) => `/api/dashboard/${encodeURIComponent(name)}`;

/**
 * Browser side of a dashboard action: POSTs the input as JSON and returns the ActionResult. The name, the input
 * and the answer are typed from the server's registry (type imports only), so `tsc` refuses an unknown name or
 * a wrong input. A network failure or an unreadable answer becomes `{ok: false, status: 500, error: 'somethingWentWrong'}`.
 */
export async function callAction<N extends DashboardActionName>(
  name: N,
  input: DashboardActionInput<N>,
): Promise<ActionResult<DashboardActionData<N>>> {
  type T = DashboardActionData<N>;
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

import type { Page } from '@playwright/test';

/** A dashboard action called from the signed-in page, as the dashboard's own scripts call it (same origin). */
export async function callAction<T>(page: Page, name: string, input: unknown): Promise<{ ok: boolean; status?: number; data: T }> {
  return page.evaluate(
    async ([n, body]) =>
      (
        await fetch(`/api/dashboard/${n}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      ).json(),
    [name, input] as const,
  );
}

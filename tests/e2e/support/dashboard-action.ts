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

/**
 * The calls of a dashboard action the page sends from now on (their request bodies): a form that checks its input
 * with the action's schema in the browser sends nothing that schema refuses, so a refusal is asserted by its message
 * on the page and an empty list.
 */
export function actionCalls(page: Page, name: string): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/dashboard/${name}`) sent.push(r.postData() ?? '');
  });
  return sent;
}

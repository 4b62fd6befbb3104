import 'server-only';
import { firstLocale, type Locale, LOCALE_COOKIE } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';

/**
 * CSRF guard of every state-changing API route (POST/PUT/PATCH/DELETE under src/app/api) that a signed-in
 * browser calls with its cookies. Outside it, by design: next-auth's own routes (its double-submit CSRF token)
 * and the payment gateways' webhooks/IPN/returns (signed or verified with the gateway, and called cross-site);
 * server actions are checked by Next.js itself (Origin against Host). tests/integration/csrf.test.ts finds the
 * routes from the code and proves each one uses this guard.
 *
 * The rule:
 * 1. `Sec-Fetch-Site` (sent by every current browser, and not settable by a page's script) decides when present:
 *    only `same-origin` passes; `same-site` (a sibling sub-domain), `cross-site` and `none` are refused.
 * 2. Otherwise the `Origin`, or without it the `Referer`, must name this host (`X-Forwarded-Host` behind a proxy).
 * 3. Neither header at all: refused. Browsers always send Origin on a cross-origin POST/PUT/PATCH/DELETE, so a
 *    missing one means a non-browser client; these routes exist only for our pages, and such a client (a script,
 *    a test) simply sends `Origin: <this site>`. Refusing costs nothing and leaves no way around rule 2.
 */
export function isSameOrigin(req: Request): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  const source = req.headers.get('origin') ?? req.headers.get('referer');
  if (!host || !source) return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}

/** The language of the request (LANGUAGE cookie, as the pages use it). */
export function requestLocale(req: Request): Locale {
  const cookie = req.headers.get('cookie') ?? '';
  const chosen = cookie
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === LOCALE_COOKIE)?.[1];
  return firstLocale(chosen);
}

/** The translated refusal text (common.errors.crossSite) in the request's language. */
export async function crossSiteMessage(req: Request): Promise<string> {
  const messages = (await loadMessages(requestLocale(req))) as { common?: { errors?: { crossSite?: string } } };
  return messages.common?.errors?.crossSite ?? 'This request came from another website and was refused.';
}

/**
 * null when the request may go on; otherwise the 403 answer: the route's own refusal body (so its clients
 * read it as they read any refusal) plus `message`, the translated explanation. Call it before anything else.
 */
export async function refuseCrossSite(req: Request, body: Record<string, unknown>): Promise<Response | null> {
  if (isSameOrigin(req)) return null;
  return Response.json({ ...body, message: await crossSiteMessage(req) }, { status: 403, headers: { 'cache-control': 'no-store' } });
}

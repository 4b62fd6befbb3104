import { NextResponse, type NextRequest } from 'next/server';
import { DASHBOARD_PATH_HEADER } from '@/domain/dashboard/route-access';
import { CHECKOUT_CLIENT_COOKIE, checkoutClientId } from '@/domain/orders/checkout-client';
import { routeRequest } from '@/i18n/locale-route.mjs';
import { LOCALE_COOKIE } from '@/i18n/locales';
import { buildCsp, createNonce, NONCE_HEADER } from '@/lib/security/csp';
import { configuredTrackers } from '@/server/security/csp-trackers';
import { siteIsHttps } from '@/lib/site-url.mjs';
import { bodyTooDeep } from '@/lib/security/body-nesting.mjs';

/** The header next-intl reads the language of a request from (pages that are rendered per request). */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

/**
 * Every page and API request (static files and optimised images excepted, see `config`):
 * - languages in the URL (src/i18n/locale-route.ts): redirects /en/… and, by the LANGUAGE cookie, unprefixed pages;
 *   rewrites a page to its place under src/app/[locale];
 * - pages rendered per request get a Content-Security-Policy with a fresh nonce, on the response and on the request,
 *   where Next.js reads it to put the nonce on its own scripts. Pages served from cache get no nonce (it would be
 *   baked into the cached HTML): their policy lists the hashes of their inline scripts (server.mjs);
 * - the checkout page gives a browser without one its checkout id (src/domain/orders/checkout-client.ts);
 * - dashboard requests carry their path to the layout, which checks the page's right before anything streams,
 *   so a refusal is a real HTTP 403 (pages under a loading boundary would otherwise answer 200 with the 403 page);
 * - a POST to a page (a server action) whose body nests deeper than any input of the shop is refused with 400 before
 *   Next.js decodes it, which would overflow the stack (src/lib/security/body-nesting.mjs). Next.js has already copied
 *   the body for this function, so reading it here costs no second read from the client.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl;
  if (request.method === 'POST' && !url.pathname.startsWith('/api/') && (await bodyTooDeep(request)))
    return new NextResponse('Request body nested too deeply', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const route = routeRequest(url.pathname, url.searchParams, request.cookies.get(LOCALE_COOKIE)?.value, request.method);
  if (route.kind === 'redirect') {
    const target = url.clone();
    const [pathname, search = ''] = route.location.split('?');
    target.pathname = pathname;
    target.search = search ? `?${search}` : '';
    const response = NextResponse.redirect(target, route.status);
    // a redirect chosen by the cookie must not be kept by a shared cache
    if (route.status === 307) response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }

  const headers = new Headers(request.headers);
  // always overwritten: a client cannot choose the path the dashboard layout checks or the language header
  headers.delete(NONCE_HEADER);
  headers.delete('content-security-policy');
  headers.set(DASHBOARD_PATH_HEADER, route.kind === 'page' ? route.path : url.pathname);
  let csp: string | undefined;
  if (route.kind === 'page') headers.set(LOCALE_HEADER, route.locale);
  else headers.delete(LOCALE_HEADER);
  if (route.kind === 'pass' || !route.cached) {
    const nonce = createNonce();
    csp = buildCsp({
      nonce,
      trackers: await configuredTrackers(),
      dev: process.env.NODE_ENV === 'development',
      https: siteIsHttps(),
    });
    headers.set(NONCE_HEADER, nonce);
    headers.set('content-security-policy', csp);
  }
  let response: NextResponse;
  if (route.kind === 'page') {
    // the same URL object with another path: an internal rewrite (a URL built from request.url may name another
    // host than the one Next.js listens as, which it would fetch over HTTP as an external rewrite)
    const target = url.clone();
    target.pathname = `/${route.locale}${route.path === '/' ? '' : route.path}`;
    response = NextResponse.rewrite(target, { request: { headers } });
  } else response = NextResponse.next({ request: { headers } });
  if (csp) response.headers.set('content-security-policy', csp);
  // viewing the checkout page gives the browser its checkout id; only a view (GET): Next.js hands a cookie set here to
  // the request's own handler too, so a submission without the cookie would otherwise get a new id of its own
  if (
    request.method === 'GET' &&
    route.kind === 'page' &&
    route.path === '/checkout' &&
    !checkoutClientId(request.cookies.get(CHECKOUT_CLIENT_COOKIE.name)?.value)
  ) {
    response.cookies.set(CHECKOUT_CLIENT_COOKIE.name, crypto.randomUUID(), {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: CHECKOUT_CLIENT_COOKIE.maxAge,
    });
  }
  return response;
}

export const config = {
  // not: build output, optimised images, catalogue pictures and uploads, message catalogues, the icon sprite, favicon;
  // nor the API routes that read a request body themselves, within a limit, as it arrives (src/server/http.ts):
  // Next.js copies the body of every request its proxy sees, and waits for all of it, before the route could refuse it
  matcher: [
    '/((?!_next/static|_next/image|images/|brand/|uploads/|locales/|icons\\.svg|favicon\\.ico|api/dashboard/|api/payments/|api/home/wishlist|api/notification|api/reviews).*)',
  ],
};

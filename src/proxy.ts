import { NextResponse, type NextRequest } from 'next/server';
import { DASHBOARD_PATH_HEADER } from '@/domain/dashboard/route-access';
import { buildCsp, createNonce, NONCE_HEADER } from '@/lib/security/csp';
import { configuredTrackers } from '@/server/security/csp-trackers';

/**
 * Every page and API answer (static files and optimised images excepted, see `config`):
 * - a Content-Security-Policy with a fresh nonce (src/lib/security/csp.ts), on the response and on the request,
 *   where Next.js reads it to put the nonce on its own scripts; `x-nonce` carries it to our server components.
 * - dashboard requests carry their path to the layout, which checks the page's right before anything streams,
 *   so a refusal is a real HTTP 403 (pages under a loading boundary would otherwise answer 200 with the 403 page).
 */
export async function proxy(request: NextRequest) {
  const nonce = createNonce();
  const csp = buildCsp({
    nonce,
    trackers: await configuredTrackers(),
    dev: process.env.NODE_ENV === 'development',
    https: (process.env.NEXTAUTH_URL ?? '').startsWith('https://'),
  });
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set('content-security-policy', csp);
  // always overwritten: a client cannot choose the path the dashboard layout checks
  headers.set(DASHBOARD_PATH_HEADER, request.nextUrl.pathname);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', csp);
  return response;
}

export const config = {
  // not: build output, optimised images, catalogue pictures and uploads, message catalogues, favicon
  matcher: ['/((?!_next/static|_next/image|images/|brand/|uploads/|locales/|favicon\\.ico).*)'],
};

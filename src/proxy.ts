import { NextResponse, type NextRequest } from 'next/server';
import { DASHBOARD_PATH_HEADER } from '@/domain/dashboard/route-access';

/**
 * Dashboard requests carry their path to the layout, which checks the page's right before anything streams,
 * so a refusal is a real HTTP 403 (pages under a loading boundary would otherwise answer 200 with the 403 page).
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  // always overwritten: a client cannot choose the path the layout checks
  headers.set(DASHBOARD_PATH_HEADER, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ['/dashboard', '/dashboard/:path*'] };

import 'server-only';
import { NextResponse } from 'next/server';
import { safeCallbackUrl } from '@/domain/account/callback-url';
import { siteOrigin } from '@/lib/site-origin';

/**
 * Callback URLs are limited to this site: a callbackUrl (query or form field) pointing elsewhere
 * gets InvalidCallbackUrl instead of being followed or silently replaced. "This site" and the sign-in page the
 * refusal points to are the configured origin (siteOrigin()), never the request's Host or X-Forwarded-Host
 * (docs/operations.md, "Reverse proxies, the client address and the site origin").
 */
export async function callbackUrlProblem(req: Request): Promise<Response | null> {
  const url = new URL(req.url);
  let callbackUrl = url.searchParams.get('callbackUrl');
  let json = false;
  if (req.method === 'POST' && req.headers.get('content-type')?.includes('application/x-www-form-urlencoded')) {
    const form = await req
      .clone()
      .formData()
      .catch(() => null);
    const v = form?.get('callbackUrl');
    if (typeof v === 'string') callbackUrl = v;
    json = form?.get('json') === 'true';
  }
  if (!callbackUrl) return null;
  const origin = siteOrigin();
  const same = safeCallbackUrl(callbackUrl, origin, '') !== '';
  if (same) return null;
  const target = `${origin}/signin?error=InvalidCallbackUrl`;
  if (json || req.method === 'POST') return NextResponse.json({ url: target }, { status: 400 });
  return NextResponse.redirect(target, 302);
}

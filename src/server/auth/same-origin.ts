import 'server-only';

/**
 * CSRF guard for cookie-authenticated writes: the Origin (or, without it, the Referer) must be this
 * site. Browsers always send Origin on cross-site POST/DELETE, so a forged request fails here.
 */
export function isSameOrigin(req: Request): boolean {
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  const source = req.headers.get('origin') ?? req.headers.get('referer');
  if (!host || !source) return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}

/**
 * A return address limited to this site: a relative path (not protocol-relative), or an absolute URL
 * on `origin`, turned into its path. Anything else gives the fallback.
 */
export function safeCallbackUrl(raw: string | null | undefined, origin?: string, fallback = '/'): string {
  if (!raw || raw.length > 2000) return fallback;
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) {
    try {
      const u = new URL(raw, 'http://x');
      return u.origin === 'http://x' ? `${u.pathname}${u.search}${u.hash}` : fallback;
    } catch {
      return fallback;
    }
  }
  if (!origin) return fallback;
  try {
    const u = new URL(raw);
    return u.origin === new URL(origin).origin ? `${u.pathname}${u.search}${u.hash}` : fallback;
  } catch {
    return fallback;
  }
}

/** /signin?error=SessionRequired&callbackUrl=... for a page that needs a signed-in user. */
export function signInRedirect(returnTo: string): string {
  const params = new URLSearchParams({ error: 'SessionRequired', callbackUrl: safeCallbackUrl(returnTo) });
  return `/signin?${params}`;
}

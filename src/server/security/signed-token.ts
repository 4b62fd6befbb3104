import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getAuthSecret } from '@/server/auth/secret';

/**
 * A short-lived value the server hands out and later reads back unchanged: `<payload>.<HMAC>`, the payload
 * base64url JSON with its purpose and expiry, signed with the session secret. Used where a row in the database
 * would only hold the same facts until they expire (the link to confirm a new e-mail address, the intent to
 * link a Google/Facebook identity to the signed-in account). A token of one purpose is never valid for another.
 */
function mac(body: string, secret: string) {
  return createHmac('sha256', secret).update(`signed-token:${body}`).digest('base64url');
}

export function signToken<T extends Record<string, unknown>>(
  purpose: string,
  payload: T,
  ttlMs: number,
  opts: { now?: number; secret?: string } = {},
): string {
  const body = Buffer.from(JSON.stringify({ p: purpose, x: (opts.now ?? Date.now()) + ttlMs, d: payload })).toString('base64url');
  return `${body}.${mac(body, opts.secret ?? getAuthSecret())}`;
}

/** The payload of a token of `purpose` that is ours and not expired; null otherwise. */
export function readToken<T>(purpose: string, token: unknown, opts: { now?: number; secret?: string } = {}): T | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(body, opts.secret ?? getAuthSecret()));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p?: unknown; x?: unknown; d?: unknown };
    if (parsed.p !== purpose || typeof parsed.x !== 'number' || parsed.x < (opts.now ?? Date.now())) return null;
    return (parsed.d ?? null) as T | null;
  } catch {
    return null;
  }
}

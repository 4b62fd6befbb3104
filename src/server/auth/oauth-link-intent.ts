import 'server-only';
import { cookies } from 'next/headers';
import { readToken, signToken } from '@/server/security/signed-token';
import { auth } from './auth';

/**
 * "Link Google/Facebook" in the profile: the signed-in person's intent, kept for 10 minutes in a signed,
 * http-only cookie while the provider's page is open. On the way back the identity is linked to that account
 * only if the same person is still signed in (docs/accounts.md, "Google and Facebook").
 */
export const OAUTH_LINK_COOKIE = 'fs_oauth_link';
const PURPOSE = 'oauth-link';
const TTL_MS = 10 * 60_000;

type Intent = { u: string; p: string };

/** Records that `userId` asked to link `provider`. */
export async function startOAuthLink(userId: string, provider: string): Promise<void> {
  (await cookies()).set(OAUTH_LINK_COOKIE, signToken<Intent>(PURPOSE, { u: userId, p: provider }, TTL_MS), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: TTL_MS / 1000,
  });
}

/** The account to link this provider's identity to, or null (no intent, another provider, another person). */
export async function oauthLinkTarget(provider: string): Promise<string | null> {
  try {
    const jar = await cookies();
    const intent = readToken<Intent>(PURPOSE, jar.get(OAUTH_LINK_COOKIE)?.value);
    if (!intent) return null;
    jar.delete(OAUTH_LINK_COOKIE);
    const me = await auth();
    return me && me.id === intent.u && intent.p === provider ? me.id : null;
  } catch {
    // outside a request (tests calling the callback directly): no intent
    return null;
  }
}

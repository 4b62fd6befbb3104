import 'server-only';
import type { AuthOptions, Session } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import FacebookProvider from 'next-auth/providers/facebook';
import GoogleProvider from 'next-auth/providers/google';
import { getSettings } from '@/server/settings/get-settings';
import { getPrivateSettings } from '@/server/settings/private-settings';
import { linkOAuthAccount } from './link-oauth-account';
import { socialCredentials } from './social-credentials';
import { oauthLinkTarget } from './oauth-link-intent';
import { getAuthSecret } from './secret';
import { SESSION_MAX_AGE } from './session-config';
import { loadAuthUser, tokenStillValid, toSessionUser, type AuthUser } from './session-user';
import { verifyCredentials, type VerifiedAccount } from './verify-credentials';
import { requestClientAddress } from '@/server/security/client-address';
import { endAllSessions } from './end-sessions';

class SessionRevoked extends Error {
  constructor() {
    super('session revoked (password reset, blocked or deleted account)');
    this.name = 'SessionRevoked';
  }
}

/** The account loaded by the jwt callback, handed to the session callback of the same request. */
const loaded = new WeakMap<JWT, AuthUser>();

/**
 * Providers offered now: credentials always; Google/Facebook when on in settings and configured (the app
 * credentials saved in /dashboard/settings/login, else the GOOGLE_* / FACEBOOK_* environment variables).
 */
export async function oauthProviders(): Promise<AuthOptions['providers']> {
  const [login, creds] = await Promise.all([
    getSettings()
      .then((s) => s.login)
      .catch(() => ({ google: false, facebook: false })),
    getPrivateSettings().catch(() => null),
  ]);
  const { google, facebook } = socialCredentials(creds);
  const out: AuthOptions['providers'] = [];
  if (login.google && google.id && google.secret) {
    out.push(GoogleProvider({ clientId: google.id, clientSecret: google.secret }));
  }
  if (login.facebook && facebook.id && facebook.secret) {
    out.push(FacebookProvider({ clientId: facebook.id, clientSecret: facebook.secret }));
  }
  return out;
}

const credentials = CredentialsProvider({
  id: 'credentials',
  name: 'Email',
  credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
  async authorize(creds, req) {
    const account = await verifyCredentials(creds, requestClientAddress(req?.headers));
    return account ? { id: account.id, name: account.name, email: account.email, sessionVersion: account.sessionVersion } : null;
  },
});

/** Everything but the OAuth providers (which depend on settings); enough for reading sessions. */
export function baseAuthOptions(): AuthOptions {
  return {
    secret: getAuthSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE, updateAge: 24 * 60 * 60 },
    providers: [credentials],
    pages: { signIn: '/signin', error: '/signin' },
    callbacks: {
      async signIn({ user, account, profile }) {
        if (!account || account.type !== 'oauth') return true;
        const p = profile as { email?: string; email_verified?: boolean } | undefined;
        const result = await linkOAuthAccount(
          {
            provider: account.provider,
            providerAccountId: account.providerAccountId,
            email: user.email ?? p?.email,
            // only Google states it; an address Facebook gives is not taken as proof of ownership
            emailVerified: account.provider === 'google' && p?.email_verified === true,
            name: user.name,
            image: user.image,
          },
          { linkTo: await oauthLinkTarget(account.provider) },
        );
        if (!result.ok) {
          if (result.reason === 'linkedElsewhere') return '/profile?linked=elsewhere#password';
          return result.reason === 'linkRequired' ? '/signin?error=OAuthAccountNotLinked' : '/signin?error=OAuthCallbackError';
        }
        if (result.user.blocked) return '/signin?error=AccountBlocked';
        Object.assign(user, { linkedId: result.user.id, sessionVersion: result.user.sessionVersion });
        return true;
      },
      async jwt({ token, user, account }) {
        if (user && account) {
          const u = user as typeof user & Partial<VerifiedAccount> & { linkedId?: string };
          token.sub = account.type === 'oauth' ? u.linkedId : u.id;
          token.sv = u.sessionVersion ?? 0;
          delete token.picture;
        }
        // every session read checks the account again: blocked, deleted or reset accounts lose it at once
        const current = token.sub ? await loadAuthUser(token.sub) : null;
        if (!tokenStillValid(current, token.sv)) throw new SessionRevoked();
        token.name = current.name;
        token.email = current.email;
        loaded.set(token, current);
        return token;
      },
      async session({ session, token }): Promise<Session> {
        const u = loaded.get(token) ?? (token.sub ? await loadAuthUser(token.sub) : null);
        if (!u) throw new SessionRevoked();
        return { expires: session.expires, user: toSessionUser(u) };
      },
      async redirect({ url, baseUrl }) {
        if (url.startsWith('/') && !url.startsWith('//')) return `${baseUrl}${url}`;
        try {
          if (new URL(url).origin === new URL(baseUrl).origin) return url;
        } catch {
          // not a URL: fall through
        }
        return baseUrl;
      },
    },
    events: {
      // signing out ends the session for good, not only in this browser: a copy of the token stops working too
      // (docs/accounts.md, "Ending sessions")
      async signOut({ token }) {
        if (token?.sub && typeof token.sv === 'number') await endAllSessions(token.sub, { onlyVersion: token.sv });
      },
    },
    logger: {
      error(code, metadata) {
        const err = metadata instanceof Error ? metadata : (metadata as { error?: unknown })?.error;
        if (code === 'JWT_SESSION_ERROR' && err instanceof Error && err.name === 'SessionRevoked') return;
        console.error(`[auth] ${code}`, err instanceof Error ? err.message : '');
      },
      warn(code) {
        console.warn(`[auth] warning ${code}`);
      },
      debug() {},
    },
  };
}

/** The full options of the /api/auth route, with the providers switched on now. */
export async function getAuthOptions(): Promise<AuthOptions> {
  const base = baseAuthOptions();
  return { ...base, providers: [credentials, ...(await oauthProviders())] };
}

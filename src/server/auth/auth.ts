import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { decode, encode } from 'next-auth/jwt';
import { getAuthSecret } from './secret';
import { loadAuthUser, tokenStillValid, type AuthUser } from './session-user';
import { SESSION_MAX_AGE } from './session-config';

const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];

/** The session token from the cookies, joining next-auth's chunked cookies (name.0, name.1, ...). */
function readSessionToken(all: { name: string; value: string }[]): string | null {
  for (const name of SESSION_COOKIES) {
    const whole = all.find((c) => c.name === name);
    if (whole) return whole.value;
    const chunks = all
      .filter((c) => c.name.startsWith(`${name}.`))
      .sort((a, b) => Number(a.name.slice(name.length + 1)) - Number(b.name.slice(name.length + 1)));
    if (chunks.length) return chunks.map((c) => c.value).join('');
  }
  return null;
}

/** The account of a session token, read fresh from the database; null when invalid, revoked or blocked. */
export async function userFromSessionToken(token: string | null): Promise<AuthUser | null> {
  if (!token) return null;
  const jwt = await decode({ token, secret: getAuthSecret() }).catch(() => null);
  if (!jwt?.sub) return null;
  const user = await loadAuthUser(jwt.sub);
  return tokenStillValid(user, jwt.sv) ? user : null;
}

/**
 * The signed-in account for this request (cached per request). Roles and permissions come from the
 * database on every call, never from the token, so a change takes effect at once.
 */
export const auth = cache(async (): Promise<AuthUser | null> => {
  const jar = await cookies();
  return userFromSessionToken(readSessionToken(jar.getAll()));
});

/**
 * After the signed-in user changed their own password (which bumps session_version and so ends every
 * other session), gives this browser a fresh token with the new version, so only this session survives.
 */
export async function renewOwnSession(userId: string): Promise<void> {
  const jar = await cookies();
  const all = jar.getAll();
  const name = SESSION_COOKIES.find((n) => all.some((c) => c.name === n || c.name.startsWith(`${n}.`)));
  const user = await loadAuthUser(userId);
  if (!name || !user) return;
  const token = await encode({
    token: { sub: user.id, sv: user.sessionVersion, name: user.name, email: user.email },
    secret: getAuthSecret(),
    maxAge: SESSION_MAX_AGE,
  });
  for (const c of all) if (c.name.startsWith(`${name}.`)) jar.delete(c.name);
  jar.set(name, token, { httpOnly: true, sameSite: 'lax', path: '/', secure: name.startsWith('__Secure-'), maxAge: SESSION_MAX_AGE });
}

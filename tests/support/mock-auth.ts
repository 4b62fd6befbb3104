import { loadAuthUser, type AuthUser } from '@/server/auth/session-user';

/**
 * Stand-in for src/server/auth/auth.ts in integration tests: `auth()` answers the account chosen with
 * `actAs(id)`, read fresh from the database like the real one (so status and rights are the stored ones).
 */
const state = globalThis as typeof globalThis & { __actorId?: string | null };

export function actAs(userId: string | null): void {
  state.__actorId = userId;
}

export async function auth(): Promise<AuthUser | null> {
  const id = state.__actorId;
  if (!id) return null;
  const user = await loadAuthUser(id);
  return user && !user.blocked ? user : null;
}

export async function userFromSessionToken(): Promise<AuthUser | null> {
  return auth();
}

export async function renewOwnSession(): Promise<void> {}

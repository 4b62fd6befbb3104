import 'server-only';
import { eq } from 'drizzle-orm';
import type { PermissionEntry } from '@/domain/permissions/permissions';
import { getDb, type DbOrTx } from '@/server/db';
import { staffPermissions, users } from '@/server/db/schema';

/** The signed-in account as the server sees it, read from the database. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: 'customer' | 'staff' | 'admin';
  blocked: boolean;
  sessionVersion: number;
  /** the session flags `a` and `s`, for the permission functions (docs/requirements.md, "Session") */
  a: boolean;
  s: { status: 'active' | 'inactive'; permissions: PermissionEntry[] } | null;
}

/** Session user (docs/requirements.md, "Session"): name, email, a (admin), s (staff status and permissions). */
export interface SessionUser {
  name: string;
  email: string;
  a: boolean;
  s: { status: 'active' | 'inactive'; permissions: PermissionEntry[] } | null;
}

export async function loadAuthUser(userId: string, db?: DbOrTx): Promise<AuthUser | null> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
  db ??= await getDb();
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) return null;
  let s: AuthUser['s'] = null;
  if (u.role === 'staff') {
    const perms = await db
      .select({ name: staffPermissions.name, view: staffPermissions.view, edit: staffPermissions.edit, delete: staffPermissions.delete })
      .from(staffPermissions)
      .where(eq(staffPermissions.userId, u.id))
      .orderBy(staffPermissions.name);
    s = { status: u.staffStatus ?? 'inactive', permissions: perms };
  }
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: u.role,
    blocked: u.blocked,
    sessionVersion: u.sessionVersion,
    a: u.role === 'admin',
    s,
  };
}

export function toSessionUser(u: AuthUser): SessionUser {
  return { name: u.name, email: u.email, a: u.a, s: u.s };
}

/** A token is still good while its account exists, is not blocked and has the same session version. */
export function tokenStillValid(u: AuthUser | null, tokenVersion: unknown): u is AuthUser {
  return !!u && !u.blocked && u.sessionVersion === tokenVersion;
}

import 'server-only';
import { redirect } from 'next/navigation';
import { signInRedirect } from '@/domain/account/callback-url';
import { guardDecision, type Access } from '@/domain/permissions/permissions';
import { auth } from './auth';
import type { AuthUser } from './session-user';

/** Thrown by a write or read of staff data without the right; actions turn it into a 403 answer. */
export class ForbiddenError extends Error {
  readonly status = 403;
  constructor(message = 'access forbidden') {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** A page that needs a signed-in user: redirects to /signin?error=SessionRequired&callbackUrl=returnTo. */
export async function requireUser(returnTo: string): Promise<AuthUser> {
  const user = await auth();
  if (!user) redirect(signInRedirect(returnTo));
  return user;
}

/**
 * A page for admins and active staff: guests go to sign in; anyone else gets `null`, and the page
 * shows the 403 page.
 */
export async function requireStaff(returnTo: string): Promise<AuthUser | null> {
  const user = await requireUser(returnTo);
  return guardDecision(user, 'staff') === 'allow' ? user : null;
}

/** For server writes and staff reads: the user when allowed, else ForbiddenError (never a redirect). */
export async function requirePermission(area: string, action: keyof Access): Promise<AuthUser> {
  const user = await auth();
  if (guardDecision(user, { area, action }) !== 'allow') throw new ForbiddenError();
  return user!;
}

/** For server actions of a signed-in user: the user or ForbiddenError. */
export async function requireSessionUser(): Promise<AuthUser> {
  const user = await auth();
  if (!user) throw new ForbiddenError('sign in required');
  return user;
}

import 'server-only';
import { redirect } from 'next/navigation';
import { signInRedirect } from '@/domain/account/callback-url';
import { guardDecision } from '@/domain/permissions/permissions';
import { auth } from './auth';
import type { AuthUser } from './session-user';

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

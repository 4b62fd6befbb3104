import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { passwordProblem, type PasswordProblem } from '@/domain/account/password-rules';
import { firstIssue, changePasswordSchema, profileSchema } from '@/domain/account/schemas';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { getDb, type DbOrTx } from '@/server/db';
import { users } from '@/server/db/schema';
import { cleanInput } from '@/lib/clean-input';
import { limits, type Limiter } from '@/server/security/limiter';

export type ProfileResult = { ok: true } | { ok: false; error: string; field?: string };

/** Name and phone; the e-mail address changes only through requestEmailChange (./change-email.ts). */
export async function updateProfile(userId: string, input: unknown, db?: DbOrTx): Promise<ProfileResult> {
  const parsed = profileSchema.safeParse(cleanInput(input));
  if (!parsed.success) return { ok: false, ...firstIssue(parsed.error) };
  db ??= await getDb();
  const { name, phone } = parsed.data;
  await db
    .update(users)
    .set({ name, phone: phone || null })
    .where(eq(users.id, userId));
  return { ok: true };
}

export type ChangePasswordResult =
  | { ok: true }
  | { ok: false; error: 'invalid' | 'currentPasswordWrong' | PasswordProblem }
  | { ok: false; error: 'tooManyAttempts'; retryAfterMs: number };

/**
 * Checks the account's current password. Wrong answers count against the account (LIMITS.currentPassword):
 * the fifth within 15 minutes locks these checks for 15 minutes, whatever the address.
 */
export async function checkCurrentPassword(
  userId: string,
  hash: string | null,
  password: string,
  throttle: Limiter = limits.currentPassword,
): Promise<{ ok: true } | { ok: false; error: 'currentPasswordWrong' } | { ok: false; error: 'tooManyAttempts'; retryAfterMs: number }> {
  const locked = await throttle.retryAfter(userId);
  if (locked > 0) return { ok: false, error: 'tooManyAttempts', retryAfterMs: locked };
  if (hash && (await verifyPassword(hash, password))) {
    await throttle.forget(userId);
    return { ok: true };
  }
  await throttle.fail(userId);
  return { ok: false, error: 'currentPasswordWrong' };
}

/** Changes the password after checking the current one; bumping session_version ends every other session. */
export async function changePassword(userId: string, input: unknown, db?: DbOrTx, throttle?: Limiter): Promise<ChangePasswordResult> {
  const parsed = changePasswordSchema.safeParse(cleanInput(input));
  if (!parsed.success) return { ok: false, error: 'invalid' };
  db ??= await getDb();
  const [u] = await db.select({ hash: users.passwordHash, email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!u) return { ok: false, error: 'invalid' };
  const current = await checkCurrentPassword(userId, u.hash, parsed.data.currentPassword, throttle);
  if (!current.ok) return current;
  const problem = passwordProblem(parsed.data.newPassword, { email: u.email, name: u.name });
  if (problem) return { ok: false, error: problem };
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(parsed.data.newPassword), sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  return { ok: true };
}

import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { passwordProblem, type PasswordProblem } from '@/domain/account/password-rules';
import { firstIssue, changePasswordSchema, profileSchema } from '@/domain/account/schemas';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { getDb, type DbOrTx } from '@/server/db';
import { users } from '@/server/db/schema';
import { cleanInput } from '@/lib/clean-input';

export type ProfileResult = { ok: true } | { ok: false; error: string; field?: string };

export async function updateProfile(userId: string, input: unknown, db?: DbOrTx): Promise<ProfileResult> {
  const parsed = profileSchema.safeParse(cleanInput(input));
  if (!parsed.success) return { ok: false, ...firstIssue(parsed.error) };
  db ??= await getDb();
  const { name, email, phone } = parsed.data;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, userId)));
  if (taken) return { ok: false, error: 'emailTaken', field: 'email' };
  await db.update(users).set({ name, email, phone: phone || null }).where(eq(users.id, userId));
  return { ok: true };
}

export type ChangePasswordResult = { ok: true } | { ok: false; error: 'invalid' | 'currentPasswordWrong' | PasswordProblem };

/** Changes the password after checking the current one; bumping session_version ends every other session. */
export async function changePassword(userId: string, input: unknown, db?: DbOrTx): Promise<ChangePasswordResult> {
  const parsed = changePasswordSchema.safeParse(cleanInput(input));
  if (!parsed.success) return { ok: false, error: 'invalid' };
  db ??= await getDb();
  const [u] = await db.select({ hash: users.passwordHash, email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!u) return { ok: false, error: 'invalid' };
  if (!u.hash || !(await verifyPassword(u.hash, parsed.data.currentPassword))) return { ok: false, error: 'currentPasswordWrong' };
  const problem = passwordProblem(parsed.data.newPassword, { email: u.email, name: u.name });
  if (problem) return { ok: false, error: problem };
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(parsed.data.newPassword), sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  return { ok: true };
}

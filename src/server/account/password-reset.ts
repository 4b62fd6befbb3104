import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordProblem, type PasswordProblem } from '@/domain/account/password-rules';
import { resetPasswordSchema, resetRequestSchema } from '@/domain/account/schemas';
import { hashPassword } from '@/server/auth/password';
import { getDb, type DbOrTx } from '@/server/db';
import { passwordResetTokens, users } from '@/server/db/schema';
import { sendMail, type MailMessage } from '@/server/mail/send-mail';
import { cleanInput } from '@/lib/clean-input';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Starts a password reset. Whatever the e-mail, the caller answers the same way (no account enumeration);
 * only an existing, unblocked account with a password or not gets a single-use link valid for one hour.
 */
export async function requestPasswordReset(
  input: unknown,
  opts: { origin: string; compose: (link: string) => Omit<MailMessage, 'to'> | Promise<Omit<MailMessage, 'to'>>; now?: Date },
  db?: DbOrTx,
): Promise<{ ok: true; sent: boolean } | { ok: false; error: 'invalid' }> {
  const parsed = resetRequestSchema.safeParse(cleanInput(input));
  if (!parsed.success) return { ok: false, error: 'invalid' };
  db ??= await getDb();
  const [u] = await db
    .select({ id: users.id, email: users.email, blocked: users.blocked })
    .from(users)
    .where(eq(sql`lower(${users.email})`, parsed.data.email));
  if (!u || u.blocked) return { ok: true, sent: false };
  await mailResetLink(u, opts, db);
  return { ok: true, sent: true };
}

/**
 * Mails `user` a single-use link, valid one hour, to /reset-password: choosing a password there proves the mailbox
 * (the address counts as verified). Also the link that completes claiming a customer record made by guest orders.
 */
export async function mailResetLink(
  user: { id: string; email: string },
  opts: { origin: string; compose: (link: string) => Omit<MailMessage, 'to'> | Promise<Omit<MailMessage, 'to'>>; now?: Date },
  db?: DbOrTx,
): Promise<void> {
  db ??= await getDb();
  const token = randomBytes(32).toString('base64url');
  const now = opts.now ?? new Date();
  await db
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
  const link = `${opts.origin.replace(/\/$/, '')}/reset-password?token=${token}`;
  await sendMail({ to: user.email, ...(await opts.compose(link)) });
}

/**
 * Whether a reset link's token can still set a password (known, unused, unexpired): the page checks it before it
 * shows the password form, so a forged or spent link says so at once (docs/requirements.md, "Password reset").
 */
export async function isResetTokenUsable(token: string, opts: { now?: Date } = {}, db?: DbOrTx): Promise<boolean> {
  const parsed = resetPasswordSchema.shape.token.safeParse(token);
  if (!parsed.success) return false;
  db ??= await getDb();
  const [found] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(parsed.data)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, opts.now ?? new Date()),
      ),
    );
  return !!found;
}

export type ResetResult = { ok: true } | { ok: false; error: 'invalid' | 'tokenInvalid' | PasswordProblem };

/** Sets a new password with a reset token: single use, unexpired; ends every session of the account. */
export async function resetPassword(input: unknown, opts: { now?: Date } = {}, db?: DbOrTx): Promise<ResetResult> {
  const parsed = resetPasswordSchema.safeParse(cleanInput(input));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.path[0] === 'token' ? 'tokenInvalid' : 'invalid' };
  const now = opts.now ?? new Date();
  db ??= await getDb();
  const tokenHash = hashToken(parsed.data.token);
  const [found] = await db
    .select({ userId: passwordResetTokens.userId, email: users.email, name: users.name })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)));
  if (!found) return { ok: false, error: 'tokenInvalid' };
  const problem = passwordProblem(parsed.data.password, { email: found.email, name: found.name });
  if (problem) return { ok: false, error: problem };
  const passwordHash = await hashPassword(parsed.data.password);
  return db.transaction(async (tx) => {
    // claiming the token in the same statement that checks it makes it single-use under concurrency
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed.length) return { ok: false, error: 'tokenInvalid' } as const;
    await tx
      .update(users)
      .set({
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        // opening the link proved the mailbox is the account holder's
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, found.userId));
    // other outstanding links of the account die with this reset
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, found.userId), isNull(passwordResetTokens.usedAt)));
    return { ok: true } as const;
  });
}

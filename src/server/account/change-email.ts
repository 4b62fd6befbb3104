import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { emailChangeSchema, firstIssue } from '@/domain/account/schemas';
import { cleanInput } from '@/lib/clean-input';
import { getDb, type DbOrTx } from '@/server/db';
import { users } from '@/server/db/schema';
import { sendMail, type MailMessage } from '@/server/mail/send-mail';
import { type Limiter } from '@/server/security/limiter';
import { readToken, signToken } from '@/server/security/signed-token';
import { checkCurrentPassword } from './update-profile';

/** How long the confirmation link to the new address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
const PURPOSE = 'email-change';

type Change = { u: string; from: string; to: string };
type Composed = Omit<MailMessage, 'to'>;

export type EmailChangeRequestResult =
  { ok: true } | { ok: false; error: string; field?: string } | { ok: false; error: 'tooManyAttempts'; retryAfterMs: number };

const taken = async (db: DbOrTx, email: string, userId: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, userId)))
  ).length > 0;

/**
 * Asks to move an account to a new e-mail address (docs/accounts.md, "Changing the e-mail address"): the current password
 * (throttled per account), then a link to the new address; the old address is told at once. Nothing changes
 * until the link is opened.
 */
export async function requestEmailChange(
  userId: string,
  input: unknown,
  opts: {
    origin: string;
    compose: { confirm: (link: string) => Composed | Promise<Composed>; notice: (newEmail: string) => Composed | Promise<Composed> };
    throttle?: Limiter;
  },
  db?: DbOrTx,
): Promise<EmailChangeRequestResult> {
  const parsed = emailChangeSchema.safeParse(cleanInput(input));
  if (!parsed.success) return { ok: false, ...firstIssue(parsed.error) };
  db ??= await getDb();
  const [u] = await db.select({ id: users.id, email: users.email, hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!u) return { ok: false, error: 'invalid' };
  const current = await checkCurrentPassword(userId, u.hash, parsed.data.currentPassword, opts.throttle);
  if (!current.ok) return current.error === 'tooManyAttempts' ? current : { ok: false, error: current.error, field: 'currentPassword' };
  const to = parsed.data.email;
  if (to === u.email.toLowerCase()) return { ok: false, error: 'emailUnchanged', field: 'email' };
  if (await taken(db, to, userId)) return { ok: false, error: 'emailTaken', field: 'email' };
  const token = signToken<Change>(PURPOSE, { u: userId, from: u.email.toLowerCase(), to }, EMAIL_CHANGE_TTL_MS);
  const link = `${opts.origin.replace(/\/$/, '')}/confirm-email?token=${encodeURIComponent(token)}`;
  await sendMail({ to, ...(await opts.compose.confirm(link)) });
  await sendMail({ to: u.email, ...(await opts.compose.notice(to)) });
  return { ok: true };
}

/**
 * Mails the account's own address a link that confirms it (the e-mail-change link with the same address as old and
 * new): an account whose address is not verified sees the orders that joined it by e-mail once it is opened
 * (docs/requirements.md, "Guest customers"). Nothing is sent for an address already verified.
 */
export async function requestEmailConfirmation(
  userId: string,
  opts: { origin: string; compose: (link: string) => Composed | Promise<Composed> },
  db?: DbOrTx,
): Promise<{ ok: true; sent: boolean }> {
  db ??= await getDb();
  const [u] = await db.select({ email: users.email, verified: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!u || u.verified) return { ok: true, sent: false };
  const email = u.email.toLowerCase();
  const token = signToken<Change>(PURPOSE, { u: userId, from: email, to: email }, EMAIL_CHANGE_TTL_MS);
  const link = `${opts.origin.replace(/\/$/, '')}/confirm-email?token=${encodeURIComponent(token)}&verify=1`;
  await sendMail({ to: u.email, ...(await opts.compose(link)) });
  return { ok: true, sent: true };
}

/** `confirmed`: the link confirmed the address the account already had (requestEmailConfirmation), no change. */
export type EmailChangeConfirmResult =
  { ok: true; email: string; confirmed: boolean } | { ok: false; error: 'tokenInvalid' | 'emailTaken' };

/**
 * Opens a confirmation link: the account moves to the new address, which counts as verified. A link works once
 * (the account's address must still be the one it was sent from) and only for its own account when
 * `signedInAs` is given.
 */
export async function confirmEmailChange(
  token: unknown,
  opts: { signedInAs?: string | null } = {},
  db?: DbOrTx,
): Promise<EmailChangeConfirmResult> {
  const change = readToken<Change>(PURPOSE, token);
  if (!change || typeof change.u !== 'string' || typeof change.to !== 'string' || typeof change.from !== 'string')
    return { ok: false, error: 'tokenInvalid' };
  if (opts.signedInAs && opts.signedInAs !== change.u) return { ok: false, error: 'tokenInvalid' };
  db ??= await getDb();
  return db.transaction(async (tx) => {
    if (await taken(tx, change.to, change.u)) return { ok: false, error: 'emailTaken' } as const;
    const moved = await tx
      .update(users)
      .set({ email: change.to, emailVerifiedAt: new Date() })
      .where(and(eq(users.id, change.u), eq(sql`lower(${users.email})`, change.from)))
      .returning({ email: users.email });
    return moved.length
      ? ({ ok: true, email: moved[0].email, confirmed: change.from === change.to } as const)
      : ({ ok: false, error: 'tokenInvalid' } as const);
  });
}

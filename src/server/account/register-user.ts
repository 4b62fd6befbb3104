import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { passwordProblem } from '@/domain/account/password-rules';
import { firstIssue, signUpSchema } from '@/domain/account/schemas';
import { hashPassword } from '@/server/auth/password';
import { getDb, type DbOrTx } from '@/server/db';
import { users } from '@/server/db/schema';
import { cleanInput } from '@/lib/clean-input';
import { claimableRecord } from '@/server/customers/customer-record';

/**
 * `claim`: the address belongs to a customer record made by guest orders; no account was made or changed. The caller
 * answers it exactly as a new account (docs/requirements.md, "Sign-in and sign-up").
 */
export type RegisterResult =
  | { ok: true; id: string; claim?: false }
  | { ok: true; id: string; email: string; claim: true }
  | { ok: false; error: string; field?: string };

/**
 * Creates a customer account. The e-mail is unique whatever its case. An address whose record was made by guest
 * orders (no password, no linked identity) answers `claim`: the caller mails that address the link that completes
 * the claim (docs/requirements.md, "Guest customers"); nothing changes before the mailbox is proven.
 */
export async function registerUser(input: unknown, db?: DbOrTx): Promise<RegisterResult> {
  const parsed = signUpSchema.safeParse(cleanInput(input));
  if (!parsed.success) return { ok: false, ...firstIssue(parsed.error) };
  const { name, email, password } = parsed.data;
  const problem = passwordProblem(password, { email, name });
  if (problem) return { ok: false, error: problem, field: 'password' };
  db ??= await getDb();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (taken) {
    const claimable = await claimableRecord(db, email);
    if (!claimable) return { ok: false, error: 'emailTaken', field: 'email' };
    // hashed and thrown away: a claim takes as long as making an account, so its answer's timing tells nothing
    await hashPassword(password);
    return { ok: true, id: claimable, email, claim: true };
  }
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({ name, email, passwordHash, role: 'customer' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) return { ok: false, error: 'emailTaken', field: 'email' };
  return { ok: true, id: row.id };
}

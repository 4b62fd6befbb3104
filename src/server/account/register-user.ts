import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { passwordProblem } from '@/domain/account/password-rules';
import { firstIssue, signUpSchema } from '@/domain/account/schemas';
import { hashPassword } from '@/server/auth/password';
import { getDb, type DbOrTx } from '@/server/db';
import { users } from '@/server/db/schema';
import { cleanInput } from '@/lib/clean-input';

export type RegisterResult = { ok: true; id: string } | { ok: false; error: string; field?: string };

/** Creates a customer account. The e-mail is unique whatever its case. */
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
  if (taken) return { ok: false, error: 'emailTaken', field: 'email' };
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({ name, email, passwordHash, role: 'customer' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) return { ok: false, error: 'emailTaken', field: 'email' };
  return { ok: true, id: row.id };
}

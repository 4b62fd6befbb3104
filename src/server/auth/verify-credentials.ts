import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_BLOCKED, TOO_MANY_ATTEMPTS } from '@/domain/account/auth-errors';
import { signInSchema } from '@/domain/account/schemas';
import { getDb, type DbOrTx } from '@/server/db';
import { users } from '@/server/db/schema';
import { hashPassword, verifyPassword } from './password';
import { loginThrottle, type SignInThrottle } from './throttle';

/** A sign-in refusal whose message is the `error` code next-auth puts in the redirect URL. */
export class SignInRefused extends Error {
  constructor(code: typeof TOO_MANY_ATTEMPTS | typeof ACCOUNT_BLOCKED) {
    super(code);
    this.name = 'SignInRefused';
  }
}

let dummyHash: Promise<string> | undefined;

export interface VerifiedAccount {
  id: string;
  name: string;
  email: string;
  sessionVersion: number;
}

/**
 * Checks an e-mail and password. Returns the account, null for wrong credentials (CredentialsSignin),
 * or throws SignInRefused for a lockout or a blocked account. Unknown e-mails cost the same hashing time.
 */
export async function verifyCredentials(
  input: unknown,
  ip: string,
  opts: { db?: DbOrTx; throttle?: SignInThrottle } = {},
): Promise<VerifiedAccount | null> {
  const throttle = opts.throttle ?? loginThrottle;
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  if ((await throttle.retryAfter(email, ip)) > 0) throw new SignInRefused(TOO_MANY_ATTEMPTS);

  const db = opts.db ?? (await getDb());
  const [u] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  let ok = false;
  if (u?.passwordHash) ok = await verifyPassword(u.passwordHash, password);
  else await verifyPassword(await (dummyHash ??= hashPassword('not-a-real-password-x')), password);

  if (!u || !ok) {
    await throttle.fail(email, ip);
    return null;
  }
  if (u.blocked) throw new SignInRefused(ACCOUNT_BLOCKED);
  await throttle.succeed(email);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, u.id));
  return { id: u.id, name: u.name, email: u.email, sessionVersion: u.sessionVersion };
}

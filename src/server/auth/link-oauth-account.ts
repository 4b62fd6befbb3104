import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/server/db';
import { accounts, users } from '@/server/db/schema';

/**
 * The shop account of a Google/Facebook identity: the linked one, else the account with the same
 * (provider-verified) e-mail, else a new customer. Returns null without an e-mail.
 */
export async function linkOAuthAccount(
  input: { provider: string; providerAccountId: string; email?: string | null; name?: string | null; image?: string | null },
  db?: DbOrTx,
): Promise<{ id: string; sessionVersion: number; blocked: boolean } | null> {
  db ??= await getDb();
  const cols = { id: users.id, sessionVersion: users.sessionVersion, blocked: users.blocked };
  const [linked] = await db
    .select(cols)
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.provider, input.provider), eq(accounts.providerAccountId, input.providerAccountId)));
  if (linked) return linked;
  const email = input.email?.trim().toLowerCase();
  if (!email) return null;
  return db.transaction(async (tx) => {
    let [u] = await tx.select(cols).from(users).where(eq(sql`lower(${users.email})`, email));
    if (!u) {
      [u] = await tx
        .insert(users)
        .values({ name: input.name?.trim() || email.split('@')[0], email, image: input.image ?? null, emailVerifiedAt: new Date() })
        .returning(cols);
    }
    await tx.insert(accounts).values({ userId: u.id, provider: input.provider, providerAccountId: input.providerAccountId }).onConflictDoNothing();
    return u;
  });
}

import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/server/db';
import { accounts, users } from '@/server/db/schema';
import { claimableRecord } from '@/server/customers/customer-record';

export interface OAuthIdentity {
  provider: string;
  providerAccountId: string;
  email?: string | null;
  /** the provider states that the person owns `email` (Google's `email_verified`); Facebook states nothing */
  emailVerified: boolean;
  name?: string | null;
  image?: string | null;
}

type LinkedUser = { id: string; sessionVersion: number; blocked: boolean };

/**
 * - `linked`: the shop account this identity signs in to;
 * - `linkRequired`: an account with this e-mail exists but may not be joined automatically: the person signs in
 *   with the password and links the provider in the profile;
 * - `linkedElsewhere`: linking from a profile, but the identity already belongs to another account;
 * - `noEmail`: the provider gave no e-mail address.
 */
export type OAuthLinkResult = { ok: true; user: LinkedUser } | { ok: false; reason: 'linkRequired' | 'linkedElsewhere' | 'noEmail' };

/**
 * The shop account of a Google/Facebook identity (docs/accounts.md, "Google and Facebook"):
 * 1. the account already linked to it;
 * 2. with `linkTo` (a signed-in person who asked to link in the profile): that account;
 * 3. the account with the same e-mail, only when the provider verified the address, the account's own address
 *    was verified (or it is a customer record made by guest orders, which has no login at all: the provider's word
 *    proves the address), and it is a customer: staff and admin accounts are never joined automatically;
 * 4. a new customer account when no account has the e-mail.
 */
export async function linkOAuthAccount(
  identity: OAuthIdentity,
  opts: { linkTo?: string | null } = {},
  db?: DbOrTx,
): Promise<OAuthLinkResult> {
  db ??= await getDb();
  const cols = { id: users.id, sessionVersion: users.sessionVersion, blocked: users.blocked };
  const [linked] = await db
    .select(cols)
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.provider, identity.provider), eq(accounts.providerAccountId, identity.providerAccountId)));
  if (linked) return opts.linkTo && linked.id !== opts.linkTo ? { ok: false, reason: 'linkedElsewhere' } : { ok: true, user: linked };

  if (opts.linkTo) {
    const [me] = await db.select(cols).from(users).where(eq(users.id, opts.linkTo));
    if (!me) return { ok: false, reason: 'linkRequired' };
    await db
      .insert(accounts)
      .values({ userId: me.id, provider: identity.provider, providerAccountId: identity.providerAccountId })
      .onConflictDoNothing();
    return { ok: true, user: me };
  }

  const email = identity.email?.trim().toLowerCase();
  if (!email) return { ok: false, reason: 'noEmail' };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ ...cols, role: users.role, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    let user: LinkedUser;
    if (existing) {
      // a customer record made by guest orders (no login at all) is claimed by a provider that verified the address
      const guestRecord = identity.emailVerified && !existing.blocked && (await claimableRecord(tx, email)) === existing.id;
      if (!identity.emailVerified || (!existing.emailVerifiedAt && !guestRecord) || existing.role !== 'customer')
        return { ok: false, reason: 'linkRequired' } as const;
      if (guestRecord) await tx.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, existing.id));
      user = { id: existing.id, sessionVersion: existing.sessionVersion, blocked: existing.blocked };
    } else {
      [user] = await tx
        .insert(users)
        .values({
          name: identity.name?.trim() || email.split('@')[0],
          email,
          image: identity.image ?? null,
          emailVerifiedAt: identity.emailVerified ? new Date() : null,
        })
        .returning(cols);
    }
    await tx
      .insert(accounts)
      .values({ userId: user.id, provider: identity.provider, providerAccountId: identity.providerAccountId })
      .onConflictDoNothing();
    return { ok: true, user } as const;
  });
}

/** The providers linked to an account (the profile lists them). */
export async function linkedProviders(userId: string, db?: DbOrTx): Promise<string[]> {
  db ??= await getDb();
  const rows = await db.select({ provider: accounts.provider }).from(accounts).where(eq(accounts.userId, userId));
  return [...new Set(rows.map((r) => r.provider))].sort();
}

import 'server-only';
import { and, eq, exists, isNull, not, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/server/db';
import { accounts, users } from '@/server/db/schema';

export interface BuyerContact {
  email: string;
  name: string;
  phone?: string | null;
}

/**
 * The customer record of an e-mail address for an order placed without a signed-in session (a guest checkout, a
 * staff member's phone order): the existing customer with that address (any case), else a new one without a password,
 * which cannot sign in (docs/requirements.md, "Guest customers"). An existing record is never changed (its name,
 * phone and password stay). A staff or admin address gives null: such an order stays unlinked.
 *
 * Insert-or-nothing first, then read: two checkouts of one new address at once make one record (the second insert
 * waits for the first transaction and then does nothing; a rolled-back first leaves the second to insert).
 */
export async function customerRecordFor(tx: Tx, contact: BuyerContact): Promise<string | null> {
  const email = contact.email.trim().toLowerCase();
  const [created] = await tx
    .insert(users)
    .values({ name: contact.name.trim() || email.split('@')[0], email, phone: contact.phone?.trim() || null, role: 'customer' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return created.id;
  const [found] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return found?.role === 'customer' ? found.id : null;
}

/** SQL: this user row can sign in neither with a password nor through a linked Google/Facebook identity. */
export const hasNoLogin = (db: DbOrTx) =>
  and(
    isNull(users.passwordHash),
    not(
      exists(
        db
          .select({ x: sql`1` })
          .from(accounts)
          .where(eq(accounts.userId, users.id)),
      ),
    ),
  );

/**
 * A customer record made by orders alone (no password, no linked identity, not blocked), which the person owning the
 * address may claim by proving it (docs/requirements.md, "Guest customers"). Returns its id, else null.
 */
export async function claimableRecord(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.role, 'customer'), eq(users.blocked, false), hasNoLogin(db)),
    );
  return row?.id ?? null;
}

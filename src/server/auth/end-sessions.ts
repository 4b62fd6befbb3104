import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/server/db';
import { users } from '@/server/db/schema';

/**
 * Ends every session of the account, on every device (docs/accounts.md, "Ending sessions"): sessions are signed
 * tokens the browser keeps, and one stays good only while it carries the account's current session_version, so
 * moving the version is what ends them. With `onlyVersion`, only when the account is still at that version: a
 * sign-out with a token that had already stopped working ends nobody's newer session.
 */
export async function endAllSessions(userId: string, opts: { onlyVersion?: number } = {}, db?: DbOrTx): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return false;
  db ??= await getDb();
  const moved = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(and(eq(users.id, userId), opts.onlyVersion === undefined ? undefined : eq(users.sessionVersion, opts.onlyVersion)))
    .returning({ id: users.id });
  return moved.length > 0;
}

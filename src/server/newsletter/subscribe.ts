import 'server-only';
import { subscribeSchema } from '@/domain/commerce/newsletter';
import { limits } from '@/server/security/limiter';
import { getDb, type DbOrTx } from '@/server/db';
import { subscribers } from '@/server/db/schema';
import { cleanInput } from '@/lib/clean-input';

export type SubscribeResult = { ok: true } | { ok: false; reason: 'invalid' | 'rateLimited' };

/**
 * The footer's newsletter form. An address that is already subscribed gets the same answer as a new one
 * (nothing tells a stranger who is on the list); each IP address has a small allowance.
 */
export async function subscribe(raw: unknown, ctx: { ip: string }, db?: DbOrTx): Promise<SubscribeResult> {
  const parsed = subscribeSchema.safeParse(cleanInput(raw));
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  if (!(await limits.subscribe.take(ctx.ip || 'unknown')).ok) return { ok: false, reason: 'rateLimited' };
  db ??= await getDb();
  await db.insert(subscribers).values({ email: parsed.data.email }).onConflictDoNothing();
  return { ok: true };
}

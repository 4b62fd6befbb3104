import 'server-only';
import { asc, count, desc, ilike, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { toCsv } from '@/lib/csv';
import { idsSchema } from '@/domain/ids';
import { listQuerySchema, pageOffset, pickSort, type ListResult } from '@/domain/dashboard/list-query';
import { ActionError, defineAction } from '@/server/action';
import { subscribers } from '@/server/db/schema';
import { containsPattern } from '@/server/db/like';

export interface SubscriberDto {
  id: string;
  email: string;
  createdAt: string;
}

export const SUBSCRIBER_SORTS = ['email', 'createdAt'] as const;

export const listSubscribers = defineAction(
  'subscriber.list',
  listQuerySchema,
  { area: 'subscriber', action: 'view' },
  async (q, { tx }): Promise<ListResult<SubscriberDto>> => {
    const sort = pickSort(q.sort, SUBSCRIBER_SORTS, 'createdAt');
    const where = q.q ? ilike(subscribers.email, containsPattern(q.q)) : undefined;
    const order = q.dir === 'asc' ? asc(subscribers[sort]) : desc(subscribers[sort]);
    const [rows, [{ n }]] = await Promise.all([
      tx.select().from(subscribers).where(where).orderBy(order, asc(subscribers.id)).limit(q.pageSize).offset(pageOffset(q)),
      tx.select({ n: count() }).from(subscribers).where(where),
    ]);
    return {
      rows: rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.createdAt.toISOString() })),
      total: Number(n),
      page: q.page,
      pageSize: q.pageSize,
    };
  },
);

export const deleteSubscribers = defineAction(
  'subscriber.delete',
  idsSchema,
  { area: 'subscriber', action: 'delete' },
  async ({ ids }, { tx, audit }) => {
    const rows = await tx.delete(subscribers).where(inArray(subscribers.id, ids)).returning();
    if (!rows.length) throw new ActionError(404, 'notFound');
    for (const r of rows) await audit({ entity: 'subscriber', entityId: r.id, before: r });
    return { deleted: rows.length };
  },
  { expires: 'nothing' },
);

/**
 * Every subscriber as CSV (oldest first), through the same contract as every staff read (signed in, not blocked,
 * `subscriber` view checked against the database). Not reachable over POST: the CSV route calls it.
 */
export const exportSubscribers = defineAction(
  'subscriber.export',
  z.object({}),
  { area: 'subscriber', action: 'view' },
  async (_, { tx }) => {
    const rows = await tx.select().from(subscribers).orderBy(asc(subscribers.createdAt), asc(subscribers.email));
    return toCsv([['email', 'subscribed_at'], ...rows.map((r) => [r.email, r.createdAt.toISOString()])]);
  },
);

export const subscriberActions = { listSubscribers, deleteSubscribers };

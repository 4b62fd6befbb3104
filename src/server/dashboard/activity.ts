import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { activityQuerySchema, fieldChanges, type ActivityQuery, type FieldChange } from '@/domain/dashboard/activity';
import { pageOffset, type ListResult } from '@/domain/dashboard/list-query';
import { defineAction } from '@/server/action';
import type { DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { containsPattern } from '@/server/db/like';
import { withinShopDays } from '@/server/db/shop-day';

export interface ActivityRowDto {
  id: string;
  /** who: the staff member's current name, else the e-mail recorded at the time (the account may be gone) */
  actorName: string | null;
  actorEmail: string | null;
  area: string;
  action: string;
  entity: string;
  entityId: string | null;
  changes: FieldChange[];
  createdAt: string;
}

export interface ActivityPageDto extends ListResult<ActivityRowDto> {
  /** everyone who has written something, for the "who" filter */
  actors: { id: string; name: string; email: string }[];
}

function whereOf(q: ActivityQuery): SQL | undefined {
  const conds: SQL[] = [];
  if (q.area) conds.push(eq(t.auditLog.area, q.area));
  if (q.actor) conds.push(eq(t.auditLog.actorId, q.actor));
  // days in the shop's zone, as for orders
  conds.push(...withinShopDays(t.auditLog.createdAt, q.from, q.to));
  if (q.q) {
    const like = containsPattern(q.q);
    conds.push(
      or(
        ilike(t.auditLog.action, like),
        ilike(t.auditLog.entity, like),
        ilike(t.auditLog.entityId, like),
        ilike(t.auditLog.actorEmail, like),
        sql`${t.auditLog.before}::text ilike ${like}`,
        sql`${t.auditLog.after}::text ilike ${like}`,
      )!,
    );
  }
  return conds.length ? and(...conds) : undefined;
}

/** One page of the activity log, newest first (the log is append-only: nothing here writes). */
export async function queryActivity(db: DbOrTx, q: ActivityQuery): Promise<ActivityPageDto> {
  const where = whereOf(q);
  const [[{ n }], rows, actorIds] = await Promise.all([
    db.select({ n: count() }).from(t.auditLog).where(where),
    db
      .select({ entry: t.auditLog, actorName: t.users.name })
      .from(t.auditLog)
      .leftJoin(t.users, eq(t.users.id, t.auditLog.actorId))
      .where(where)
      .orderBy(q.dir === 'asc' ? asc(t.auditLog.createdAt) : desc(t.auditLog.createdAt), desc(t.auditLog.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db.selectDistinct({ id: t.auditLog.actorId }).from(t.auditLog),
  ]);
  const ids = actorIds.map((a) => a.id).filter((id): id is string => !!id);
  const actors = ids.length
    ? await db
        .select({ id: t.users.id, name: t.users.name, email: t.users.email })
        .from(t.users)
        .where(inArray(t.users.id, ids))
        .orderBy(asc(t.users.name))
    : [];
  return {
    rows: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      actorName,
      actorEmail: entry.actorEmail,
      area: entry.area,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      changes: fieldChanges(entry.before, entry.after),
      createdAt: entry.createdAt.toISOString(),
    })),
    total: Number(n),
    page: q.page,
    pageSize: q.pageSize,
    actors,
  };
}

/** Admins only; a read, so it writes no activity row of its own. */
export const listActivity = defineAction('activity.list', activityQuerySchema, 'admin', async (q, { tx }) => queryActivity(tx, q), {
  audit: false,
});

/** Reachable as POST /api/dashboard/{name}. There is no action that edits or deletes an entry. */
export const activityActions = { listActivity };

import 'server-only';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { pageOffset, type ListResult } from '@/domain/dashboard/list-query';
import {
  MEASURE_STATUSES,
  mayMoveMeasure,
  measureDoneSchema,
  measureListSchema,
  measureScheduleSchema,
  shopDayAndTime,
  shopInstant,
  type MeasureStatus,
} from '@/domain/measure/measure';
import { shopDay } from '@/lib/shop-zone';
import { ActionError, defineAction } from '@/server/action';
import type { Tx } from '@/server/db';
import { containsPattern } from '@/server/db/like';
import { measureRequests, type MeasureRequest } from '@/server/db/schema';
import { sendMeasureMail } from '@/server/measure/measure-requests';

/** A measure request as the dashboard shows it. */
export interface MeasureRowDto {
  id: string;
  status: MeasureStatus;
  name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  postalCode: string;
  preferredDates: string[];
  rooms: { name: string; area?: number }[];
  notes: string;
  locale: string;
  scheduledAt: string | null;
  /**
   * the booked visit as a shop day and time (HH:MM), worked out here: the browser's time-zone data may differ from
   * the server's (a changed daylight-saving rule), and staff must see the time they entered and the customer was mailed
   */
  visit: { date: string; time: string } | null;
  staffNote: string;
  createdAt: string;
  updatedAt: string;
}

const dto = (r: MeasureRequest): MeasureRowDto => ({
  id: r.id,
  status: r.status,
  name: r.name,
  email: r.email,
  phone: r.phone,
  street: r.street,
  city: r.city,
  postalCode: r.postalCode,
  preferredDates: r.preferredDates,
  rooms: r.rooms,
  notes: r.notes,
  locale: r.locale,
  scheduledAt: r.scheduledAt?.toISOString() ?? null,
  visit: r.scheduledAt ? shopDayAndTime(r.scheduledAt) : null,
  staffNote: r.staffNote,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** `measure.list`: the requests of one status (or all), newest first, searchable by name, e-mail, phone, city or postal code. */
export const listMeasureRequests = defineAction(
  'measure.list',
  measureListSchema,
  { area: 'order', action: 'view' },
  async (q, { tx }): Promise<ListResult<MeasureRowDto> & { counts: Record<MeasureStatus, number> }> => {
    const conditions: SQL[] = [];
    if (q.status !== 'all') conditions.push(eq(measureRequests.status, q.status));
    if (q.q) {
      const like = containsPattern(q.q);
      conditions.push(
        or(
          ilike(measureRequests.name, like),
          ilike(measureRequests.email, like),
          ilike(measureRequests.phone, like),
          ilike(measureRequests.city, like),
          ilike(measureRequests.postalCode, like),
        )!,
      );
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [{ n }], byStatus] = await Promise.all([
      tx
        .select()
        .from(measureRequests)
        .where(where)
        .orderBy(q.dir === 'asc' ? measureRequests.createdAt : desc(measureRequests.createdAt), desc(measureRequests.id))
        .limit(q.pageSize)
        .offset(pageOffset(q)),
      tx.select({ n: count() }).from(measureRequests).where(where),
      tx.select({ status: measureRequests.status, n: count() }).from(measureRequests).groupBy(measureRequests.status),
    ]);
    const counts = Object.fromEntries(MEASURE_STATUSES.map((s) => [s, 0])) as Record<MeasureStatus, number>;
    for (const c of byStatus) counts[c.status] = Number(c.n);
    return { rows: rows.map(dto), total: Number(n), page: q.page, pageSize: q.pageSize, counts };
  },
);

/** The request, locked, if it may move to `to` (404 unknown, 409 `measureTransition` otherwise). */
async function lockForMove(tx: Tx, id: string, to: MeasureStatus): Promise<MeasureRequest> {
  const [row] = await tx.select().from(measureRequests).where(eq(measureRequests.id, id)).for('update');
  if (!row) throw new ActionError(404, 'notFound');
  if (!mayMoveMeasure(row.status, to)) throw new ActionError(409, 'measureTransition', { from: row.status, to });
  return row;
}

const snapshot = (r: MeasureRequest) => ({ status: r.status, scheduledAt: r.scheduledAt?.toISOString() ?? null, staffNote: r.staffNote });

/**
 * `measure.schedule`: books the visit (a new request) or moves it (a scheduled one) to a day and time in the shop's
 * zone, not in the past; the customer is mailed the day and time in their language after the commit.
 */
export const scheduleMeasure = defineAction(
  'measure.schedule',
  measureScheduleSchema,
  { area: 'order', action: 'edit' },
  async ({ id, date, time, note }, { tx, audit }) => {
    const before = await lockForMove(tx, id, 'scheduled');
    if (date < shopDay(new Date())) throw new ActionError(400, 'invalid', undefined, { date: 'dateInPast' });
    const [row] = await tx
      .update(measureRequests)
      .set({ status: 'scheduled', scheduledAt: shopInstant(date, time), staffNote: note })
      .where(eq(measureRequests.id, id))
      .returning();
    await audit({ entity: 'measure', entityId: id, before: snapshot(before), after: snapshot(row) });
    return dto(row);
  },
  {
    // after the commit; a failed mail is logged and the change stands
    after: async (row) => {
      await sendMeasureMail(row.id, 'scheduled');
    },
  },
);

/** `measure.done`: the measure was taken (only a scheduled visit); the customer is mailed after the commit. */
export const completeMeasure = defineAction(
  'measure.done',
  measureDoneSchema,
  { area: 'order', action: 'edit' },
  async ({ id, note }, { tx, audit }) => {
    const before = await lockForMove(tx, id, 'done');
    const [row] = await tx
      .update(measureRequests)
      .set({ status: 'done', staffNote: note || before.staffNote })
      .where(eq(measureRequests.id, id))
      .returning();
    await audit({ entity: 'measure', entityId: id, before: snapshot(before), after: snapshot(row) });
    return dto(row);
  },
  {
    // after the commit; a failed mail is logged and the change stands
    after: async (row) => {
      await sendMeasureMail(row.id, 'done');
    },
  },
);

export const measureActions = { listMeasureRequests, scheduleMeasure, completeMeasure };

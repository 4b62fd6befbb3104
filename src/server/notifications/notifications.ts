import 'server-only';
import { and, desc, gt, inArray, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { canEnterDashboard, permissionFor } from '@/domain/permissions/permissions';
import type { AuthUser } from '@/server/auth/session-user';
import { getDb, type DbOrTx } from '@/server/db';
import { notificationClears, notifications } from '@/server/db/schema';

export interface NotificationDto {
  _id: string;
  createdAt: string;
  /** sanitised HTML */
  message: string;
  link: string | null;
}

/** The areas a notification can belong to (a new or paid order, low stock, a contact message). */
export const NOTIFICATION_AREAS = ['order', 'product', 'pageSettings'] as const;

/** Who may read and clear staff notifications at all: admins and active staff (any area). */
export function mayUseNotifications(user: AuthUser | null): boolean {
  return !!user && !user.blocked && canEnterDashboard(user);
}

/** The areas whose notifications this person sees: those they may view (an admin: all). */
export function visibleAreas(user: AuthUser | null): (typeof NOTIFICATION_AREAS)[number][] {
  if (!mayUseNotifications(user)) return [];
  return NOTIFICATION_AREAS.filter((area) => permissionFor(user, area).view);
}

const SANITIZE: sanitizeHtml.IOptions = { allowedTags: ['strong', 'b', 'em', 'i', 'br', 'span'], allowedAttributes: {} };

/**
 * The newest 50 notifications this staff member may see (docs/dashboard-commerce.md, "Notifications"): only
 * areas they may view, and only those after their own last "Clear all". Messages are sanitised again on the way out.
 */
export async function listNotifications(user: AuthUser | null, db?: DbOrTx): Promise<NotificationDto[]> {
  const areas = visibleAreas(user);
  if (!user || !areas.length) return [];
  db ??= await getDb();
  const cleared = sql`coalesce((select ${notificationClears.clearedAt} from ${notificationClears} where ${notificationClears.userId} = ${user.id}), '-infinity'::timestamptz)`;
  const rows = await db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.area, areas), gt(notifications.createdAt, cleared)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(50);
  return rows.map((r) => ({ _id: r.id, createdAt: r.createdAt.toISOString(), message: sanitizeHtml(r.message, SANITIZE), link: r.link && /^\/(?!\/)/.test(r.link) ? r.link : null }));
}

/**
 * "Clear all" for this staff member only: what they see now leaves their list; everyone else keeps theirs.
 * Answers how many notifications left the list.
 */
export async function clearNotifications(user: AuthUser | null, db?: DbOrTx): Promise<number> {
  const areas = visibleAreas(user);
  if (!user || !areas.length) return 0;
  db ??= await getDb();
  const seen = await listNotifications(user, db);
  // up to the newest one they can see (the database's own microseconds), so one written during the click stays
  const newest = sql`coalesce((select max(${notifications.createdAt}) from ${notifications} where ${inArray(notifications.area, areas)}), now())`;
  await db
    .insert(notificationClears)
    .values({ userId: user.id, clearedAt: newest })
    .onConflictDoUpdate({ target: notificationClears.userId, set: { clearedAt: sql`greatest(${notificationClears.clearedAt}, excluded.cleared_at)` } });
  return seen.length;
}

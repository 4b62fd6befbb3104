import 'server-only';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import sanitizeHtml from 'sanitize-html';
import { canEnterDashboard, permissionFor } from '@/domain/permissions/permissions';
import type { AuthUser } from '@/server/auth/session-user';
import { getDb, type DbOrTx } from '@/server/db';
import { notificationClears, notifications } from '@/server/db/schema';
import { ActionError, defineAction } from '@/server/action';

export interface NotificationDto {
  _id: string;
  createdAt: string;
  /** sanitised HTML */
  message: string;
  link: string | null;
}

/** The areas a notification can belong to (a new or paid order, low stock, a contact message, a review to moderate). */
export const NOTIFICATION_AREAS = ['order', 'product', 'pageSettings', 'review'] as const;

/** Who may read and clear staff notifications at all: admins and active staff (any area). */
export function mayUseNotifications(user: AuthUser | null): boolean {
  return !!user && !user.blocked && canEnterDashboard(user);
}

/** The areas whose notifications this person sees: those they may view (an admin: all). */
export function visibleAreas(user: AuthUser | null): (typeof NOTIFICATION_AREAS)[number][] {
  if (!mayUseNotifications(user)) return [];
  return NOTIFICATION_AREAS.filter((area) => permissionFor(user, area).view);
}

/** Where this person's last "Clear all" reached (-infinity: never cleared). */
const clearedAtOf = (userId: string) =>
  sql`coalesce((select ${notificationClears.clearedAt} from ${notificationClears} where ${notificationClears.userId} = ${userId}), '-infinity'::timestamptz)`;

const SANITIZE: sanitizeHtml.IOptions = { allowedTags: ['strong', 'b', 'em', 'i', 'br', 'span'], allowedAttributes: {} };

/**
 * The newest 50 notifications this staff member may see (docs/dashboard-commerce.md, "Notifications"): only
 * areas they may view, and only those after their own last "Clear all". Messages are sanitised again on the way out.
 */
export async function listNotifications(user: AuthUser | null, db?: DbOrTx): Promise<NotificationDto[]> {
  const areas = visibleAreas(user);
  if (!user || !areas.length) return [];
  db ??= await getDb();
  const rows = await db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.area, areas), gt(notifications.createdAt, clearedAtOf(user.id))))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(50);
  return rows.map((r) => ({
    _id: r.id,
    createdAt: r.createdAt.toISOString(),
    message: sanitizeHtml(r.message, SANITIZE),
    link: r.link && /^\/(?!\/)/.test(r.link) ? r.link : null,
  }));
}

/** What "Clear all" may name: the newest notification the bell showed (absent: everything visible now). */
export const clearInputSchema = z.object({ upTo: z.string().uuid().optional() }).strict();

/**
 * "Clear all" for this staff member only: their list is cleared up to the newest notification the bell showed
 * (`upTo`), so one that arrived after the last poll stays until it has been seen; everyone else keeps theirs.
 * An `upTo` this person may not see is refused (404 `notFound`) and changes nothing. Returns how many were cleared.
 */
export async function clearNotifications(user: AuthUser, { upTo }: z.output<typeof clearInputSchema>, db: DbOrTx): Promise<number> {
  const areas = visibleAreas(user);
  if (!areas.length) {
    if (upTo) throw new ActionError(404, 'notFound');
    return 0;
  }
  const visible = and(inArray(notifications.area, areas), gt(notifications.createdAt, clearedAtOf(user.id)));
  // the database's own timestamp (microseconds), never one that went through a JavaScript date
  const until = upTo
    ? sql`(select ${notifications.createdAt} from ${notifications} where ${notifications.id} = ${upTo} and ${inArray(notifications.area, areas)})`
    : sql`coalesce((select max(${notifications.createdAt}) from ${notifications} where ${inArray(notifications.area, areas)}), now())`;
  if (upTo) {
    const [known] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, upTo), inArray(notifications.area, areas)));
    if (!known) throw new ActionError(404, 'notFound');
  }
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(visible, sql`${notifications.createdAt} <= ${until}`));
  await db
    .insert(notificationClears)
    .values({ userId: user.id, clearedAt: until })
    .onConflictDoUpdate({
      target: notificationClears.userId,
      set: { clearedAt: sql`greatest(${notificationClears.clearedAt}, excluded.cleared_at)` },
    });
  return Number(n);
}

/** The bell's list (GET /api/notification): every staff member, their own areas. */
export const listNotificationsAction = defineAction('notification.list', z.object({}), 'staff', async (_input, { actor, tx }) => ({
  notifications: await listNotifications(actor, tx),
}));

/** "Clear all" (DELETE /api/notification): the staff member's own marker, nothing cached shows it. */
export const clearNotificationsAction = defineAction(
  'notification.clear',
  clearInputSchema,
  'staff',
  async (input, { actor, tx }) => ({ cleared: await clearNotifications(actor, input, tx) }),
  { expires: 'nothing' },
);

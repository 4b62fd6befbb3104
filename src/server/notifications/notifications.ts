import 'server-only';
import { desc } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { canEnterDashboard } from '@/domain/permissions/permissions';
import type { AuthUser } from '@/server/auth/session-user';
import { getDb, type DbOrTx } from '@/server/db';
import { notifications } from '@/server/db/schema';

export interface NotificationDto {
  _id: string;
  createdAt: string;
  /** sanitised HTML */
  message: string;
  link: string | null;
}

/** Who may read and clear the staff notifications: admins and active staff (any area). */
export function mayUseNotifications(user: AuthUser | null): boolean {
  return !!user && !user.blocked && canEnterDashboard(user);
}

const SANITIZE: sanitizeHtml.IOptions = { allowedTags: ['strong', 'b', 'em', 'i', 'br', 'span'], allowedAttributes: {} };

/** The newest 50 notifications, messages sanitised again on the way out. */
export async function listNotifications(db?: DbOrTx): Promise<NotificationDto[]> {
  db ??= await getDb();
  const rows = await db.select().from(notifications).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(50);
  return rows.map((r) => ({ _id: r.id, createdAt: r.createdAt.toISOString(), message: sanitizeHtml(r.message, SANITIZE), link: r.link && /^\/(?!\/)/.test(r.link) ? r.link : null }));
}

export async function clearNotifications(db?: DbOrTx): Promise<number> {
  db ??= await getDb();
  const rows = await db.delete(notifications).returning({ id: notifications.id });
  return rows.length;
}

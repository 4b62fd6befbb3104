import 'server-only';
import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { PermissionKey } from '@/domain/permissions/permissions';
import { permissionFor, type Access } from '@/domain/permissions/permissions';
import type { ActionResult } from '@/lib/action-result';
import { isAllowed } from '@/server/action';
import { requireStaff } from '@/server/auth/guards';
import type { AuthUser } from '@/server/auth/session-user';

/**
 * For a dashboard page: guests go to sign-in (with a return URL), anyone without `action` on `area`
 * (or without admin, for 'admin') gets the 403 page. Returns the user and their rights on the area, so the
 * page can hide buttons the user may not use (the actions check again on the server).
 */
export async function guardPage(
  returnTo: string,
  area: PermissionKey | 'admin',
  action: keyof Access = 'view',
): Promise<{ user: AuthUser; access: Access }> {
  const user = await requireStaff(returnTo);
  if (!user) forbidden();
  const allowed = area === 'admin' ? isAllowed(user, 'admin') : isAllowed(user, { area, action });
  if (!allowed) forbidden();
  const access = area === 'admin' ? { view: true, edit: true, delete: true } : permissionFor(user, area);
  return { user, access };
}

/** The data of a read action for a page, or the 403 page when it was refused; other failures throw to the error page. */
export function pageData<T>(result: ActionResult<T>): T {
  if (result.ok) return result.data;
  if (result.status === 403) forbidden();
  throw new Error(`dashboard read failed: ${result.error}`);
}

/**
 * A record page's browser-tab title, "FS-1042 · Orders" (docs/requirements.md, "Dashboard frame"): the record's name
 * from the same checked read the page makes (`read`), and its section's menu name (`section`, a key of
 * dashboard.menu). Refused or missing, the section's own title from the dashboard layout stands.
 */
export async function recordTitle<T>(read: Promise<ActionResult<T>>, name: (record: T) => string, section: string): Promise<Metadata> {
  const [result, menu, shell] = await Promise.all([read, getTranslations('dashboard.menu'), getTranslations('dashboard.shell')]);
  if (!result.ok || !menu.has(section)) return {};
  return { title: shell('recordTitle', { record: name(result.data), section: menu(section as 'orders') }) };
}

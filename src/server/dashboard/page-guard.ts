import 'server-only';
import { forbidden } from 'next/navigation';
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

/** Dashboard areas (spec §6 menu permission keys). */
export const STAFF_PERMISSION_KEYS = [
  'product',
  'order',
  'category',
  'blogs',
  'coupon',
  'color',
  'attribute',
  'brand',
  'shippingCharges',
  'subscriber',
  'customers',
  'settings',
  'pageSettings',
  'dashboard',
] as const;

export type PermissionKey = (typeof STAFF_PERMISSION_KEYS)[number];

export interface PermissionEntry {
  name: string;
  view: boolean;
  edit: boolean;
  delete: boolean;
}

/** Session user of spec §3: `a` is the admin flag, `s` the staff record. */
export interface SessionUserLike {
  a?: boolean;
  s?: { status?: string | boolean; permissions?: readonly PermissionEntry[] } | null;
}

export interface Access {
  view: boolean;
  edit: boolean;
  delete: boolean;
}

const NONE: Access = { view: false, edit: false, delete: false };
const ALL: Access = { view: true, edit: true, delete: true };

export function isActiveStaff(user: SessionUserLike | null | undefined): boolean {
  const status = user?.s?.status;
  return status === 'active' || status === true;
}

/** May enter the dashboard at all: admin, or staff with active status (spec §6). */
export function canEnterDashboard(user: SessionUserLike | null | undefined): boolean {
  return !!user?.a || isActiveStaff(user);
}

/** Spec §6: admin gets all true; active staff get their matching entry (none: all false); anyone else all false. */
export function permissionFor(user: SessionUserLike | null | undefined, area: string): Access {
  if (!user) return NONE;
  if (user.a) return ALL;
  if (!isActiveStaff(user)) return NONE;
  const entry = user.s?.permissions?.find((p) => p.name === area);
  return entry ? { view: !!entry.view, edit: !!entry.edit, delete: !!entry.delete } : NONE;
}

/** Dashboard areas (docs/requirements.md, "Permission keys"). */
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
  'review',
] as const;

export type PermissionKey = (typeof STAFF_PERMISSION_KEYS)[number];

export interface PermissionEntry {
  name: string;
  view: boolean;
  edit: boolean;
  delete: boolean;
}

/** Session user (docs/requirements.md, "Session"): `a` is the admin flag, `s` the staff record. */
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

/** May enter the dashboard at all: admin, or staff with active status (docs/requirements.md, "Permission check"). */
export function canEnterDashboard(user: SessionUserLike | null | undefined): boolean {
  return !!user?.a || isActiveStaff(user);
}

/** (docs/requirements.md, "Permission check"): admin gets all true; active staff get their matching entry (none: all false); anyone else all false. */
export function permissionFor(user: SessionUserLike | null | undefined, area: string): Access {
  if (!user) return NONE;
  if (user.a) return ALL;
  if (!isActiveStaff(user)) return NONE;
  const entry = user.s?.permissions?.find((p) => p.name === area);
  return entry ? { view: !!entry.view, edit: !!entry.edit, delete: !!entry.delete } : NONE;
}

/** Menu item (docs/requirements.md, "Dashboard menu"): target 'yes', 'no' or a permission name; sub-items may be flagged create. */
export interface MenuItem {
  target: string;
  subMenu?: readonly MenuSubItem[];
  [key: string]: unknown;
}
export interface MenuSubItem {
  create?: boolean;
  [key: string]: unknown;
}

/**
 * Menu filtering (docs/requirements.md, "Dashboard menu"): 'yes' always shown, 'no' never; a named target is shown in full with edit,
 * without its create sub-items with view only, and hidden with neither (a case
 * the rule leaves open; we hide it).
 */
export function filterMenu<T extends MenuItem>(items: readonly T[], user: SessionUserLike | null | undefined): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (item.target === 'yes') {
      out.push(item);
      continue;
    }
    if (item.target === 'no') continue;
    const access = permissionFor(user, item.target);
    if (access.edit) out.push(item);
    else if (access.view) out.push({ ...item, subMenu: item.subMenu?.filter((s) => !s.create) });
  }
  return out;
}

export type GuardNeed = 'user' | 'staff' | { area: string; action: keyof Access };
export type GuardDecision = 'allow' | 'signin' | 'forbidden';

/** Guards (docs/requirements.md, "Guards"): no session means sign in; a session without the right means the 403 page. */
export function guardDecision(user: SessionUserLike | null | undefined, need: GuardNeed): GuardDecision {
  if (!user) return 'signin';
  if (need === 'user') return 'allow';
  if (need === 'staff') return canEnterDashboard(user) ? 'allow' : 'forbidden';
  return permissionFor(user, need.area)[need.action] ? 'allow' : 'forbidden';
}

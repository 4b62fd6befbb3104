import type { PermissionKey } from '../permissions/permissions';

/** Request header in which src/proxy.ts passes a dashboard request's path to the dashboard layout. */
export const DASHBOARD_PATH_HEADER = 'x-dashboard-path';

/** What opening a dashboard page needs: an area right (view, or edit for create and import pages) or admin. */
export type RouteAccess = { area: PermissionKey; action: 'view' | 'edit' } | 'admin';

/** First path segment under /dashboard → the permission key that guards it (docs/requirements.md, "Dashboard menu"). */
const AREA_OF_SEGMENT: Record<string, PermissionKey | 'admin'> = {
  reports: 'dashboard',
  orders: 'order',
  measure: 'order',
  product: 'product',
  categories: 'category',
  brand: 'brand',
  colors: 'color',
  attributes: 'attribute',
  coupons: 'coupon',
  shipping: 'shippingCharges',
  users: 'customers',
  reviews: 'review',
  subscribers: 'subscriber',
  blogs: 'blogs',
  page: 'pageSettings',
  virtualtour: 'pageSettings',
  messages: 'pageSettings',
  settings: 'settings',
  staffs: 'admin',
  activity: 'admin',
};

/** Last path segments of the pages that write: creating a record, importing a file. */
const EDIT_PAGES = new Set(['create', 'import']);

/**
 * The right a dashboard URL needs, decided before the page streams (so a refusal is a real HTTP 403):
 * `/dashboard/{area}/…` needs view, a path ending in `/create` or `/import` needs edit, the staff section needs admin.
 * `/dashboard` itself and unknown paths give null (any active staff member; unknown paths are 404).
 * Every page checks its own right again with `guardPage`.
 */
export function dashboardRouteAccess(pathname: string): RouteAccess | null {
  const parts = pathname.split('?')[0].split('/').filter(Boolean);
  if (parts[0] !== 'dashboard' || parts.length < 2) return null;
  const area = AREA_OF_SEGMENT[parts[1]];
  if (!area) return null;
  if (area === 'admin') return 'admin';
  return { area, action: EDIT_PAGES.has(parts[parts.length - 1]) ? 'edit' : 'view' };
}

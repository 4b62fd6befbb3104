import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSION_KEYS, type PermissionEntry } from '../permissions/permissions';
import { activeMenuHref, DASHBOARD_MENU, dashboardMenuFor, dashboardPageTitle, menuCollapsedCookie, menuCollapsedFrom } from './menu';

const staff = (perms: Partial<PermissionEntry>[], status = 'active') => ({
  a: false,
  s: { status, permissions: perms.map((p) => ({ view: false, edit: false, delete: false, name: '', ...p })) },
});
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('dashboard menu', () => {
  it('carries every permission key once (Reports shares the dashboard area with the home, Measure requests the order area with the orders), and the staff section has none', () => {
    const targets = DASHBOARD_MENU.filter((m) => m.id !== 'reports' && m.id !== 'measure')
      .map((m) => m.target)
      .filter((t) => t !== 'admin');
    expect([...targets].sort()).toEqual([...STAFF_PERMISSION_KEYS].sort());
    expect(DASHBOARD_MENU.find((m) => m.id === 'reports')?.target).toBe('dashboard');
    expect(DASHBOARD_MENU.find((m) => m.id === 'measure')?.target).toBe('order');
    expect(DASHBOARD_MENU.find((m) => m.id === 'staff')?.target).toBe('admin');
  });

  it('links every dashboard route', () => {
    const hrefs = DASHBOARD_MENU.flatMap((m) => [m.href, ...(m.subMenu ?? []).map((s) => s.href)]);
    for (const route of [
      '/dashboard',
      '/dashboard/reports',
      '/dashboard/product',
      '/dashboard/product/create',
      '/dashboard/product/deliveries',
      '/dashboard/product/locations',
      '/dashboard/product/purchase-orders',
      '/dashboard/orders',
      '/dashboard/measure',
      '/dashboard/categories',
      '/dashboard/categories/create',
      '/dashboard/categories/subcategories',
      '/dashboard/categories/subcategories/create',
      '/dashboard/blogs',
      '/dashboard/blogs/create',
      '/dashboard/blogs/categories',
      '/dashboard/blogs/categories/create',
      '/dashboard/coupons/create',
      '/dashboard/colors/create',
      '/dashboard/attributes/create',
      '/dashboard/brand/create',
      '/dashboard/shipping',
      '/dashboard/subscribers',
      '/dashboard/users',
      '/dashboard/staffs',
      '/dashboard/staffs/create',
      '/dashboard/settings/layout',
      '/dashboard/settings/graphics',
      '/dashboard/settings/seo',
      '/dashboard/settings/script',
      '/dashboard/settings/gateway',
      '/dashboard/settings/login',
      '/dashboard/settings/security',
      '/dashboard/page/home',
      '/dashboard/page/about',
      '/dashboard/page/privacy',
      '/dashboard/page/terms',
      '/dashboard/page/return',
      '/dashboard/page/faq',
    ])
      expect(hrefs, route).toContain(route);
  });

  it('shows an admin everything, the staff section included', () => {
    expect(ids(dashboardMenuFor({ a: true, s: null }))).toEqual(ids([...DASHBOARD_MENU]));
  });

  it('shows staff an area in full with edit, without create entries with view only, and hides the rest', () => {
    const menu = dashboardMenuFor(
      staff([
        { name: 'product', view: true, edit: true },
        { name: 'category', view: true },
      ]),
    );
    expect(ids(menu)).toEqual(['products', 'categories']);
    expect(menu[0].subMenu?.map((s) => s.href)).toContain('/dashboard/product/create');
    expect(menu[1].subMenu?.map((s) => s.href)).toEqual(['/dashboard/categories', '/dashboard/categories/subcategories']);
  });

  it('never shows the staff section to staff, even with every right', () => {
    const all = STAFF_PERMISSION_KEYS.map((name) => ({ name, view: true, edit: true, delete: true }));
    expect(ids(dashboardMenuFor(staff(all)))).not.toContain('staff');
    expect(dashboardMenuFor(staff(all))).toHaveLength(DASHBOARD_MENU.length - 1);
  });

  it('shows nothing to inactive staff, customers and guests', () => {
    expect(dashboardMenuFor(staff([{ name: 'product', view: true, edit: true }], 'inactive'))).toEqual([]);
    expect(dashboardMenuFor({ a: false, s: null })).toEqual([]);
    expect(dashboardMenuFor(null)).toEqual([]);
  });

  it('highlights the most specific entry', () => {
    expect(activeMenuHref(DASHBOARD_MENU, '/dashboard/categories/subcategories/create')).toBe('/dashboard/categories/subcategories/create');
    expect(activeMenuHref(DASHBOARD_MENU, '/dashboard/product/1234')).toBe('/dashboard/product');
    expect(activeMenuHref(DASHBOARD_MENU, '/dashboard')).toBe('/dashboard');
    expect(activeMenuHref(DASHBOARD_MENU, '/dashboard/orders/abc')).toBe('/dashboard/orders');
  });
});

describe('the folded menu cookie', () => {
  it('is read back only from the value the menu writes', () => {
    expect(menuCollapsedCookie(true)).toMatch(/^DASHBOARD_MENU=collapsed; max-age=\d+; path=\/; SameSite=Lax$/);
    expect(menuCollapsedFrom('collapsed')).toBe(true);
    for (const v of ['open', undefined, '', 'COLLAPSED', 'true']) expect(menuCollapsedFrom(v)).toBe(false);
  });
});

describe('dashboard page titles', () => {
  it('name each page by its menu entry, a settings page by its own title, a record by its section', () => {
    expect(dashboardPageTitle('/dashboard')).toEqual({ kind: 'menu', key: 'dashboard' });
    expect(dashboardPageTitle('/dashboard/orders')).toEqual({ kind: 'menu', key: 'orders' });
    expect(dashboardPageTitle('/dashboard/orders?status=pending')).toEqual({ kind: 'menu', key: 'orders' });
    expect(dashboardPageTitle('/dashboard/orders/0b6c3f0e-8a4b-4c1e-9f3a-2d5e7c9b1a00')).toEqual({ kind: 'detail', key: 'orders' });
    expect(dashboardPageTitle('/dashboard/coupons/create')).toEqual({ kind: 'menu', key: 'couponCreate' });
    expect(dashboardPageTitle('/dashboard/categories')).toEqual({ kind: 'menu', key: 'categories' });
    expect(dashboardPageTitle('/dashboard/categories/subcategories')).toEqual({ kind: 'menu', key: 'subcategories' });
    expect(dashboardPageTitle('/dashboard/page/faq')).toEqual({ kind: 'menu', key: 'pageFaq' });
    expect(dashboardPageTitle('/dashboard/activity')).toEqual({ kind: 'menu', key: 'activity' });
    expect(dashboardPageTitle('/dashboard/settings')).toEqual({ kind: 'menu', key: 'settings' });
    expect(dashboardPageTitle('/dashboard/settings/stock')).toEqual({ kind: 'settings', key: 'stock' });
    expect(dashboardPageTitle('/elsewhere')).toBeNull();
  });
  it('gives every page of the menu a title of its own', () => {
    const hrefs = DASHBOARD_MENU.flatMap((m) => [m.href, ...(m.subMenu ?? []).map((s) => s.href)]);
    const titles = new Set(hrefs.map((h) => JSON.stringify(dashboardPageTitle(h))));
    expect(titles.size).toBe(new Set(hrefs).size);
  });
});

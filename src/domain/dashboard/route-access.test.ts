import { describe, expect, it } from 'vitest';
import { DASHBOARD_MENU } from './menu';
import { dashboardRouteAccess } from './route-access';

describe('dashboardRouteAccess', () => {
  it('lists and detail pages need view, create and import pages need edit', () => {
    expect(dashboardRouteAccess('/dashboard/product')).toEqual({ area: 'product', action: 'view' });
    expect(dashboardRouteAccess('/dashboard/product/3f6c2a1e-0000-4000-8000-000000000001')).toEqual({ area: 'product', action: 'view' });
    expect(dashboardRouteAccess('/dashboard/product/create')).toEqual({ area: 'product', action: 'edit' });
    expect(dashboardRouteAccess('/dashboard/product/import')).toEqual({ area: 'product', action: 'edit' });
    expect(dashboardRouteAccess('/dashboard/categories/subcategories/create')).toEqual({ area: 'category', action: 'edit' });
    expect(dashboardRouteAccess('/dashboard/blogs/categories')).toEqual({ area: 'blogs', action: 'view' });
  });
  it('maps the dashboard routes to their permission keys', () => {
    expect(dashboardRouteAccess('/dashboard/shipping')).toEqual({ area: 'shippingCharges', action: 'view' });
    expect(dashboardRouteAccess('/dashboard/users/abc')).toEqual({ area: 'customers', action: 'view' });
    expect(dashboardRouteAccess('/dashboard/virtualtour')).toEqual({ area: 'pageSettings', action: 'view' });
    expect(dashboardRouteAccess('/dashboard/settings/gateway')).toEqual({ area: 'settings', action: 'view' });
    expect(dashboardRouteAccess('/dashboard/reports')).toEqual({ area: 'dashboard', action: 'view' });
  });
  it('the staff section is admin only', () => {
    expect(dashboardRouteAccess('/dashboard/staffs')).toBe('admin');
    expect(dashboardRouteAccess('/dashboard/staffs/create')).toBe('admin');
  });
  it('the overview and unknown or foreign paths have no area rule', () => {
    expect(dashboardRouteAccess('/dashboard')).toBeNull();
    expect(dashboardRouteAccess('/dashboard/nothing-here')).toBeNull();
    expect(dashboardRouteAccess('/shop/laminate')).toBeNull();
  });
  it('agrees with the side menu: every menu entry is guarded by the area it is listed under', () => {
    for (const item of DASHBOARD_MENU) {
      for (const href of [item.href, ...(item.subMenu ?? []).map((s) => s.href)]) {
        if (href === '/dashboard') continue;
        const access = dashboardRouteAccess(href);
        if (item.target === 'admin') expect(access, href).toBe('admin');
        else expect(access === 'admin' ? access : access?.area, href).toBe(item.target);
      }
    }
  });
});

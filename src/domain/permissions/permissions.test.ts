import { describe, expect, it } from 'vitest';
import { canEnterDashboard, filterMenu, guardDecision, permissionFor } from './permissions';

const staff = (status: string, permissions = [{ name: 'product', view: true, edit: false, delete: false }]) => ({
  a: false,
  s: { status, permissions },
});

describe('permissionFor (admin all, active staff their entry, others nothing)', () => {
  it('gives admin everything', () => {
    expect(permissionFor({ a: true }, 'settings')).toEqual({ view: true, edit: true, delete: true });
  });
  it('gives active staff their matching entry', () => {
    expect(permissionFor(staff('active'), 'product')).toEqual({ view: true, edit: false, delete: false });
  });
  it('gives active staff all false without a matching entry', () => {
    expect(permissionFor(staff('active'), 'order')).toEqual({ view: false, edit: false, delete: false });
  });
  it('gives inactive staff nothing', () => {
    expect(permissionFor(staff('inactive'), 'product')).toEqual({ view: false, edit: false, delete: false });
  });
  it('gives customers and guests nothing', () => {
    expect(permissionFor({ a: false }, 'product').view).toBe(false);
    expect(permissionFor(null, 'product').view).toBe(false);
  });
  it('lets only admin or active staff into the dashboard', () => {
    expect(canEnterDashboard({ a: true })).toBe(true);
    expect(canEnterDashboard(staff('active'))).toBe(true);
    expect(canEnterDashboard(staff('inactive'))).toBe(false);
    expect(canEnterDashboard({ a: false })).toBe(false);
  });
});

describe('filterMenu (yes, no, or a permission key)', () => {
  const menu = [
    { key: 'home', target: 'yes' },
    { key: 'staffs', target: 'no' },
    { key: 'product', target: 'product', subMenu: [{ key: 'list' }, { key: 'create', create: true }] },
    { key: 'order', target: 'order', subMenu: [{ key: 'list' }] },
    { key: 'settings', target: 'settings', subMenu: [{ key: 'layout' }, { key: 'new', create: true }] },
  ];
  const keys = (items: { key: unknown }[]) => items.map((i) => i.key);
  const user = (permissions: { name: string; view: boolean; edit: boolean; delete: boolean }[], status = 'active') => ({
    a: false,
    s: { status, permissions },
  });

  it("always shows 'yes' and never 'no', even for an admin", () => {
    expect(keys(filterMenu(menu, { a: true }))).toEqual(['home', 'product', 'order', 'settings']);
    expect(keys(filterMenu(menu, null))).toEqual(['home']);
  });
  it('shows a named target in full when the staff member may edit', () => {
    const out = filterMenu(menu, user([{ name: 'product', view: true, edit: true, delete: false }]));
    expect(out.find((i) => i.key === 'product')?.subMenu).toHaveLength(2);
  });
  it('drops create sub-items with view only', () => {
    const out = filterMenu(menu, user([{ name: 'product', view: true, edit: false, delete: false }]));
    expect(out.find((i) => i.key === 'product')?.subMenu).toEqual([{ key: 'list' }]);
    expect(menu[2].subMenu).toHaveLength(2);
  });
  it('hides a named target with neither view nor edit, and everything named for inactive staff', () => {
    expect(keys(filterMenu(menu, user([{ name: 'product', view: false, edit: false, delete: true }])))).toEqual(['home']);
    expect(keys(filterMenu(menu, user([{ name: 'product', view: true, edit: true, delete: true }], 'inactive')))).toEqual(['home']);
  });
});

describe('guardDecision (sign in, allow or forbidden)', () => {
  const staffUser = { a: false, s: { status: 'active', permissions: [{ name: 'order', view: true, edit: false, delete: false }] } };
  it('sends guests to sign in', () => {
    expect(guardDecision(null, 'user')).toBe('signin');
    expect(guardDecision(undefined, 'staff')).toBe('signin');
  });
  it('lets any signed-in user through a sign-in guard', () => {
    expect(guardDecision({ a: false }, 'user')).toBe('allow');
  });
  it('forbids the dashboard to customers and inactive staff', () => {
    expect(guardDecision({ a: false, s: null }, 'staff')).toBe('forbidden');
    expect(guardDecision({ ...staffUser, s: { ...staffUser.s, status: 'inactive' } }, 'staff')).toBe('forbidden');
    expect(guardDecision(staffUser, 'staff')).toBe('allow');
    expect(guardDecision({ a: true }, 'staff')).toBe('allow');
  });
  it('checks the named permission and action', () => {
    expect(guardDecision(staffUser, { area: 'order', action: 'view' })).toBe('allow');
    expect(guardDecision(staffUser, { area: 'order', action: 'edit' })).toBe('forbidden');
    expect(guardDecision(staffUser, { area: 'product', action: 'view' })).toBe('forbidden');
    expect(guardDecision({ a: true }, { area: 'settings', action: 'delete' })).toBe('allow');
  });
});

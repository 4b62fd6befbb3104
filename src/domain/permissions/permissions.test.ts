import { describe, expect, it } from 'vitest';
import { canEnterDashboard, permissionFor } from './permissions';

const staff = (status: string, permissions = [{ name: 'product', view: true, edit: false, delete: false }]) => ({
  a: false,
  s: { status, permissions },
});

describe('permissionFor (spec §6)', () => {
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

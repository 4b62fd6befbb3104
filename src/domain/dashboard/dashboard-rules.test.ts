import { describe, expect, it } from 'vitest';
import { canTransition, nextStatuses, returnsStock, ORDER_STATUSES } from '../orders/status';
import { filterParams, isCalendarDay, orderListQuerySchema } from '../orders/order-filters';
import { averageCents, daySeries, percentChange, periodRange } from './overview';
import { fullMatrix, permissionMatrixSchema, staffCreateSchema, toggleRight } from '../staff/staff-schema';

describe('order status rules used by the dashboard', () => {
  it('walks pending to delivered only through the allowed steps', () => {
    expect(nextStatuses('pending')).toEqual(['confirmed', 'cancelled']);
    expect(canTransition('pending', 'shipped')).toBe(false);
    expect(canTransition('confirmed', 'shipped')).toBe(true);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(canTransition('shipped', 'delivered')).toBe(true);
  });
  it('never leaves cancelled or refunded, so stock comes back at most once', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('cancelled', to)).toBe(false);
      expect(canTransition('refunded', to)).toBe(false);
    }
    expect(returnsStock('cancelled')).toBe(true);
    expect(returnsStock('refunded')).toBe(true);
    expect(returnsStock('shipped')).toBe(false);
  });
});

describe('order list query', () => {
  it('keeps valid filters and drops bad ones', () => {
    const q = orderListQuerySchema.parse({
      status: 'shipped',
      paymentStatus: 'nope',
      paymentMethod: 'cod',
      from: '2026-11-01',
      to: '1/2/3',
      q: ' FS-1 ',
    });
    expect(q).toMatchObject({
      status: 'shipped',
      paymentStatus: undefined,
      paymentMethod: 'cod',
      from: '2026-11-01',
      to: undefined,
      q: 'FS-1',
    });
  });
  it('turns filters into URL parameters without paging', () => {
    const q = orderListQuerySchema.parse({ status: 'pending', page: '3', q: '' });
    expect(filterParams(q).toString()).toBe('status=pending&dir=desc');
  });
});

describe('overview maths', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('today starts at local midnight and compares with yesterday', () => {
    const r = periodRange(1, now, -480);
    expect(r.start.toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(r.previousStart.toISOString()).toBe('2026-11-22T08:00:00.000Z');
  });
  it('rolling windows compare with the window before', () => {
    const r = periodRange(7, now);
    expect(r.start.toISOString()).toBe('2026-11-16T10:00:00.000Z');
    expect(r.previousStart.toISOString()).toBe('2026-11-09T10:00:00.000Z');
  });
  it('percent change and average', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(5, 0)).toBeNull();
    expect(averageCents(1000, 3)).toBe(333);
    expect(averageCents(0, 0)).toBe(0);
  });
  it('day series has no gaps', () => {
    expect(daySeries('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });
});

describe('staff permission matrix', () => {
  it('refuses edit or delete without view', () => {
    expect(permissionMatrixSchema.safeParse([{ name: 'order', view: false, edit: true, delete: false }]).success).toBe(false);
    expect(permissionMatrixSchema.safeParse([{ name: 'order', view: false, edit: false, delete: true }]).success).toBe(false);
    expect(permissionMatrixSchema.safeParse([{ name: 'order', view: true, edit: true, delete: true }]).success).toBe(true);
  });
  it('refuses unknown areas and duplicates', () => {
    expect(permissionMatrixSchema.safeParse([{ name: 'staff', view: true, edit: false, delete: false }]).success).toBe(false);
    const row = { name: 'order', view: true, edit: false, delete: false };
    expect(permissionMatrixSchema.safeParse([row, row]).success).toBe(false);
  });
  it('fills every area and keeps rows valid while toggling', () => {
    const m = fullMatrix([{ name: 'order', view: true, edit: false, delete: false }]);
    expect(m).toHaveLength(15);
    expect(m.find((r) => r.name === 'order')).toMatchObject({ view: true, edit: false });
    expect(toggleRight({ name: 'order', view: false, edit: false, delete: false }, 'delete', true)).toMatchObject({
      view: true,
      delete: true,
    });
    expect(toggleRight({ name: 'order', view: true, edit: true, delete: true }, 'view', false)).toMatchObject({
      view: false,
      edit: false,
      delete: false,
    });
  });
  it('normalises e-mail on create', () => {
    const r = staffCreateSchema.parse({ name: 'Ann', email: ' Ann@Shop.TEST ', password: 'x', active: true, permissions: [] });
    expect(r.email).toBe('ann@shop.test');
  });
});

describe('order date filters', () => {
  it('keep only real calendar days: an impossible date is dropped, never sent to the database', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-31', '2025-02-29', '2026-13-01', '2026-00-10', '0000-01-01', '2026-1-1', '2026-01-01T00:00'])
      expect(isCalendarDay(bad), bad).toBe(false);
    const q = orderListQuerySchema.parse({ from: '2026-02-31', to: '2026-03-01' });
    expect(q.from).toBeUndefined();
    expect(q.to).toBe('2026-03-01');
  });
});

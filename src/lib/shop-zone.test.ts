import { describe, expect, it } from 'vitest';
import { shopDay, shopDayStart, shopHour, zoneOffsetMinutes } from './shop-zone';

describe('shop zone', () => {
  it('gives the day and hour in Surrey, whatever the server zone', () => {
    expect(shopDay(new Date('2026-03-02T03:00:00Z'))).toBe('2026-03-01');
    expect(shopDay(new Date('2026-11-26T16:30:00Z'))).toBe('2026-11-26');
    expect(shopHour(new Date('2026-11-26T16:30:00Z'))).toBe(8);
    expect(shopHour(new Date('2026-11-27T06:00:00Z'))).toBe(22);
    // summer time: UTC-7
    expect(shopHour(new Date('2026-07-01T07:00:00Z'))).toBe(0);
  });
});

describe('shop day start', () => {
  it('is midnight in Surrey, winter (UTC-8) and summer (UTC-7), on both sides of a DST change', () => {
    expect(shopDayStart('2026-01-15').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(shopDayStart('2026-07-01').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    // DST starts Sunday 8 March 2026 at 2 a.m.; ends Sunday 1 November 2026 at 2 a.m.
    expect(shopDayStart('2026-03-08').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(shopDayStart('2026-03-09').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(shopDayStart('2026-11-01').toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(shopDayStart('2026-11-02').toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'))).toBe(-420);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addMonths,
  bucketOf,
  bucketSeries,
  comparisonRange,
  daysBetween,
  presetRange,
  reportQueryFromParams,
  reportQuerySchema,
  reportRange,
} from './reports';

const TODAY = '2026-11-26'; // a Thursday

describe('report presets', () => {
  it('gives the last 7, 30 and 90 days up to today, both ends counted', () => {
    expect(presetRange({ preset: '7d' }, TODAY)).toEqual({ from: '2026-11-20', to: TODAY });
    expect(presetRange({ preset: '30d' }, TODAY)).toEqual({ from: '2026-10-28', to: TODAY });
    expect(daysBetween('2026-10-28', TODAY)).toBe(30);
    expect(presetRange({ preset: '90d' }, TODAY)).toEqual({ from: '2026-08-29', to: TODAY });
  });
  it('gives this month and this year up to today, last month in full', () => {
    expect(presetRange({ preset: 'thisMonth' }, TODAY)).toEqual({ from: '2026-11-01', to: TODAY });
    expect(presetRange({ preset: 'lastMonth' }, TODAY)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange({ preset: 'lastMonth' }, '2026-03-05')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange({ preset: 'lastMonth' }, '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange({ preset: 'thisYear' }, TODAY)).toEqual({ from: '2026-01-01', to: TODAY });
    expect(presetRange({ preset: 'custom', from: '2026-02-03', to: '2026-02-09' }, TODAY)).toEqual({
      from: '2026-02-03',
      to: '2026-02-09',
    });
  });
});

describe('comparison periods', () => {
  it('compares a rolling or custom range with as many days just before', () => {
    expect(comparisonRange({ from: '2026-11-20', to: TODAY }, '7d', 'previous')).toEqual({ from: '2026-11-13', to: '2026-11-19' });
    expect(comparisonRange({ from: '2026-03-01', to: '2026-03-01' }, 'custom', 'previous')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
  });
  it('compares this month and last month with the month before over the same days, kept inside it', () => {
    expect(comparisonRange({ from: '2026-11-01', to: TODAY }, 'thisMonth', 'previous')).toEqual({ from: '2026-10-01', to: '2026-10-26' });
    expect(comparisonRange({ from: '2026-03-01', to: '2026-03-31' }, 'lastMonth', 'previous')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(comparisonRange({ from: '2026-03-01', to: '2026-03-30' }, 'thisMonth', 'previous')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(comparisonRange({ from: '2026-10-01', to: '2026-10-31' }, 'lastMonth', 'previous')).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    });
  });
  it('compares this year with last year over the same days', () => {
    expect(comparisonRange({ from: '2026-01-01', to: TODAY }, 'thisYear', 'previous')).toEqual({ from: '2025-01-01', to: '2025-11-26' });
  });
  it('same period last year moves both ends one year back, Feb 29 to Feb 28', () => {
    expect(comparisonRange({ from: '2026-11-20', to: TODAY }, '7d', 'lastYear')).toEqual({ from: '2025-11-20', to: '2025-11-26' });
    expect(comparisonRange({ from: '2028-02-29', to: '2028-03-01' }, 'custom', 'lastYear')).toEqual({
      from: '2027-02-28',
      to: '2027-03-01',
    });
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
  it('reportRange puts the two together', () => {
    const q = reportQuerySchema.parse({ preset: '7d', compare: 'lastYear' });
    expect(reportRange(q, TODAY)).toEqual({ from: '2026-11-20', to: TODAY, comparison: { from: '2025-11-20', to: '2025-11-26' } });
  });
});

describe('buckets', () => {
  it('puts a day in its day, its ISO week (from Monday) or its month', () => {
    expect(bucketOf(TODAY, 'day')).toBe(TODAY);
    expect(bucketOf(TODAY, 'week')).toBe('2026-11-23');
    expect(bucketOf('2026-11-23', 'week')).toBe('2026-11-23');
    expect(bucketOf('2026-11-29', 'week')).toBe('2026-11-23'); // Sunday
    expect(bucketOf('2026-01-01', 'week')).toBe('2025-12-29'); // across a year
    expect(bucketOf(TODAY, 'month')).toBe('2026-11-01');
  });
  it('lists every bucket of a range without gaps, across the DST change', () => {
    expect(bucketSeries({ from: '2026-03-06', to: '2026-03-10' }, 'day')).toEqual([
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(bucketSeries({ from: '2026-03-05', to: '2026-03-18' }, 'week')).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    expect(bucketSeries({ from: '2026-01-31', to: '2026-04-01' }, 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
    ]);
  });
});

describe('report query', () => {
  it('defaults to the last 30 days by day against the previous period', () => {
    expect(reportQuerySchema.parse({})).toEqual({ preset: '30d', compare: 'previous', granularity: 'day' });
  });
  it('refuses a custom range without both days, backwards, not a calendar day or longer than two years', () => {
    expect(reportQuerySchema.safeParse({ preset: 'custom', from: '2026-01-01' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ preset: 'custom', from: '2026-02-01', to: '2026-01-01' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ preset: 'custom', from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ preset: 'custom', from: '2024-01-01', to: '2025-12-31' }).success).toBe(true);
    expect(reportQuerySchema.safeParse({ preset: 'custom', from: '2024-01-01', to: '2026-01-01' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ preset: 'week' }).success).toBe(false);
  });
  it('reads URL parameters, falling back to the default with the reason', () => {
    expect(reportQueryFromParams({ preset: '7d', granularity: 'week', compare: 'lastYear' })).toEqual({
      query: { preset: '7d', compare: 'lastYear', granularity: 'week' },
    });
    expect(reportQueryFromParams({ preset: 'custom', from: '2026-02-01', to: '2026-01-01', granularity: 'month' })).toEqual({
      query: { preset: '30d', compare: 'previous', granularity: 'month' },
      error: 'dashboard.validation.endBeforeStart',
    });
    expect(reportQueryFromParams({ preset: 'bogus' }).query.preset).toBe('30d');
  });
});

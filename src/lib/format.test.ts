import { describe, expect, it } from 'vitest';
import { formatDashboardDate, formatDashboardDateTime, formatDate, intlLocale } from './format';

const noon = new Date('2026-11-05T20:00:00Z'); // 12:00 in Vancouver

describe('formatDate (short month, day, year)', () => {
  it('uses en-us short month, day, year for English', () => {
    expect(formatDate(noon, 'en')).toBe('Nov 5, 2026');
  });
  it('uses the own format of each locale', () => {
    expect(formatDate(noon, 'fr')).toMatch(/5 nov\.? 2026/);
    expect(formatDate(noon, 'ar')).not.toBe(formatDate(noon, 'en'));
    expect(formatDate(noon, 'bn')).toMatch(/নভে/);
  });
  it('accepts ISO strings and gives an empty string for invalid dates', () => {
    expect(formatDate('2026-01-15T20:00:00Z', 'en')).toBe('Jan 15, 2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatDashboardDate (always en-us in the dashboard)', () => {
  it('is en-us in every language, isolated for right-to-left text', () => {
    expect(formatDashboardDate(noon)).toBe('\u2066Nov 5, 2026\u2069');
    expect(formatDashboardDate('2026-01-15T20:00:00Z').replace(/[\u2066\u2069]/g, '')).toBe('Jan 15, 2026');
  });
  it('gives an empty string for invalid dates', () => {
    expect(formatDashboardDate('nope')).toBe('');
  });
});

describe('formatDashboardDateTime', () => {
  it('adds the time of day in the shop zone, en-us and isolated', () => {
    expect(formatDashboardDateTime('2026-11-24T00:05:00Z').replace(/\s/g, ' ')).toBe('\u2066Nov 23, 2026, 4:05 PM\u2069');
    expect(formatDashboardDateTime('nope')).toBe('');
  });
});

describe('intlLocale', () => {
  it('maps unknown locales to en-US', () => {
    expect(intlLocale('xx')).toBe('en-US');
  });
});

import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES, countries, isCountryCode } from './countries';

describe('countries', () => {
  it('lists about 240 countries with Canada first', () => {
    const en = countries('en');
    expect(en.length).toBeGreaterThanOrEqual(240);
    expect(en[0]).toEqual({ code: 'CA', name: 'Canada' });
    expect(new Set(en.map((c) => c.code)).size).toBe(en.length);
  });
  it('keeps the legacy entries with their own names in every language', () => {
    expect(countries('en').find((c) => c.code === 'AN')?.name).toBe('Netherlands Antilles');
    expect(countries('en').find((c) => c.code === 'CS')?.name).toBe('Serbia and Montenegro');
    expect(countries('fr').find((c) => c.code === 'CS')?.name).toBe('Serbie-et-Monténégro');
  });
  it('names countries in the chosen language', () => {
    expect(countries('ar')[0].name).toBe('كندا');
    expect(countries('fr').find((c) => c.code === 'DE')?.name).toBe('Allemagne');
    expect(countries('bn').find((c) => c.code === 'BD')?.name).toBe('বাংলাদেশ');
  });
  it('validates codes and has the 13 provinces and territories, BC first', () => {
    expect(isCountryCode('CA')).toBe(true);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    expect(CANADIAN_PROVINCES[0].code).toBe('BC');
  });
});

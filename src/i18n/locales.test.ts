import { describe, expect, it } from 'vitest';
import { firstLocale } from './locales';

describe('firstLocale', () => {
  it('takes the first language of the shop among the candidates, else English', () => {
    expect(firstLocale('fr', 'bn')).toBe('fr');
    expect(firstLocale(null, 'ar')).toBe('ar');
    expect(firstLocale('xx', undefined, 'bn')).toBe('bn');
    expect(firstLocale(null, 'de')).toBe('en');
    expect(firstLocale()).toBe('en');
  });
});

import { describe, expect, it } from 'vitest';
import { firstLocale, LOCALE_IDS, LOCALES, TRANSLATION_LOCALE_IDS } from './locales';

describe('firstLocale', () => {
  it('takes the first language of the shop among the candidates, else English', () => {
    expect(firstLocale('fr', 'bn')).toBe('fr');
    expect(firstLocale(null, 'ar')).toBe('ar');
    expect(firstLocale('xx', undefined, 'bn')).toBe('bn');
    expect(firstLocale(null, 'de')).toBe('en');
    expect(firstLocale()).toBe('en');
  });
});

describe('the one list of languages', () => {
  it('gives the ids in the menu order, and the translation languages as all but English', () => {
    expect([...LOCALE_IDS]).toEqual(LOCALES.map((l) => l.id));
    expect([...TRANSLATION_LOCALE_IDS]).toEqual(LOCALES.map((l) => l.id).filter((l) => l !== 'en'));
  });
});

/** Language options (id, name, flag) (docs/requirements.md, "Languages"). English is the default and the fallback. */
export const LOCALES = [
  { id: 'en', name: 'English', flag: '🇬🇧', dir: 'ltr' },
  { id: 'bn', name: 'বাংলা', flag: '🇧🇩', dir: 'ltr' },
  { id: 'ar', name: 'العربية', flag: '🇸🇦', dir: 'rtl' },
  { id: 'fr', name: 'Français', flag: '🇫🇷', dir: 'ltr' },
] as const;

export type Locale = (typeof LOCALES)[number]['id'];
/**
 * The languages' ids in the menu's order, derived from LOCALES (a tuple, as zod's enum takes it): every list of the
 * shop's languages reads this or LOCALES, so a fifth language is a line above plus its messages and data (docs/recipes.md, "A language").
 */
export const LOCALE_IDS = LOCALES.map((l) => l.id) as unknown as readonly [Locale, ...Locale[]];
/** The languages a translation may be written in: all but English, whose texts are the records' own. */
export const TRANSLATION_LOCALE_IDS = LOCALE_IDS.filter((l) => l !== 'en') as unknown as readonly [
  Exclude<Locale, 'en'>,
  ...Exclude<Locale, 'en'>[],
];
export const DEFAULT_LOCALE: Locale = 'en';
/** cookie holding the chosen language (docs/requirements.md, "Languages") */
export const LOCALE_COOKIE = 'LANGUAGE';
/** translation namespaces: public/locales/{lang}/{namespace}.json */
export const NAMESPACES = [
  'common',
  'account',
  'content',
  'catalogue',
  'checkout',
  'dashboard',
  'dashCatalogue',
  'dashProducts',
  'dashCommerce',
  'dashOrders',
  'dashCustomers',
  'dashStaff',
  'dashReports',
  'dashMeasure',
  'dashContent',
  'dashSettings',
] as const;

/** The first of these that is a language of the shop (e.g. an order's language, then the shop's), else English. */
export function firstLocale(...candidates: unknown[]): Locale {
  return candidates.find(isLocale) ?? DEFAULT_LOCALE;
}

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((l) => l.id === value);
}

export function localeDir(locale: Locale): 'ltr' | 'rtl' {
  return LOCALES.find((l) => l.id === locale)?.dir ?? 'ltr';
}

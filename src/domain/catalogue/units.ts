import { intlLocale } from '@/lib/format';

/*
 * The units a product is measured and sold in are written by staff in English ("sq ft", "box"); the shop names the
 * usual ones in the page's language (messages `catalogue.units`, docs/requirements.md, "Content in four languages")
 * and shows any other as written. The stored word stays what the calculators read.
 */

const UNIT_KEYS = {
  'sq ft': 'sqFt',
  'sq m': 'sqM',
  ft: 'ft',
  m: 'm',
  lb: 'lb',
  oz: 'oz',
  kg: 'kg',
  piece: 'piece',
  box: 'box',
  bag: 'bag',
  roll: 'roll',
  tube: 'tube',
  pail: 'pail',
} as const;

export type UnitKey = (typeof UNIT_KEYS)[keyof typeof UNIT_KEYS];

/** The message key of a unit the shop names in every language ("sq ft", "Box "…), or null for any other word. */
export function unitKey(unit: string): UnitKey | null {
  const word = unit.trim().toLowerCase().replace(/\s+/g, ' ');
  return Object.hasOwn(UNIT_KEYS, word) ? UNIT_KEYS[word as keyof typeof UNIT_KEYS] : null;
}

/** The words of the messages' `catalogue.units` (useTranslations or getTranslations of that namespace). */
export type UnitWords = (key: UnitKey) => string;

/** A unit's word in the page's language: the usual units from the messages, any other as staff wrote it. */
export function unitWord(unit: string, words: UnitWords): string {
  const key = unitKey(unit);
  return key ? words(key) : unit;
}

/** A measure in the page's language and digits: "20.5 sq ft", "২০.৫ বর্গফুট", "20,5 pi²", "8 قدم". */
export function formatUnit(unitValue: number, unit: string, locale: string, words: UnitWords): string {
  const value = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2, useGrouping: false }).format(unitValue);
  return `${value} ${unitWord(unit, words)}`;
}

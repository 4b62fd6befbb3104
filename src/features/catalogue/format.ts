import { unitKey, type UnitKey } from '@/domain/catalogue/units';
import { intlLocale } from '@/lib/format';

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

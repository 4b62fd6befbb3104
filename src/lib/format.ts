import { SHOP_ZONE } from './shop-zone';

/** Locale id of the shop (en, bn, ar, fr) to the BCP 47 tag used by Intl (dates: docs/requirements.md, "Dates"). */
const INTL_LOCALE: Record<string, string> = { en: 'en-US', bn: 'bn-BD', ar: 'ar', fr: 'fr-CA' };

export function intlLocale(locale: string): string {
  return INTL_LOCALE[locale] ?? 'en-US';
}

/**
 * A count or measure as the page's language writes a plain number in its messages (src/i18n/format-message.mjs):
 * its digits and decimal mark, no grouping ("১৫০" on /bn, "23,05" on /fr, "150" on /en).
 */
export function plainNumber(n: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { useGrouping: false, maximumFractionDigits: 20 }).format(n);
}

/** (docs/requirements.md, "Dates"): short month, day, year ("Nov 22, 2026" in en-us), in each locale's own order and script. */
export function formatDate(value: Date | string | number, locale: string, timeZone = SHOP_ZONE): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);
}

/**
 * Dashboard dates (docs/requirements.md, "Dates"): always en-us short month, day, year, whatever the staff member's language,
 * wrapped in Unicode isolates (LRI…PDI) so "Nov 23, 2026" keeps its order inside Arabic text.
 */
export function formatDashboardDate(value: Date | string | number, timeZone = SHOP_ZONE): string {
  const text = formatDate(value, 'en', timeZone);
  return text && `\u2066${text}\u2069`;
}

/** A calendar day kept as 'YYYY-MM-DD', as a dashboard date: read at noon UTC, so no time zone moves it to another day. */
export function formatDashboardDay(day: string): string {
  return formatDashboardDate(`${day}T12:00:00Z`, 'UTC');
}

/** A dashboard date with its time of day ("Nov 23, 2026, 4:05 PM"), en-us and isolated like formatDashboardDate. */
export function formatDashboardDateTime(value: Date | string | number, timeZone = SHOP_ZONE): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const text = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  return `\u2066${text}\u2069`;
}

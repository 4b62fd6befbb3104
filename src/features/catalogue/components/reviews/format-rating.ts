import { intlLocale } from '@/lib/format';

/** An average rating with one decimal in the page's language ("4.5", "٤٫٥"). */
export function formatRating(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

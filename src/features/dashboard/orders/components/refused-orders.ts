import { isLocale, localeDir } from '@/i18n/locales';
import { isolateText } from '@/lib/bidi-text';

/**
 * The orders a bulk action left as they were, as its summary names them: "FS-… (reason), FS-… (reason)". In a
 * right-to-left dashboard each number is isolated (FSI…PDI), so its dashes and the brackets keep their places.
 */
export function refusedOrders(
  refused: readonly { number: string | null; reason: string }[],
  reasonText: (reason: string) => string,
  locale: string,
): string {
  const isolate = isLocale(locale) && localeDir(locale) === 'rtl' ? isolateText : (s: string) => s;
  return refused.map((r) => `${isolate(r.number ?? '?')} (${reasonText(r.reason)})`).join(', ');
}

import 'server-only';
import { localizedPath } from '@/i18n/locale-route.mjs';
import type { Locale } from '@/i18n/locales';

/**
 * The address of a shop page in the mail's language (`/ar/order/lookup` for an Arabic order, `/order/lookup` in
 * English): an unprefixed link opens in whatever language the reader's browser last chose, often English
 * (docs/accounts.md, "Server side", the mail item).
 */
export function shopPageUrl(origin: string, path: string, locale: Locale): string {
  return `${origin.replace(/\/+$/, '')}${localizedPath(path, locale)}`;
}

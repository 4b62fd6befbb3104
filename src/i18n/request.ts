import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { firstLocale, isLocale, LOCALE_COOKIE } from './locales';
import { loadCompiledMessages } from './messages';
import { SHOP_ZONE } from '@/lib/shop-zone';

/**
 * The language of a render: the page's [locale] segment (pageLocale() or the X-NEXT-INTL-LOCALE header src/proxy.ts
 * sets), else, outside the [locale] pages (route handlers, e-mails sent from them), the LANGUAGE cookie.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const fromUrl = await requestLocale;
  const locale = isLocale(fromUrl) ? fromUrl : await cookieLocale();
  return { locale, messages: await loadCompiledMessages(locale), timeZone: SHOP_ZONE };
});

async function cookieLocale() {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  return firstLocale(chosen);
}

import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from './locales';
import { loadCompiledMessages } from './messages';

export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  return { locale, messages: await loadCompiledMessages(locale), timeZone: 'America/Vancouver' };
});

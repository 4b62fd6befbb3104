import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { loadCompiledMessages } from '@/i18n/messages';
import type { DbOrTx } from '@/server/db';
import { getSettings } from '@/server/settings/get-settings';
import { mailShop, type MailShop, type Translate } from './templates/mail-layout';

/** The translator of one message namespace for a mail in `locale`. */
export async function mailTranslator(locale: Locale, namespace: string): Promise<Translate> {
  const messages = (await loadCompiledMessages(locale)) as Parameters<typeof createTranslator>[0]['messages'];
  return createTranslator({ locale, messages, namespace: namespace as never }) as unknown as Translate;
}

/** The shop's name, logo and colours as the mail templates take them, from the current settings. */
export async function currentMailShop(origin: string, db?: DbOrTx): Promise<MailShop> {
  return mailShop(await getSettings(db), origin);
}

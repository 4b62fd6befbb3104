import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { MailMessage } from '@/server/mail/send-mail';
import { currentMailShop, mailTranslator } from '@/server/mail/mail-context';
import { renderEmailChangeConfirmMail } from '@/server/mail/templates/email-change-confirm';
import { renderEmailChangeNoticeMail } from '@/server/mail/templates/email-change-notice';
import { renderPasswordResetMail } from '@/server/mail/templates/password-reset';
import { renderAccountClaimMail } from '@/server/mail/templates/account-claim';
import { renderEmailConfirmMail } from '@/server/mail/templates/email-confirm';

type Composed = Omit<MailMessage, 'to'>;

/** The password-reset mail with its single-use link, in `locale`. */
export async function composePasswordResetMail(locale: Locale, origin: string, link: string): Promise<Composed> {
  const [t, shop] = await Promise.all([mailTranslator(locale, 'account.resetMail'), currentMailShop(origin)]);
  return renderPasswordResetMail({ locale, shop, t, link });
}

/** The mail to the new address with the link that confirms an e-mail change. */
export async function composeEmailChangeConfirmMail(locale: Locale, origin: string, link: string): Promise<Composed> {
  const [t, shop] = await Promise.all([mailTranslator(locale, 'account.emailChangeMail'), currentMailShop(origin)]);
  return renderEmailChangeConfirmMail({ locale, shop, t, link });
}

/** The notice to the old address that the account is asked to move to `newEmail`. */
export async function composeEmailChangeNoticeMail(locale: Locale, origin: string, newEmail: string): Promise<Composed> {
  const [t, shop] = await Promise.all([mailTranslator(locale, 'account.emailChangeMail'), currentMailShop(origin)]);
  return renderEmailChangeNoticeMail({ locale, shop, t, newEmail });
}

/** The mail that completes claiming a customer record made by guest orders: its link opens the password page. */
export async function composeAccountClaimMail(locale: Locale, origin: string, link: string): Promise<Composed> {
  const [t, shop] = await Promise.all([mailTranslator(locale, 'account.claimMail'), currentMailShop(origin)]);
  return renderAccountClaimMail({ locale, shop, t, link });
}

/** The link that confirms the account's own address (its orders joined by e-mail then show). */
export async function composeEmailConfirmMail(locale: Locale, origin: string, link: string): Promise<Composed> {
  const [t, shop] = await Promise.all([mailTranslator(locale, 'account.emailConfirmMail'), currentMailShop(origin)]);
  return renderEmailConfirmMail({ locale, shop, t, link });
}

import { render } from '@react-email/render';
import { MailLayout, TextParagraphs, type MailParts, type MailShop, type Translate } from './mail-layout';
import type { Locale } from '@/i18n/locales';

export interface PasswordResetProps {
  locale: Locale;
  shop: MailShop;
  /** translator of account.resetMail */
  t: Translate;
  /** the single-use reset link */
  link: string;
}

export function PasswordResetMail({ locale, shop, t, link }: PasswordResetProps) {
  return (
    <MailLayout locale={locale} shop={shop}>
      <TextParagraphs text={t('text', { link })} link={link} />
    </MailLayout>
  );
}

export async function renderPasswordResetMail(props: PasswordResetProps): Promise<MailParts> {
  return { subject: props.t('subject'), text: props.t('text', { link: props.link }), html: await render(<PasswordResetMail {...props} />) };
}

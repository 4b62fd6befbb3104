import { render } from '@react-email/render';
import { MailLayout, TextParagraphs, type MailParts, type MailShop, type Translate } from './mail-layout';
import type { Locale } from '@/i18n/locales';

export interface EmailChangeConfirmProps {
  locale: Locale;
  shop: MailShop;
  /** translator of account.emailChangeMail */
  t: Translate;
  /** the confirmation link, sent to the new address */
  link: string;
}

export function EmailChangeConfirmMail({ locale, shop, t, link }: EmailChangeConfirmProps) {
  return (
    <MailLayout locale={locale} shop={shop}>
      <TextParagraphs text={t('confirmText', { link })} link={link} />
    </MailLayout>
  );
}

export async function renderEmailChangeConfirmMail(props: EmailChangeConfirmProps): Promise<MailParts> {
  return {
    subject: props.t('confirmSubject'),
    text: props.t('confirmText', { link: props.link }),
    html: await render(<EmailChangeConfirmMail {...props} />),
  };
}

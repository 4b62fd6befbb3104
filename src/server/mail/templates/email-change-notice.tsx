import { render } from '@react-email/render';
import { MailLayout, TextParagraphs, type MailParts, type MailShop, type Translate } from './mail-layout';
import type { Locale } from '@/i18n/locales';

export interface EmailChangeNoticeProps {
  locale: Locale;
  shop: MailShop;
  /** translator of account.emailChangeMail */
  t: Translate;
  /** the address the account is asked to move to */
  newEmail: string;
}

export function EmailChangeNoticeMail({ locale, shop, t, newEmail }: EmailChangeNoticeProps) {
  return (
    <MailLayout locale={locale} shop={shop}>
      <TextParagraphs text={t('noticeText', { email: newEmail })} />
    </MailLayout>
  );
}

export async function renderEmailChangeNoticeMail(props: EmailChangeNoticeProps): Promise<MailParts> {
  return {
    subject: props.t('noticeSubject'),
    text: props.t('noticeText', { email: props.newEmail }),
    html: await render(<EmailChangeNoticeMail {...props} />),
  };
}

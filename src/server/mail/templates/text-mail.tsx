import { render } from '@react-email/render';
import type { Locale } from '@/i18n/locales';
import { MailLayout, TextParagraphs, type MailParts, type MailShop, type Translate } from './mail-layout';

/** What every mail made of one translated message takes: language, shop and the translator of its namespace. */
export interface TextMailProps {
  locale: Locale;
  shop: MailShop;
  t: Translate;
}

interface TextMailContent {
  subject: string;
  /** the translated message: the plain-text part as it is, the HTML its paragraphs */
  text: string;
  /** the address in `text` to make a link of */
  link?: string;
}

/** A mail whose content is one translated plain-text message (password reset, e-mail change). */
export function TextMail({ locale, shop, text, link }: Omit<TextMailProps, 't'> & TextMailContent) {
  return (
    <MailLayout locale={locale} shop={shop}>
      <TextParagraphs text={text} link={link} />
    </MailLayout>
  );
}

export async function renderTextMail(props: Omit<TextMailProps, 't'> & TextMailContent): Promise<MailParts> {
  return { subject: props.subject, text: props.text, html: await render(<TextMail {...props} />) };
}

import { renderTextMail, type TextMailProps } from './text-mail';

export interface EmailConfirmProps extends TextMailProps {
  /** the link that confirms the account's own address */
  link: string;
}

/** t: the translator of account.emailConfirmMail */
const content = ({ t, link }: EmailConfirmProps) => ({ subject: t('subject'), text: t('text', { link }), link });

export const renderEmailConfirmMail = (props: EmailConfirmProps) => renderTextMail({ ...props, ...content(props) });

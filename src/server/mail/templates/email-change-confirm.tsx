import { renderTextMail, type TextMailProps } from './text-mail';

export interface EmailChangeConfirmProps extends TextMailProps {
  /** the confirmation link, sent to the new address */
  link: string;
}

/** t: the translator of account.emailChangeMail */
const content = ({ t, link }: EmailChangeConfirmProps) => ({ subject: t('confirmSubject'), text: t('confirmText', { link }), link });

export const renderEmailChangeConfirmMail = (props: EmailChangeConfirmProps) => renderTextMail({ ...props, ...content(props) });

import { renderTextMail, type TextMailProps } from './text-mail';

export interface PasswordResetProps extends TextMailProps {
  /** the single-use reset link */
  link: string;
}

/** t: the translator of account.resetMail */
const content = ({ t, link }: PasswordResetProps) => ({ subject: t('subject'), text: t('text', { link }), link });

export const renderPasswordResetMail = (props: PasswordResetProps) => renderTextMail({ ...props, ...content(props) });

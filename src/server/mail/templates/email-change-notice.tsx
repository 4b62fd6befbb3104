import { renderTextMail, type TextMailProps } from './text-mail';

export interface EmailChangeNoticeProps extends TextMailProps {
  /** the address the account is asked to move to */
  newEmail: string;
}

/** t: the translator of account.emailChangeMail */
const content = ({ t, newEmail }: EmailChangeNoticeProps) => ({ subject: t('noticeSubject'), text: t('noticeText', { email: newEmail }) });

export const renderEmailChangeNoticeMail = (props: EmailChangeNoticeProps) => renderTextMail({ ...props, ...content(props) });

import { renderTextMail, type TextMailProps } from './text-mail';

export interface AccountClaimProps extends TextMailProps {
  /** the single-use link that completes the account (the password-reset page) */
  link: string;
}

/** t: the translator of account.claimMail. Sent when someone signs up with the address of a guest customer. */
const content = ({ t, link }: AccountClaimProps) => ({ subject: t('subject'), text: t('text', { link }), link });

export const renderAccountClaimMail = (props: AccountClaimProps) => renderTextMail({ ...props, ...content(props) });

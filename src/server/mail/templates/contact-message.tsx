import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { Lines, MailLayout, type MailParts, type MailShop } from './mail-layout';

export interface ContactMessageProps {
  shop: MailShop;
  /** what the visitor sent through the contact form */
  message: { name: string; email: string; phone?: string | null; subject: string; message: string };
}

const header = ({ message: m }: ContactMessageProps) => [
  `From: ${m.name} <${m.email}>`,
  `Phone: ${m.phone || '-'}`,
  `Subject: ${m.subject}`,
];

/** The contact form's message to the shop's staff (in English, like the dashboard's notifications). */
export function ContactMessageMail(props: ContactMessageProps) {
  return (
    <MailLayout locale="en" shop={props.shop}>
      <Text>
        <Lines lines={header(props)} />
      </Text>
      <Text>
        <Lines lines={props.message.message.split('\n')} />
      </Text>
    </MailLayout>
  );
}

export async function renderContactMessageMail(props: ContactMessageProps): Promise<MailParts> {
  return {
    subject: `Contact form: ${props.message.subject}`,
    text: [...header(props), '', props.message.message].join('\n'),
    html: await render(<ContactMessageMail {...props} />),
  };
}

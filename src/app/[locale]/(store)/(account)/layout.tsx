import { ClientMessages } from '@/i18n/client-messages';

/** Sign-in, sign-up, password reset and profile: their forms translate with the account messages. */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages paths={['account']}>{children}</ClientMessages>;
}

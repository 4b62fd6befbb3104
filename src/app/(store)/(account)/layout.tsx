import { AccountSessionProvider } from '@/features/account/components/account-session-provider';

/** Account pages read the session through next-auth's client (until the root layout provides it). */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <AccountSessionProvider>{children}</AccountSessionProvider>;
}

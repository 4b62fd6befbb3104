import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordTemplate } from '@/features/account/templates/auth-templates';
import { isResetTokenUsable } from '@/server/account/password-reset';

/** Rendered per request (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('reset.title'), robots: { index: false } };
}

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  if (token === undefined) return <ResetPasswordTemplate token={null} />;
  // the link is checked before the password form shows: a forged, spent or expired one says so at once
  const usable = typeof token === 'string' && (await isResetTokenUsable(token));
  return usable ? <ResetPasswordTemplate token={token} /> : <ResetPasswordTemplate token={null} linkInvalid />;
}

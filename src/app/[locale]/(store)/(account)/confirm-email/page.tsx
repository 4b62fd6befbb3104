import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConfirmEmailTemplate } from '@/features/account/templates/auth-templates';

/** Rendered per request (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('emailChange.title'), robots: { index: false } };
}

/** The link sent to a new e-mail address: one button confirms it (a mail scanner opening the link changes nothing). */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<{ token?: string; verify?: string }> }) {
  const { token, verify } = await searchParams;
  return <ConfirmEmailTemplate token={typeof token === 'string' && token.length <= 2000 ? token : null} verify={verify === '1'} />;
}

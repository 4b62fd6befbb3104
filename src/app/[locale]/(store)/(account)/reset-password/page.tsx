import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordTemplate } from '@/features/account/templates/auth-templates';

/** Rendered per request (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('reset.title'), robots: { index: false } };
}

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return <ResetPasswordTemplate token={typeof token === 'string' && token.length <= 200 ? token : null} />;
}

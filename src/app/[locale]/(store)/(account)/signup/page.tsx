import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { safeCallbackUrl } from '@/domain/account/callback-url';
import { SignUpTemplate } from '@/features/account/templates/auth-templates';

/** Rendered per request (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('signup.title'), robots: { index: false } };
}

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const { callbackUrl } = await searchParams;
  return <SignUpTemplate callbackUrl={safeCallbackUrl(typeof callbackUrl === 'string' ? callbackUrl : null)} />;
}

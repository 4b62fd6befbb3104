import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { authErrorCode } from '@/domain/account/auth-errors';
import { safeCallbackUrl } from '@/domain/account/callback-url';
import { SignInTemplate } from '@/features/account/templates/auth-templates';
import { oauthProviders } from '@/server/auth/auth-options';
import { auth } from '@/server/auth/auth';

/** Rendered per request (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('signin.title'), robots: { index: false } };
}

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function SignInPage({ searchParams }: { searchParams: Search }) {
  const q = await searchParams;
  const callbackUrl = safeCallbackUrl(one(q.callbackUrl));
  const error = authErrorCode(one(q.error));
  if (!error && (await auth())) redirect(callbackUrl);
  const oauth = (await oauthProviders()).map((p) => ({ id: p.id, name: p.name }));
  return (
    <SignInTemplate
      callbackUrl={callbackUrl}
      error={error}
      registered={one(q.registered) === '1'}
      email={one(q.email)?.slice(0, 254)}
      oauth={oauth}
    />
  );
}

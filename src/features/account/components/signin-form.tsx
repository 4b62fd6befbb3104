'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { authErrorCode } from '@/domain/account/auth-errors';
import { Alert, buttonClass, Field, inputClass } from '@/components/ui/form';
import { Link } from '@/i18n/navigation';
import { nextAuthSignIn } from '@/lib/session-client';

const preloadNextAuth = () => void import('next-auth/react').catch(() => {});

export function SignInForm({
  callbackUrl,
  initialError,
  initialEmail,
  oauth,
}: {
  callbackUrl: string;
  initialError: string | null;
  initialEmail?: string;
  oauth: { id: string; name: string }[];
}) {
  const t = useTranslations('account');
  const [error, setError] = useState<string | null>(initialError);
  const [pending, start] = useTransition();

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    start(async () => {
      const res = await nextAuthSignIn('credentials', {
        redirect: false,
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        callbackUrl,
      });
      if (!res || res.error) {
        setError(authErrorCode(res?.error ?? 'Default'));
        return;
      }
      window.location.assign(callbackUrl);
    });
  }

  return (
    <div className="space-y-5">
      {error ? <Alert kind="error">{t(`authErrors.${error}`)}</Alert> : null}
      <form onSubmit={onSubmit} onFocus={preloadNextAuth} className="space-y-4" noValidate>
        <Field label={t('fields.email')}>
          <input name="email" type="email" autoComplete="email" required defaultValue={initialEmail} className={inputClass} />
        </Field>
        <Field label={t('fields.password')}>
          <input name="password" type="password" autoComplete="current-password" required className={inputClass} />
        </Field>
        <div className="flex justify-end text-sm">
          <Link href="/reset-password" className="text-secondary-strong hover:underline">
            {t('signin.forgot')}
          </Link>
        </div>
        <button type="submit" className={`${buttonClass} w-full`} disabled={pending}>
          {pending ? t('common.wait') : t('signin.submit')}
        </button>
      </form>
      {oauth.length ? (
        <div className="space-y-3">
          <p className="text-center text-xs uppercase tracking-wide text-gray-500">{t('signin.or')}</p>
          {oauth.map((p) => (
            <button
              key={p.id}
              type="button"
              className="w-full rounded-md border border-body-gray px-4 py-2.5 font-medium hover:border-ink"
              onClick={() => void nextAuthSignIn(p.id, { callbackUrl })}
            >
              {t('signin.withProvider', { provider: p.name })}
            </button>
          ))}
        </div>
      ) : null}
      <p className="text-center text-sm text-gray-600">
        {t('signin.noAccount')}{' '}
        <Link
          href={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          className="font-semibold text-secondary-strong hover:underline"
        >
          {t('signin.createAccount')}
        </Link>
      </p>
    </div>
  );
}

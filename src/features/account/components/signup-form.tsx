'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { signUpAction } from '../actions';
import { Alert, buttonClass, Field, inputClass } from '@/components/ui/form';
import { alertOf, useAccountErrors } from './use-account-errors';
import type { ActionFailure } from '@/lib/action-result';
import { Link, useRouter } from '@/i18n/navigation';

export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations('account');
  const router = useRouter();
  const errorText = useAccountErrors();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [pending, start] = useTransition();

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = {
      name: String(form.get('name') ?? ''),
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    start(async () => {
      const res = await signUpAction(input);
      if (!res.ok) {
        setFailure(res);
        return;
      }
      // the same for every address: an address of earlier guest orders gets the link that completes its account by mail
      router.push(`/signin?registered=1&email=${encodeURIComponent(input.email.trim())}&callbackUrl=${encodeURIComponent(callbackUrl)}`);
    });
  }
  const fieldError = (f: string) => errorText.fieldOf(failure, f);
  const alert = alertOf(errorText, failure, ['name', 'email', 'password']);

  return (
    <div className="space-y-5">
      {alert ? <Alert kind="error">{alert}</Alert> : null}
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <Field label={t('fields.name')} error={fieldError('name')}>
          <input name="name" autoComplete="name" required className={inputClass} aria-invalid={!!fieldError('name')} />
        </Field>
        <Field label={t('fields.email')} error={fieldError('email')}>
          <input name="email" type="email" autoComplete="email" required className={inputClass} aria-invalid={!!fieldError('email')} />
        </Field>
        <Field label={t('fields.password')} error={fieldError('password')} hint={t('signup.passwordHint')}>
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            className={inputClass}
            aria-invalid={!!fieldError('password')}
          />
        </Field>
        <button type="submit" className={`${buttonClass} w-full`} disabled={pending}>
          {pending ? t('common.wait') : t('signup.submit')}
        </button>
      </form>
      <p className="text-center text-sm text-gray-600">
        {t('signup.haveAccount')}{' '}
        <Link href="/signin" className="font-semibold text-secondary-strong hover:underline">
          {t('signup.signIn')}
        </Link>
      </p>
    </div>
  );
}

'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { confirmEmailChangeAction, requestResetAction, resetPasswordAction } from '../actions';
import { Alert, buttonClass, Field, inputClass } from './ui';
import { Link } from '@/i18n/navigation';

export function ResetRequestForm() {
  const t = useTranslations('account');
  const [state, setState] = useState<'idle' | 'sent' | 'invalid' | { minutes: number }>('idle');
  const [pending, start] = useTransition();
  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    start(async () => {
      const res = await requestResetAction({ email });
      setState(res.ok ? 'sent' : res.error === 'tooManyAttempts' ? { minutes: res.minutes ?? 1 } : 'invalid');
    });
  }
  if (state === 'sent') return <Alert kind="success">{t('reset.sent')}</Alert>;
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {typeof state === 'object' ? <Alert kind="error">{t('errors.tooManyAttempts', { minutes: state.minutes })}</Alert> : null}
      <Field label={t('fields.email')} error={state === 'invalid' ? t('errors.emailInvalid') : null}>
        <input name="email" type="email" autoComplete="email" required className={inputClass} aria-invalid={state === 'invalid'} />
      </Field>
      <button type="submit" className={`${buttonClass} w-full`} disabled={pending}>
        {pending ? t('common.wait') : t('reset.requestSubmit')}
      </button>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('account');
  const [error, setError] = useState<string | null>(null);
  const [minutes, setMinutes] = useState(0);
  const [done, setDone] = useState(false);
  const [pending, start] = useTransition();
  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    start(async () => {
      const res = await resetPasswordAction({ token, password });
      if (res.ok) setDone(true);
      else {
        setError(res.error);
        setMinutes('minutes' in res ? (res.minutes ?? 0) : 0);
      }
    });
  }
  if (done)
    return (
      <div className="space-y-4">
        <Alert kind="success">{t('reset.done')}</Alert>
        <Link href="/signin" className={`${buttonClass} w-full`}>{t('signup.signIn')}</Link>
      </div>
    );
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {error === 'tokenInvalid' ? (
        <Alert kind="error">
          {t('errors.tokenInvalid')}{' '}
          <Link href="/reset-password" className="font-semibold underline">{t('reset.again')}</Link>
        </Alert>
      ) : error === 'tooManyAttempts' ? (
        <Alert kind="error">{t('errors.tooManyAttempts', { minutes })}</Alert>
      ) : null}
      <Field label={t('fields.newPassword')} error={error && error !== 'tokenInvalid' && error !== 'tooManyAttempts' ? t(`errors.${error}`) : null} hint={t('signup.passwordHint')}>
        <input name="password" type="password" autoComplete="new-password" required minLength={8} className={inputClass} />
      </Field>
      <button type="submit" className={`${buttonClass} w-full`} disabled={pending}>
        {pending ? t('common.wait') : t('reset.submit')}
      </button>
    </form>
  );
}

/** The button of the link sent to a new e-mail address. */
export function ConfirmEmailForm({ token }: { token: string }) {
  const t = useTranslations('account');
  const [result, setResult] = useState<{ ok: true } | { ok: false; error: string } | null>(null);
  const [pending, start] = useTransition();
  if (result?.ok)
    return (
      <div className="space-y-4">
        <Alert kind="success">{t('emailChange.done')}</Alert>
        <Link href="/profile" className={`${buttonClass} w-full`}>{t('profile.title')}</Link>
      </div>
    );
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        start(async () => setResult(await confirmEmailChangeAction(token)));
      }}
    >
      {result && !result.ok ? <Alert kind="error">{t(`emailChange.${result.error === 'emailTaken' ? 'taken' : 'invalid'}`)}</Alert> : null}
      <button type="submit" className={`${buttonClass} w-full`} disabled={pending}>
        {pending ? t('common.wait') : t('emailChange.confirm')}
      </button>
    </form>
  );
}

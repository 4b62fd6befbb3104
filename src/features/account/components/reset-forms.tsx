'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { confirmEmailChangeAction, requestResetAction, resetPasswordAction } from '../actions';
import { Alert, buttonClass, Field, inputClass } from '@/components/ui/form';
import { alertOf, useAccountErrors } from './use-account-errors';
import type { ActionFailure, ActionResult } from '@/lib/action-result';
import { Link } from '@/i18n/navigation';

export function ResetRequestForm() {
  const t = useTranslations('account');
  const errorText = useAccountErrors();
  const [state, setState] = useState<'idle' | 'sent' | ActionFailure>('idle');
  const [pending, start] = useTransition();
  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    start(async () => {
      const res = await requestResetAction({ email });
      setState(res.ok ? 'sent' : res);
    });
  }
  if (state === 'sent') return <Alert kind="success">{t('reset.sent')}</Alert>;
  const failure = state === 'idle' ? null : state;
  const emailError = errorText.fieldOf(failure, 'email');
  const alert = alertOf(errorText, failure, ['email']);
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {failure && alert ? <Alert kind="error">{alert}</Alert> : null}
      <Field label={t('fields.email')} error={emailError}>
        <input name="email" type="email" autoComplete="email" required className={inputClass} aria-invalid={!!emailError} />
      </Field>
      <button type="submit" className={`${buttonClass} w-full`} disabled={pending}>
        {pending ? t('common.wait') : t('reset.requestSubmit')}
      </button>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('account');
  const errorText = useAccountErrors();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [done, setDone] = useState(false);
  const [pending, start] = useTransition();
  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    start(async () => {
      const res = await resetPasswordAction({ token, password });
      if (res.ok) setDone(true);
      else setFailure(res);
    });
  }
  if (done)
    return (
      <div className="space-y-4">
        <Alert kind="success">{t('reset.done')}</Alert>
        <Link href="/signin" className={`${buttonClass} w-full`}>
          {t('signup.signIn')}
        </Link>
      </div>
    );
  // a token the link mangled is as useless as an expired one
  const tokenInvalid = failure?.error === 'tokenInvalid' || !!failure?.fieldErrors?.token;
  const alert = alertOf(errorText, failure, ['password']);
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {tokenInvalid ? (
        <Alert kind="error">
          {t('errors.tokenInvalid')}{' '}
          <Link href="/reset-password" className="font-semibold underline">
            {t('reset.again')}
          </Link>
        </Alert>
      ) : alert ? (
        <Alert kind="error">{alert}</Alert>
      ) : null}
      <Field label={t('fields.newPassword')} error={errorText.fieldOf(failure, 'password')} hint={t('signup.passwordHint')}>
        <input name="password" type="password" autoComplete="new-password" required minLength={8} className={inputClass} />
      </Field>
      <button type="submit" className={`${buttonClass} w-full`} disabled={pending}>
        {pending ? t('common.wait') : t('reset.submit')}
      </button>
    </form>
  );
}

/** The button of the link sent to a new e-mail address (or to the account's own address, to confirm it). */
export function ConfirmEmailForm({ token }: { token: string }) {
  const t = useTranslations('account');
  const [result, setResult] = useState<ActionResult<{ confirmed: boolean }> | null>(null);
  const [pending, start] = useTransition();
  if (result?.ok)
    return (
      <div className="space-y-4">
        <Alert kind="success">{result.data.confirmed ? t('emailConfirm.done') : t('emailChange.done')}</Alert>
        <Link href="/profile" className={`${buttonClass} w-full`}>
          {t('profile.title')}
        </Link>
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

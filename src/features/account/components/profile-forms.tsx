'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { nextAuthSignIn, signOutTo, useSession } from '@/lib/session-client';
import { LogOut } from '@/components/ui/icons';
import {
  changePasswordAction,
  requestEmailChangeAction,
  signOutEverywhereAction,
  startOAuthLinkAction,
  updateProfileAction,
} from '../actions';
import { Alert, buttonClass, Field, inputClass, secondaryButtonClass } from '@/components/ui/form';
import { alertOf, useAccountErrors } from './use-account-errors';
import type { ActionFailure } from '@/lib/action-result';

/** a success message key (of `account`), or the failure */
type Status = { kind: 'success'; key: string } | ActionFailure | null;

export function ProfileDetailsForm({ initial }: { initial: { name: string; email: string; phone: string } }) {
  const t = useTranslations('account');
  const { update } = useSession();
  const errorText = useAccountErrors();
  const [status, setStatus] = useState<Status>(null);
  const [pending, start] = useTransition();
  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    start(async () => {
      const res = await updateProfileAction({ name: String(f.get('name') ?? ''), phone: String(f.get('phone') ?? '') });
      if (res.ok) {
        setStatus({ kind: 'success', key: 'profile.saved' });
        await update(); // POST /api/auth/session: the session re-reads the name
      } else setStatus(res);
    });
  }
  const failure = status && 'ok' in status ? status : null;
  const fieldError = (f: string) => errorText.fieldOf(failure, f);
  const alert = alertOf(errorText, failure, ['name', 'phone']);
  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate aria-label={t('profile.details')}>
      <Field label={t('fields.name')} error={fieldError('name')}>
        <input name="name" defaultValue={initial.name} autoComplete="name" className={inputClass} />
      </Field>
      <Field label={t('fields.phone')} error={fieldError('phone')}>
        <input name="phone" type="tel" defaultValue={initial.phone} autoComplete="tel" className={inputClass} dir="ltr" />
      </Field>
      <div className="flex items-end sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={pending}>
          {t('profile.save')}
        </button>
      </div>
      {status && 'key' in status ? (
        <div className="sm:col-span-2">
          <Alert kind="success">{t(status.key)}</Alert>
        </div>
      ) : alert ? (
        <div className="sm:col-span-2">
          <Alert kind="error">{alert}</Alert>
        </div>
      ) : null}
    </form>
  );
}

/** A new e-mail address: the current password, then a link to the new mailbox; the old one is told. */
export function ChangeEmailForm({ email }: { email: string }) {
  const t = useTranslations('account');
  const errorText = useAccountErrors();
  const [status, setStatus] = useState<{ kind: 'success'; key: string; sentTo: string } | ActionFailure | null>(null);
  const [pending, start] = useTransition();
  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const newEmail = String(f.get('email') ?? '');
    start(async () => {
      const res = await requestEmailChangeAction({ email: newEmail, currentPassword: String(f.get('currentPassword') ?? '') });
      if (res.ok) {
        form.reset();
        setStatus({ kind: 'success', key: 'profile.emailChangeSent', sentTo: newEmail.trim() });
      } else setStatus(res);
    });
  }
  const failure = status && 'ok' in status ? status : null;
  const fieldError = (f: string) => errorText.fieldOf(failure, f);
  const alert = alertOf(errorText, failure, ['email', 'currentPassword']);
  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-4 border-t border-body-gray pt-5 sm:grid-cols-2"
      noValidate
      aria-label={t('profile.emailChange')}
    >
      <p className="text-sm text-gray-700 sm:col-span-2">
        {t('profile.emailCurrent')} <strong dir="ltr">{email}</strong>
      </p>
      <Field label={t('fields.newEmail')} error={fieldError('email')}>
        <input name="email" type="email" autoComplete="email" className={inputClass} dir="ltr" />
      </Field>
      <Field label={t('fields.currentPassword')} error={fieldError('currentPassword')}>
        <input name="currentPassword" type="password" autoComplete="current-password" className={inputClass} />
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={secondaryButtonClass} disabled={pending}>
          {t('profile.emailChange')}
        </button>
      </div>
      {status && 'key' in status ? (
        <div className="sm:col-span-2">
          <Alert kind="success">{t(status.key, { email: status.sentTo })}</Alert>
        </div>
      ) : alert ? (
        <div className="sm:col-span-2">
          <Alert kind="error">{alert}</Alert>
        </div>
      ) : null}
    </form>
  );
}

/** Google/Facebook linked to this account, and a button to link the others the shop offers. */
export function SignInMethods({
  offered,
  linked,
  notice,
}: {
  offered: { id: string; name: string }[];
  linked: string[];
  notice: 'elsewhere' | null;
}) {
  const t = useTranslations('account');
  const [pending, start] = useTransition();
  const [failed, setFailed] = useState(false);
  if (!offered.length && !linked.length) return null;
  function link(provider: string) {
    start(async () => {
      const res = await startOAuthLinkAction(provider);
      if (!res.ok) return setFailed(true);
      await nextAuthSignIn(provider, { callbackUrl: '/profile#password' });
    });
  }
  return (
    <div className="space-y-3 border-t border-body-gray pt-5">
      <h3 className="font-semibold">{t('profile.signInMethods')}</h3>
      {notice === 'elsewhere' ? <Alert kind="error">{t('profile.linkedElsewhere')}</Alert> : null}
      {failed ? <Alert kind="error">{t('errors.somethingWentWrong')}</Alert> : null}
      <ul className="space-y-2">
        {offered.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-body-gray px-4 py-2.5">
            <span className="font-medium">{p.name}</span>
            {linked.includes(p.id) ? (
              <span className="text-sm text-emerald-700">{t('profile.linked')}</span>
            ) : (
              <button type="button" className={secondaryButtonClass} disabled={pending} onClick={() => link(p.id)}>
                {t('profile.link', { provider: p.name })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ChangePasswordForm() {
  const t = useTranslations('account');
  const errorText = useAccountErrors();
  const [status, setStatus] = useState<Status>(null);
  const [pending, start] = useTransition();
  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    start(async () => {
      const res = await changePasswordAction({
        currentPassword: String(f.get('currentPassword') ?? ''),
        newPassword: String(f.get('newPassword') ?? ''),
      });
      if (res.ok) {
        form.reset();
        setStatus({ kind: 'success', key: 'profile.passwordChanged' });
      } else setStatus(res);
    });
  }
  const failure = status && 'ok' in status ? status : null;
  const alert = alertOf(errorText, failure);
  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate aria-label={t('profile.password')}>
      <Field label={t('fields.currentPassword')}>
        <input name="currentPassword" type="password" autoComplete="current-password" className={inputClass} />
      </Field>
      <Field label={t('fields.newPassword')} hint={t('signup.passwordHint')}>
        <input name="newPassword" type="password" autoComplete="new-password" className={inputClass} />
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={pending}>
          {t('profile.changePassword')}
        </button>
      </div>
      {status && 'key' in status ? (
        <div className="sm:col-span-2">
          <Alert kind="success">{t(status.key)}</Alert>
        </div>
      ) : alert ? (
        <div className="sm:col-span-2">
          <Alert kind="error">{alert}</Alert>
        </div>
      ) : null}
    </form>
  );
}

/** Sign-out goes to / (docs/requirements.md, "Session"). */
export function SignOutButton() {
  const t = useTranslations('account');
  return (
    <button type="button" className={secondaryButtonClass} onClick={() => void signOutTo('/')}>
      <LogOut className="size-4 flip-rtl" aria-hidden /> {t('profile.signOut')}
    </button>
  );
}

/**
 * "Sign out everywhere": ends every session of the account on the server, then signs this browser out and goes to /
 * (docs/accounts.md, "Ending sessions").
 */
export function SignOutEverywhere() {
  const t = useTranslations('account');
  const errorText = useAccountErrors();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [pending, start] = useTransition();
  const onClick = () =>
    start(async () => {
      const res = await signOutEverywhereAction({});
      if (res.ok) await signOutTo('/');
      else setFailure(res);
    });
  const alert = alertOf(errorText, failure);
  return (
    <div className="space-y-3" role="group" aria-labelledby="sessions-title">
      <h3 id="sessions-title" className="font-semibold">
        {t('profile.sessionsTitle')}
      </h3>
      <p className="text-sm text-gray-600">{t('profile.sessionsHint')}</p>
      <button type="button" className={secondaryButtonClass} onClick={onClick} disabled={pending}>
        <LogOut className="size-4 flip-rtl" aria-hidden /> {t('profile.signOutEverywhere')}
      </button>
      {alert ? <Alert kind="error">{alert}</Alert> : null}
    </div>
  );
}

/** Another tab signed out (storage event / refetch): reload, and the guard sends this tab to sign in. */
export function SignedOutWatch() {
  const { status } = useSession();
  const seen = useRef(false);
  useEffect(() => {
    if (status === 'authenticated') seen.current = true;
    else if (status === 'unauthenticated' && seen.current) window.location.reload();
  }, [status]);
  return null;
}

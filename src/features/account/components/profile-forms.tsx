'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { signOutTo, useSession } from '@/lib/session-client';
import { LogOut } from 'lucide-react';
import { changePasswordAction, updateProfileAction } from '../actions';
import { Alert, buttonClass, Field, inputClass, secondaryButtonClass } from './ui';

type Status = { kind: 'success' | 'error'; key: string; field?: string } | null;

export function ProfileDetailsForm({ initial }: { initial: { name: string; email: string; phone: string } }) {
  const t = useTranslations('account');
  const { update } = useSession();
  const [status, setStatus] = useState<Status>(null);
  const [pending, start] = useTransition();
  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    start(async () => {
      const res = await updateProfileAction({ name: String(f.get('name') ?? ''), email: String(f.get('email') ?? ''), phone: String(f.get('phone') ?? '') });
      if (res.ok) {
        setStatus({ kind: 'success', key: 'profile.saved' });
        await update(); // POST /api/auth/session: the session re-reads name and e-mail
      } else setStatus({ kind: 'error', key: `errors.${res.error}`, field: res.field });
    });
  }
  const fieldError = (f: string) => (status?.kind === 'error' && status.field === f ? t(status.key) : null);
  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate aria-label={t('profile.details')}>
      <Field label={t('fields.name')} error={fieldError('name')}>
        <input name="name" defaultValue={initial.name} autoComplete="name" className={inputClass} />
      </Field>
      <Field label={t('fields.email')} error={fieldError('email')}>
        <input name="email" type="email" defaultValue={initial.email} autoComplete="email" className={inputClass} />
      </Field>
      <Field label={t('fields.phone')} error={fieldError('phone')}>
        <input name="phone" type="tel" defaultValue={initial.phone} autoComplete="tel" className={inputClass} dir="ltr" />
      </Field>
      <div className="flex items-end">
        <button type="submit" className={buttonClass} disabled={pending}>{t('profile.save')}</button>
      </div>
      {status && !(status.kind === 'error' && status.field) ? (
        <div className="sm:col-span-2">
          <Alert kind={status.kind}>{t(status.key)}</Alert>
        </div>
      ) : null}
    </form>
  );
}

export function ChangePasswordForm() {
  const t = useTranslations('account');
  const [status, setStatus] = useState<Status>(null);
  const [pending, start] = useTransition();
  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    start(async () => {
      const res = await changePasswordAction({ currentPassword: String(f.get('currentPassword') ?? ''), newPassword: String(f.get('newPassword') ?? '') });
      if (res.ok) {
        form.reset();
        setStatus({ kind: 'success', key: 'profile.passwordChanged' });
      } else setStatus({ kind: 'error', key: `errors.${res.error}` });
    });
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate aria-label={t('profile.password')}>
      <Field label={t('fields.currentPassword')}>
        <input name="currentPassword" type="password" autoComplete="current-password" className={inputClass} />
      </Field>
      <Field label={t('fields.newPassword')} hint={t('signup.passwordHint')}>
        <input name="newPassword" type="password" autoComplete="new-password" className={inputClass} />
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={pending}>{t('profile.changePassword')}</button>
      </div>
      {status ? (
        <div className="sm:col-span-2">
          <Alert kind={status.kind}>{t(status.key)}</Alert>
        </div>
      ) : null}
    </form>
  );
}

/** Sign-out goes to / (spec §7). */
export function SignOutButton() {
  const t = useTranslations('account');
  return (
    <button type="button" className={secondaryButtonClass} onClick={() => void signOutTo('/')}>
      <LogOut className="size-4 rtl:rotate-180" aria-hidden /> {t('profile.signOut')}
    </button>
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

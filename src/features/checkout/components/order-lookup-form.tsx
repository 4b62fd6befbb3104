'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { inputClass, labelClass } from '@/components/ui/form';
import type { ActionResult } from '@/lib/action-result';
import { lookupOrderAction } from '../actions';

/** Guest order lookup: number and e-mail must both match. */
export function OrderLookupForm() {
  const t = useTranslations('checkout');
  const [state, action, pending] = useActionState(
    (_prev: ActionResult<null> | null, form: FormData) => lookupOrderAction({ number: form.get('number'), email: form.get('email') }),
    null,
  );
  const minutes = state && !state.ok && state.error === 'tooManyAttempts' ? state.params?.minutes : undefined;
  return (
    <form action={action} className="grid max-w-2xl gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <label className={labelClass}>
        {t('order.number')}
        <input name="number" required maxLength={40} className={inputClass} dir="ltr" />
      </label>
      <label className={labelClass}>
        {t('checkout.fields.email')}
        <input name="email" type="email" required maxLength={254} className={inputClass} />
      </label>
      <button type="submit" disabled={pending} className="rounded-md bg-ink px-5 py-2 font-semibold text-white disabled:opacity-50">
        {t('order.lookup')}
      </button>
      {state && !state.ok && (
        <p role="alert" className="text-sm text-secondary-strong sm:col-span-3">
          {minutes ? t('order.tooManyLookups', { minutes }) : t('order.notFound')}
        </p>
      )}
    </form>
  );
}

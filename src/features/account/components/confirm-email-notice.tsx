'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { isolateText } from '@/lib/bidi-text';
import type { ActionFailure } from '@/lib/action-result';
import { requestEmailConfirmationAction } from '../actions';
import { Alert, buttonClass } from '@/components/ui/form';
import { alertOf, useAccountErrors } from './use-account-errors';

/**
 * "N earlier orders were placed with this e-mail": they show once the address is confirmed (docs/requirements.md,
 * "Guest customers"); the button mails the confirmation link to the account's address.
 */
export function ConfirmEmailNotice({ count, email }: { count: number; email: string }) {
  const t = useTranslations('account');
  const errorText = useAccountErrors();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [pending, start] = useTransition();
  const alert = alertOf(errorText, failure, []);
  return (
    <div className="mb-4 space-y-3 rounded-lg border border-body-gray bg-body-gray/30 p-4 text-sm" data-testid="unconfirmed-orders">
      <p>{t('emailConfirm.notice', { count })}</p>
      {sent ? (
        <Alert kind="success">{t('emailConfirm.sent', { email: isolateText(email) })}</Alert>
      ) : (
        <button
          type="button"
          className={buttonClass}
          disabled={pending}
          onClick={() =>
            start(async () => {
              const res = await requestEmailConfirmationAction(undefined);
              if (res.ok) setSent(true);
              else setFailure(res);
            })
          }
        >
          {pending ? t('common.wait') : t('emailConfirm.send')}
        </button>
      )}
      {alert ? <Alert kind="error">{alert}</Alert> : null}
    </div>
  );
}

'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/action-result';
import { callAction, type DashboardActionData, type DashboardActionInput, type DashboardActionName } from './call-action';

/**
 * The translated text of a failed action (`dashboard.errors.<code>` with its params). An area may name a more
 * precise message of its own in `params.messageKey` (e.g. `dashCatalogue.inUse.color`: what still uses it).
 */
export function useActionError() {
  const t = useTranslations('dashboard.errors');
  const all = useTranslations();
  return (result: Extract<ActionResult<unknown>, { ok: false }>) => {
    const own = result.params?.messageKey;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    if (typeof own === 'string' && all.has(own as any)) return all(own as any, result.params as any);
    // an in-use refusal that names what uses it (e.g. order numbers) says so
    const key = result.error === 'inUse' && result.params?.what ? 'inUseWhat' : t.has(result.error) ? result.error : 'somethingWentWrong';
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return t(key as any, result.params as any);
  };
}

/** Copies the server's field errors (message keys) into react-hook-form; returns whether there were any. */
export function applyFieldErrors(result: ActionResult<unknown>, setError: (name: never, error: { type: string; message: string }) => void): boolean {
  if (result.ok || !result.fieldErrors) return false;
  for (const [name, message] of Object.entries(result.fieldErrors)) setError(name as never, { type: 'server', message });
  return Object.keys(result.fieldErrors).length > 0;
}

/**
 * Runs a dashboard action from a form or button: toasts the success message or the translated error
 * (sonner, top-right, 2000 ms: docs/requirements.md, "Toasts") and returns the result.
 */
export function useActionForm() {
  const [pending, setPending] = useState(false);
  const common = useTranslations('dashboard.common');
  const errorText = useActionError();
  const submit = useCallback(
    async <N extends DashboardActionName>(
      name: N,
      input: DashboardActionInput<N>,
      opts: { successMessage?: string | false; onSuccess?: (data: DashboardActionData<N>) => void } = {},
    ): Promise<ActionResult<DashboardActionData<N>>> => {
      setPending(true);
      try {
        const result = await callAction(name, input);
        if (result.ok) {
          if (opts.successMessage !== false) toast.success(opts.successMessage ?? common('saved'));
          opts.onSuccess?.(result.data);
        } else {
          toast.error(errorText(result));
        }
        return result;
      } finally {
        setPending(false);
      }
    },
    [common, errorText],
  );
  return { submit, pending };
}

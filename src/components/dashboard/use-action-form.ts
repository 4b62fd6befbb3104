'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import type { ActionFailure, ActionResult } from '@/lib/action-result';
import { callAction, type DashboardActionData, type DashboardActionInput, type DashboardActionName } from './call-action';
import { useDashboardErrorText } from './use-error-text';

/** Copies the server's field errors (message keys) into react-hook-form; returns whether there were any. */
export function applyFieldErrors(
  result: ActionResult<unknown>,
  setError: (name: never, error: { type: string; message: string }) => void,
): boolean {
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
  const errorText = useDashboardErrorText().result;
  const submit = useCallback(
    async <N extends DashboardActionName>(
      name: N,
      input: DashboardActionInput<N>,
      opts: {
        successMessage?: string | false;
        onSuccess?: (data: DashboardActionData<N>) => void;
        /** a refusal the caller answers itself (e.g. with a dialog): true means handled, no error toast */
        onRefusal?: (result: ActionFailure) => boolean;
      } = {},
    ): Promise<ActionResult<DashboardActionData<N>>> => {
      setPending(true);
      try {
        const result = await callAction(name, input);
        if (result.ok) {
          if (opts.successMessage !== false) toast.success(opts.successMessage ?? common('saved'));
          opts.onSuccess?.(result.data);
        } else if (!opts.onRefusal?.(result)) {
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

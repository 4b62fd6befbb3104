'use client';

import { useTranslations } from 'next-intl';
import { useErrorText, type ErrorText } from '@/components/ui/use-error-text';
import type { ActionFailure } from '@/lib/action-result';

/** useErrorText with `account.errors` for refusals and field keys alike. */
export function useAccountErrors(): ErrorText {
  const errors = useTranslations('account.errors');
  return useErrorText({ errors, fieldFallback: 'invalid' });
}

/**
 * The one alert of a failed account form: none when a field it shows has the error (it is shown there),
 * else the first field error (a field the form does not show) or the refusal itself.
 */
export function alertOf(text: ErrorText, failure: ActionFailure | null, shown: readonly string[] = []): string | null {
  if (!failure) return null;
  if (shown.some((f) => failure.fieldErrors?.[f])) return null;
  const first = Object.values(failure.fieldErrors ?? {})[0];
  return first ? text.field(first)! : text.result(failure);
}

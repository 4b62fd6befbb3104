'use client';

import { useMemo } from 'react';
import type { useTranslations } from 'next-intl';
import type { ActionFailure } from '@/lib/action-result';
import { splitMessage } from '@/lib/limit-message';

type Translator = ReturnType<typeof useTranslations>;

/**
 * Translators rather than namespaces: each form binds its own with a literal namespace, which is what
 * tells src/i18n/messages.test.ts which messages the page must send to the browser.
 */
export interface ErrorTextSources {
  /** the area's refusal messages, keyed by `error` (e.g. useTranslations('account.errors')) */
  errors: Translator;
  /** the area's field messages, most specific first (one or two); defaults to `errors` */
  fields?: [Translator] | [Translator, Translator];
  /** the whole catalogue, for an answer naming its own message (`params.messageKey`) or a field key written in full */
  all?: Translator;
  /** the `errors` key shown for a code it lacks */
  fallback?: string;
  /** the key (of the last `fields` translator) shown for a field key none knows; without it the key is returned as is */
  fieldFallback?: string;
}

export interface ErrorText {
  /** the text of a failed ActionResult */
  result(failure: ActionFailure): string;
  /** the text of a field error key (from an ActionResult's fieldErrors or the form's own zod schema) */
  field(key: string | undefined | null): string | undefined;
  /** the text of the failure's error on one field, if it has one */
  fieldOf(failure: ActionFailure | null | undefined, name: string): string | undefined;
}

/** The one translator of action failures and field error keys, for the dashboard and the storefront alike. */
export function useErrorText({ errors, fields, all, fallback = 'somethingWentWrong', fieldFallback }: ErrorTextSources): ErrorText {
  const [first, second] = fields ?? [errors];
  return useMemo(() => {
    const fieldList = second ? [first, second] : [first];
    const field = (message: string | undefined | null) => {
      if (!message) return undefined;
      // a key may carry its limit (`maxChars:200`, src/lib/limit-message.ts)
      const { key, values } = splitMessage(message);
      if (all && key.includes('.') && all.has(key)) return all(key, values);
      for (const t of fieldList) if (t.has(key)) return t(key, values);
      return fieldFallback ? fieldList[fieldList.length - 1](fieldFallback) : message;
    };
    return {
      result(failure) {
        const own = failure.params?.messageKey;
        if (all && typeof own === 'string' && all.has(own)) return all(own, failure.params);
        // an in-use refusal that names what uses it (e.g. order numbers) says so
        const key = failure.error === 'inUse' && failure.params?.what ? 'inUseWhat' : errors.has(failure.error) ? failure.error : fallback;
        return errors(key, failure.params);
      },
      field,
      fieldOf: (failure, name) => field(failure?.fieldErrors?.[name]),
    };
  }, [errors, all, fallback, fieldFallback, first, second]);
}

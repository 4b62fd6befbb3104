'use client';

import { useTranslations } from 'next-intl';
import { TRANSLATION_LOCALES, type TranslationLocale, type TranslationStatus } from '@/domain/content/translations';

/**
 * A list's language column (docs/requirements.md, "Content in four languages"): per language whether the row's texts
 * are translated (complete, partly, not).
 */
export function LanguageCompleteness({ states, testId }: { states: Record<TranslationLocale, TranslationStatus>; testId?: string }) {
  const languages = useTranslations('dashboard.languages');
  return (
    <span className="flex gap-1" data-testid={testId}>
      {TRANSLATION_LOCALES.map((l) => {
        const state = states[l];
        const label = languages(state === 'complete' ? 'complete' : state === 'partial' ? 'incomplete' : 'missing');
        return (
          <span
            key={l}
            title={label}
            data-state-translation={state}
            className={
              state === 'complete'
                ? 'rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-medium text-emerald-800'
                : state === 'partial'
                  ? 'rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800'
                  : 'rounded bg-surface-muted px-1.5 py-0.5 text-xs text-fg-muted line-through'
            }
          >
            {l.toUpperCase()}
            <span className="sr-only">: {label}</span>
          </span>
        );
      })}
    </span>
  );
}

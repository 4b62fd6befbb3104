'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { useLocale, useTranslations } from 'next-intl';
import { TRANSLATION_LOCALES, type TranslationLocale, type TranslationStatus } from '@/domain/content/translations';
import { LOCALES, localeDir, type Locale } from '@/i18n/locales';
import { cn } from '../ui/cn';

/** How a language's tab is marked: complete, partly or not translated, or holding a field error. */
export type LanguageTabState = TranslationStatus | 'error';

/** What a text control of one language's tab carries: the language and its direction (labels stay the dashboard's). */
export interface LanguageInputProps {
  lang: Locale;
  dir: 'ltr' | 'rtl';
}

/**
 * The four languages of a form's translatable fields as tabs (docs/requirements.md, "Content in four languages"):
 * English first and required, the others optional, each marked when incomplete or in error. `children(locale, input)`
 * renders the fields of one language and puts `input` (its `lang` and `dir`) on their text controls.
 */
export function LanguageTabs({
  idPrefix,
  label,
  states,
  children,
}: {
  idPrefix: string;
  /** the tab list's name when a form has more than one (default: "Languages") */
  label?: string;
  /** per language (English included): what its tab's marker says */
  states: Partial<Record<Locale, LanguageTabState>>;
  children: (locale: Locale, input: LanguageInputProps) => React.ReactNode;
}) {
  const t = useTranslations('dashboard.languages');
  const pageLocale = useLocale() as Locale;
  return (
    <Tabs.Root defaultValue="en" dir={localeDir(pageLocale)} className="space-y-4">
      <Tabs.List aria-label={label ?? t('label')} className="flex flex-wrap gap-1 border-b border-line">
        {LOCALES.map((l) => {
          const state = states[l.id];
          const marked = state === 'error' || state === 'partial' || (state === 'missing' && l.id !== 'en');
          return (
            <Tabs.Trigger
              key={l.id}
              value={l.id}
              id={`${idPrefix}-tab-${l.id}`}
              data-testid={`language-tab-${l.id}`}
              data-state-translation={state ?? 'complete'}
              className="-mb-px inline-flex items-center gap-1.5 rounded-t-md border border-transparent px-3 py-2 text-sm font-medium text-fg-muted hover:text-fg data-[state=active]:border-line data-[state=active]:border-b-surface data-[state=active]:bg-surface data-[state=active]:text-fg"
            >
              <span lang={l.id}>{l.name}</span>
              {l.id === 'en' && (
                <span className="text-red-600" aria-hidden>
                  *
                </span>
              )}
              {marked && (
                <span
                  className={cn('size-2 rounded-full', state === 'error' ? 'bg-red-600' : 'bg-amber-500')}
                  title={t(state === 'error' ? 'hasErrors' : state === 'partial' ? 'incomplete' : 'missing')}
                  aria-hidden
                />
              )}
              {marked && (
                <span className="sr-only">{t(state === 'error' ? 'hasErrors' : state === 'partial' ? 'incomplete' : 'missing')}</span>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {LOCALES.map((l) => (
        <Tabs.Content key={l.id} value={l.id} data-language={l.id} className="space-y-4 focus:outline-none">
          {l.id !== 'en' && <p className="text-xs text-fg-muted">{t('optionalHint')}</p>}
          {children(l.id, { lang: l.id, dir: l.dir })}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The markers of the tabs: each translation's status, overridden by an error inside it; English by its own errors. */
export function languageTabStates(
  statuses: Record<TranslationLocale, TranslationStatus>,
  errorIn: (locale: Locale) => boolean,
): Partial<Record<Locale, LanguageTabState>> {
  const out: Partial<Record<Locale, LanguageTabState>> = { en: errorIn('en') ? 'error' : 'complete' };
  for (const l of TRANSLATION_LOCALES) out[l] = errorIn(l) ? 'error' : statuses[l];
  return out;
}

const NOTHING_MISSING = Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, 'complete'])) as Record<TranslationLocale, TranslationStatus>;

/**
 * The markers of optional texts' tabs (an entity's SEO title and description, docs/requirements.md, "Content in four
 * languages"): an empty translation is not missing, so only a tab holding an error is marked.
 */
export function optionalTabStates(errorIn: (locale: Locale) => boolean): Partial<Record<Locale, LanguageTabState>> {
  return languageTabStates(NOTHING_MISSING, errorIn);
}

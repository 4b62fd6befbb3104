'use client';

import { useCallback, useEffect } from 'react';
import { ChevronDown } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { cx } from '@/components/ui/cx';
import { DeferredMenu, deferredPart } from '@/components/ui/deferred';
import { isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '@/i18n/locales';
import { usePathname, useRouter } from '@/i18n/navigation';
import { Flag } from './flag';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Stores the choice in the LANGUAGE cookie (read by the server) and localStorage LANGUAGE (docs/requirements.md, "Languages"). */
export function storeLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${YEAR_SECONDS}; path=/; SameSite=Lax`;
  try {
    localStorage.setItem(LOCALE_COOKIE, locale);
  } catch {
    // storage may be blocked; the cookie is what counts
  }
}

const languageMenu = deferredPart(() => import('./language-menu').then((m) => m.LanguageMenu));

/**
 * Language switcher with flags; `compact` shows only the flag below 640 px. On store pages (`mode="url"`) it opens the
 * same page in the chosen language (/ar/…, English unprefixed) and stores the choice; in the dashboard, which stays at
 * its unprefixed address (`mode="cookie"`), it stores the choice and renders the page again.
 */
export function LanguageSwitcher({
  tone = 'inverse',
  compact = false,
  className,
  mode = 'url',
}: {
  tone?: 'inverse' | 'default';
  compact?: boolean;
  className?: string;
  mode?: 'url' | 'cookie';
}) {
  const t = useTranslations('common.topBar');
  const current = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const go = useCallback(
    (id: Locale) => {
      storeLocale(id);
      if (mode === 'cookie') router.refresh();
      else router.replace(`${pathname}${window.location.search}`, { locale: id });
    },
    [mode, pathname, router],
  );

  // a language kept in localStorage (e.g. from another visit without the cookie) wins once
  useEffect(() => {
    try {
      const saved = localStorage.getItem(LOCALE_COOKIE);
      const hasCookie = document.cookie.split(';').some((c) => c.trim().startsWith(`${LOCALE_COOKIE}=`));
      if (!hasCookie && isLocale(saved) && saved !== current) {
        go(saved);
      } else if (hasCookie && saved !== current) {
        localStorage.setItem(LOCALE_COOKIE, current);
      }
    } catch {
      // ignore blocked storage
    }
  }, [current, go]);

  const choose = (id: Locale) => {
    if (id === current) return;
    go(id);
  };

  const active = LOCALES.find((l) => l.id === current) ?? LOCALES[0];
  const label = t('languageCurrent', { name: active.name });
  const triggerClassName = cx(
    'inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-primary',
    tone === 'inverse' ? 'text-white hover:bg-white/10' : 'text-fg hover:bg-surface-muted',
    className,
  );
  const face = (
    <>
      <Flag id={active.id} />
      <span className={compact ? 'hidden sm:inline' : undefined}>{active.name}</span>
      <ChevronDown className="size-3.5 opacity-70" aria-hidden />
    </>
  );
  return (
    <DeferredMenu
      part={languageMenu}
      props={{ current, onChoose: choose, label, heading: t('language'), triggerClassName, face }}
      trigger={(handlers) => (
        <button type="button" {...handlers} aria-label={label} className={triggerClassName}>
          {face}
        </button>
      )}
    />
  );
}

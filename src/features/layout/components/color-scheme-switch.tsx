'use client';

import { useEffect, useState } from 'react';
import { Monitor, Moon, Sun } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { IconButton } from '@/components/ui/icon-button';
import { COLOR_SCHEME_COOKIE, parseColorScheme, type ColorScheme } from '../color-scheme';

const NEXT: Record<ColorScheme, ColorScheme> = { auto: 'light', light: 'dark', dark: 'auto' };
const ICONS = { auto: Monitor, light: Sun, dark: Moon };
const LABELS = { auto: 'schemeAuto', light: 'schemeLight', dark: 'schemeDark' } as const;

/**
 * Cycles the colour scheme auto -> light -> dark. The cookie is applied before the first paint by the inline
 * COLOR_SCHEME_SCRIPT (the page itself is the same for everybody); the button reads the applied scheme once mounted.
 */
export function ColorSchemeSwitch({ tone = 'inverse' }: { tone?: 'inverse' | 'default' }) {
  const t = useTranslations('common.topBar');
  const [scheme, setScheme] = useState<ColorScheme>('auto');
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the scheme lives on <html>, set before React ran
    setScheme(parseColorScheme(document.documentElement.dataset.scheme));
  }, []);
  const Icon = ICONS[scheme];
  const change = () => {
    const next = NEXT[scheme];
    setScheme(next);
    document.documentElement.dataset.scheme = next;
    document.cookie = `${COLOR_SCHEME_COOKIE}=${next}; max-age=${365 * 24 * 3600}; path=/; SameSite=Lax`;
  };
  return (
    <IconButton label={`${t('scheme')}: ${t(LABELS[scheme])}`} tone={tone} onClick={change} className="size-8">
      <Icon className="size-4" aria-hidden />
    </IconButton>
  );
}

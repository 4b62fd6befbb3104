'use client';

import { useState } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { IconButton } from '@/components/ui/icon-button';
import { COLOR_SCHEME_COOKIE, type ColorScheme } from '../color-scheme';

const NEXT: Record<ColorScheme, ColorScheme> = { auto: 'light', light: 'dark', dark: 'auto' };
const ICONS = { auto: Monitor, light: Sun, dark: Moon };
const LABELS = { auto: 'schemeAuto', light: 'schemeLight', dark: 'schemeDark' } as const;

/** Cycles the colour scheme auto -> light -> dark (spec §4); the cookie lets the server render it without a flash. */
export function ColorSchemeSwitch({ initial, tone = 'inverse' }: { initial: ColorScheme; tone?: 'inverse' | 'default' }) {
  const t = useTranslations('common.topBar');
  const [scheme, setScheme] = useState<ColorScheme>(initial);
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

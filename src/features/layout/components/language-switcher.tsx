'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { isLocale, LOCALE_COOKIE, LOCALES, localeDir, type Locale } from '@/i18n/locales';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Stores the choice in the LANGUAGE cookie (read by the server) and localStorage LANGUAGE (spec §7). */
export function storeLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${YEAR_SECONDS}; path=/; SameSite=Lax`;
  try {
    localStorage.setItem(LOCALE_COOKIE, locale);
  } catch {
    // storage may be blocked; the cookie is what counts
  }
}

function Flag({ id }: { id: Locale }) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={`/brand/flags/${id}.svg`} alt="" width={20} height={14} className="h-3.5 w-5 rounded-[2px] object-cover shadow-sm" />;
}

/** Language switcher with flags (spec §2/§3 language options); `compact` shows only the flag below 640 px. */
export function LanguageSwitcher({ tone = 'inverse', compact = false, className }: { tone?: 'inverse' | 'default'; compact?: boolean; className?: string }) {
  const t = useTranslations('common.topBar');
  const current = useLocale() as Locale;
  const router = useRouter();

  // a language kept in localStorage (e.g. from another visit without the cookie) wins once
  useEffect(() => {
    try {
      const saved = localStorage.getItem(LOCALE_COOKIE);
      const hasCookie = document.cookie.split(';').some((c) => c.trim().startsWith(`${LOCALE_COOKIE}=`));
      if (!hasCookie && isLocale(saved) && saved !== current) {
        storeLocale(saved);
        router.refresh();
      } else if (hasCookie && saved !== current) {
        localStorage.setItem(LOCALE_COOKIE, current);
      }
    } catch {
      // ignore blocked storage
    }
  }, [current, router]);

  const choose = (id: Locale) => {
    if (id === current) return;
    storeLocale(id);
    router.refresh();
  };

  const active = LOCALES.find((l) => l.id === current) ?? LOCALES[0];
  return (
    <DropdownMenu.Root dir={localeDir(current)}>
      <DropdownMenu.Trigger
        aria-label={t('languageCurrent', { name: active.name })}
        className={cn(
          'inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-primary',
          tone === 'inverse' ? 'text-white hover:bg-white/10' : 'text-fg hover:bg-surface-muted',
          className,
        )}
      >
        <Flag id={active.id} />
        <span className={compact ? 'hidden sm:inline' : undefined}>{active.name}</span>
        <ChevronDown className="size-3.5 opacity-70" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-[70] min-w-44 rounded-lg border border-line bg-surface p-1 text-fg shadow-xl">
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-fg-muted uppercase">{t('language')}</DropdownMenu.Label>
          {LOCALES.map((l) => (
            <DropdownMenu.Item
              key={l.id}
              lang={l.id}
              onSelect={() => choose(l.id)}
              className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted"
            >
              <Flag id={l.id} />
              <span className="flex-1">{l.name}</span>
              {l.id === current && <Check className="size-4 text-secondary-strong" aria-hidden />}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

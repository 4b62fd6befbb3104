'use client';

import Link from 'next/link';
import { signOut, useSession } from 'next-auth/react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { canEnterDashboard } from '@/domain/permissions/permissions';
import { localeDir, type Locale } from '@/i18n/locales';
import type { StoreSessionUser } from '../session-user';

const itemClass = 'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted';

/** Spec §6: a guest sees Login; a signed-in user sees their name with Profile, Logout, and Dashboard only for admin or active staff. */
export function UserMenu({ tone = 'inverse' }: { tone?: 'inverse' | 'default' }) {
  const t = useTranslations('common');
  const locale = useLocale() as Locale;
  const { data, status } = useSession();
  const triggerTone = tone === 'inverse' ? 'text-white hover:bg-white/10' : 'text-fg hover:bg-surface-muted';

  if (status === 'loading') return <span className="inline-block h-5 w-16 animate-pulse rounded bg-white/20" aria-hidden />;
  const user = data?.user as StoreSessionUser | undefined;
  if (status !== 'authenticated' || !user) {
    return (
      <Link href="/signin" className={cn('inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium', triggerTone)}>
        <UserRound className="size-4" aria-hidden />
        {t('nav.signIn')}
      </Link>
    );
  }
  const name = user.name || user.email || '';
  return (
    <DropdownMenu.Root dir={localeDir(locale)}>
      <DropdownMenu.Trigger className={cn('inline-flex max-w-48 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-primary', triggerTone)} aria-label={t('user.menu', { name })}>
        <UserRound className="size-4 shrink-0" aria-hidden />
        <span className="truncate">{name}</span>
        <ChevronDown className="size-3.5 opacity-70" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-[70] min-w-52 rounded-lg border border-line bg-surface p-1 text-fg shadow-xl">
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            {user.email && <p className="truncate text-xs text-fg-muted">{user.email}</p>}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {canEnterDashboard(user) && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/dashboard">
                <LayoutDashboard className="size-4" aria-hidden /> {t('user.dashboard')}
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/profile">
              <UserRound className="size-4" aria-hidden /> {t('user.profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut({ callbackUrl: '/' })}>
            <LogOut className="size-4 rtl:rotate-180" aria-hidden /> {t('user.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

'use client';

import { signOutTo } from '@/lib/session-client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard, LogOut, UserRound } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { canEnterDashboard } from '@/domain/permissions/permissions';
import { localeDir, type Locale } from '@/i18n/locales';
import type { StoreSessionUser } from '../session-user';
import { Link } from '@/i18n/navigation';

const itemClass = 'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted';

/** The signed-in user's dropdown itself, loaded when they first open it (see UserMenu). */
export function UserDropdown({
  user,
  label,
  triggerClassName,
  face,
  defaultOpen,
}: {
  user: StoreSessionUser;
  label: string;
  triggerClassName: string;
  face: React.ReactNode;
  defaultOpen?: boolean;
}) {
  const t = useTranslations('common');
  const locale = useLocale() as Locale;
  return (
    <DropdownMenu.Root dir={localeDir(locale)} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={triggerClassName} aria-label={label}>
        {face}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-[70] min-w-52 rounded-lg border border-line bg-surface p-1 text-fg shadow-xl"
        >
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
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOutTo('/')}>
            <LogOut className="size-4 flip-rtl" aria-hidden /> {t('user.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

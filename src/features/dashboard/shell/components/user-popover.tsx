'use client';

import Link from 'next/link';
import { signOutTo } from '@/lib/session-client';
import * as Popover from '@radix-ui/react-popover';
import { LogOut, UserRound } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';

/** (docs/requirements.md, "Dashboard frame"): the signed-in staff member's name and e-mail, a profile link and sign-out (back to the site's origin). */
export function UserPopover({ name, email }: { name: string; email: string }) {
  const t = useTranslations('dashboard.shell');
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <Popover.Root>
      <Popover.Trigger
        className="inline-flex size-9 items-center justify-center rounded-full bg-ink text-sm font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary-strong"
        aria-label={name}
      >
        {initials || <UserRound className="size-4" aria-hidden />}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} className="z-50 w-64 rounded-lg border border-line bg-surface p-2 shadow-lg">
          <div className="border-b border-line px-3 pt-2 pb-3">
            <p className="truncate font-semibold text-fg">{name}</p>
            <p className="truncate text-sm text-fg-muted" dir="ltr">
              {email}
            </p>
          </div>
          <Link href="/profile" className="mt-1 flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-surface-muted">
            <UserRound className="size-4" aria-hidden />
            {t('profile')}
          </Link>
          <button
            type="button"
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-surface-muted"
            onClick={() => signOutTo(window.location.origin)}
          >
            <LogOut className="size-4 flip-rtl" aria-hidden />
            {t('signOut')}
          </button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

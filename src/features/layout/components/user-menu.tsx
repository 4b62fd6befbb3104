'use client';

import { useSession } from '@/lib/session-client';
import { ChevronDown, UserRound } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/cx';
import { DeferredMenu, deferredPart } from '@/components/ui/deferred';
import type { StoreSessionUser } from '../session-user';
import { Link } from '@/i18n/navigation';

const userDropdown = deferredPart(() => import('./user-dropdown').then((m) => m.UserDropdown));

/** (docs/requirements.md, "Roles"): a guest sees Login; a signed-in user sees their name with Profile, Logout, and Dashboard only for admin or active staff. */
export function UserMenu({ tone = 'inverse' }: { tone?: 'inverse' | 'default' }) {
  const t = useTranslations('common');
  const { data, status } = useSession();
  const triggerTone = tone === 'inverse' ? 'text-white hover:bg-white/10' : 'text-fg hover:bg-surface-muted';

  if (status === 'loading') return <span className="inline-block h-5 w-16 animate-pulse rounded bg-white/20" aria-hidden />;
  const user = data?.user as StoreSessionUser | undefined;
  if (status !== 'authenticated' || !user) {
    return (
      <Link href="/signin" className={cx('inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium', triggerTone)}>
        <UserRound className="size-4" aria-hidden />
        {t('nav.signIn')}
      </Link>
    );
  }
  const name = user.name || user.email || '';
  const label = t('user.menu', { name });
  const triggerClassName = cx(
    'inline-flex max-w-48 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-primary',
    triggerTone,
  );
  const face = (
    <>
      <UserRound className="size-4 shrink-0" aria-hidden />
      <span className="truncate">{name}</span>
      <ChevronDown className="size-3.5 opacity-70" aria-hidden />
    </>
  );
  return (
    <DeferredMenu
      part={userDropdown}
      props={{ user, label, triggerClassName, face }}
      trigger={(handlers) => (
        <button type="button" {...handlers} aria-label={label} className={triggerClassName}>
          {face}
        </button>
      )}
    />
  );
}

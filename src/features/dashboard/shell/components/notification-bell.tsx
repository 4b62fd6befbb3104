'use client';

import { useCallback, useEffect, useState } from 'react';
import Link from 'next/link';
import * as Popover from '@radix-ui/react-popover';
import { Bell } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { formatDashboardDate } from '@/lib/format';
import { fetchNotifications, NotificationCache, POLL_MS, type NotificationItem } from './notification-cache';

const cache = new NotificationCache(fetchNotifications, POLL_MS);

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: NotificationItem[] };

/**
 * The dashboard header's bell (docs/requirements.md, "Staff notifications"): polls GET /api/notification every 30 s through a small client
 * cache, shows a count badge, the list ('failed to load' / 'No notification found'), and clears the list of this
 * staff member only, after a confirmation (docs/dashboard-commerce.md, "Notifications").
 */
export function NotificationBell() {
  const t = useTranslations('dashboard.shell');
  const own = useTranslations('dashCommerce.notifications');
  const [state, setState] = useState<State>(() => {
    const cached = cache.peek();
    return cached ? { status: 'ready', items: cached } : { status: 'loading' };
  });
  const [clearing, setClearing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const load = useCallback(async (force = false) => {
    try {
      setState({ status: 'ready', items: await cache.get(force) });
    } catch {
      setState({ status: 'failed' });
    }
  }, []);

  useEffect(() => {
    // first load, then every 30 s; the cache answers remounts within the window without a request
    const first = setTimeout(() => void load(), 0);
    const timer = setInterval(() => void load(true), POLL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [load]);

  const clearAll = async () => {
    setClearing(true);
    // up to the newest one shown: one that arrived since the last poll stays until it has been seen
    const newest = state.status === 'ready' ? state.items[0]?._id : undefined;
    try {
      const res = await fetch('/api/notification', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(newest ? { upTo: newest } : {}),
      });
      if (!res.ok) throw new Error(String(res.status));
      cache.set([]);
      toast.success(own('cleared'));
    } catch {
      toast.error(own('clearFailed'));
    } finally {
      setClearing(false);
      setConfirming(false);
      await load(true);
    }
  };

  const count = state.status === 'ready' ? state.items.length : 0;
  return (
    <Popover.Root onOpenChange={(open) => open && void load()}>
      <Popover.Trigger
        className="relative inline-flex size-9 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary-strong"
        aria-label={count ? `${t('notifications')}: ${own('count', { count })}` : t('notifications')}
        data-testid="notification-bell"
      >
        <Bell className="size-5" aria-hidden />
        {count > 0 && (
          <span
            className="absolute -end-0.5 -top-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-bold text-white"
            aria-hidden
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-line bg-surface shadow-lg"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <p className="font-semibold text-fg">{t('notifications')}</p>
            {count > 0 && (
              <button
                type="button"
                onClick={() => setConfirming(true)}
                disabled={clearing}
                className="text-sm font-medium text-secondary-strong hover:underline disabled:opacity-60"
              >
                {t('clearAll')}
              </button>
            )}
          </div>
          <div className="max-h-96 overflow-y-auto" aria-live="polite">
            {state.status === 'loading' && <p className="px-4 py-6 text-center text-sm text-fg-muted">…</p>}
            {state.status === 'failed' && <p className="px-4 py-6 text-center text-sm text-red-700">{t('failedToLoad')}</p>}
            {state.status === 'ready' && state.items.length === 0 && (
              <p className="px-4 py-6 text-center text-sm text-fg-muted">{t('noNotifications')}</p>
            )}
            {state.status === 'ready' && state.items.length > 0 && (
              <ul className="divide-y divide-line">
                {state.items.map((n) => {
                  // the message is HTML sanitised by the server (a few inline tags only)
                  const body = <span className="block text-sm text-fg" dangerouslySetInnerHTML={{ __html: n.message }} />;
                  return (
                    <li key={n._id} className="px-4 py-3">
                      {n.link ? (
                        <Link href={n.link} className="block hover:underline">
                          {body}
                        </Link>
                      ) : (
                        body
                      )}
                      <time dateTime={n.createdAt} className="mt-1 block text-xs text-fg-muted">
                        {formatDashboardDate(n.createdAt)}
                      </time>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={own('confirmClearTitle')}
        description={own('confirmClear', { count })}
        cancelLabel={own('keepAll')}
        confirmLabel={own('clearAll')}
        onConfirm={() => void clearAll()}
        busy={clearing}
      />
    </Popover.Root>
  );
}

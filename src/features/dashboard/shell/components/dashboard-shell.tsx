'use client';

// before any schema of this part parses in the browser (CSP: no eval probe); kept out of the shared layout's bundle
import { useFocusFirstError } from '@/components/dashboard/focus-first-error';
import '@/lib/zod-jitless';
import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ExternalLink, Menu, PanelLeftClose, PanelLeftOpen, X } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { menuCollapsedCookie, type DashboardMenuItem } from '@/domain/dashboard/menu';
import { SideMenu } from './side-menu';
import { UserPopover } from './user-popover';

/**
 * Dashboard frame (docs/requirements.md, "Dashboard frame"): a 60 px header (logo, Open Website, notifications bell, language switch, user
 * popover) and a 300 px side menu that collapses to an icon rail on wide screens (remembered in a cookie the layout
 * reads, `initialCollapsed`) and becomes a slide-in drawer at 768 px and below (closed again on every route change
 * and by Escape). A skip link leads past the header and the menu to the page's content.
 */
export function DashboardShell({
  menu,
  user,
  shopName,
  logoUrl,
  bell,
  languageSwitch,
  initialCollapsed = false,
  children,
}: {
  menu: DashboardMenuItem[];
  user: { name: string; email: string };
  shopName: string;
  logoUrl?: string;
  bell?: React.ReactNode;
  languageSwitch?: React.ReactNode;
  /** the folded menu the cookie remembers, read by the layout on the server */
  initialCollapsed?: boolean;
  children: React.ReactNode;
}) {
  const t = useTranslations('dashboard.shell');
  const pathname = usePathname();
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    document.cookie = menuCollapsedCookie(next);
  };
  // after a refused save, the first field in error is scrolled to and focused (every dashboard form)
  useFocusFirstError();
  // the drawer belongs to the page it was opened on, so it is closed again after every navigation
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawer = drawerPath === pathname;
  const setDrawer = (open: boolean) => setDrawerPath(open ? pathname : null);
  const drawerButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open drawer and gives the focus back to the button that opened it
  useEffect(() => {
    if (!drawer) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setDrawerPath(null);
      drawerButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawer]);

  return (
    <div className="min-h-screen bg-surface-muted text-fg">
      <a
        href="#content"
        className="sr-only z-[80] rounded-md bg-primary px-4 py-2 font-semibold text-primary-fg focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('skipToContent')}
      </a>
      <header className="fixed inset-x-0 top-0 z-40 flex h-[60px] items-center gap-2 border-b border-line bg-surface px-3 shadow-xs sm:px-4">
        <button
          ref={drawerButton}
          type="button"
          className="inline-flex size-9 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg dash:hidden"
          aria-label={t('toggleMenu')}
          aria-expanded={drawer}
          aria-controls="dashboard-menu"
          onClick={() => setDrawer(!drawer)}
        >
          {drawer ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
        </button>
        <button
          type="button"
          className="hidden size-9 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg dash:inline-flex"
          aria-label={t('toggleMenu')}
          aria-expanded={!collapsed}
          aria-controls="dashboard-menu"
          onClick={toggleCollapsed}
        >
          {collapsed ? (
            <PanelLeftOpen className="size-5 flip-rtl" aria-hidden />
          ) : (
            <PanelLeftClose className="size-5 flip-rtl" aria-hidden />
          )}
        </button>
        <Link
          href="/dashboard"
          className="flex min-w-0 shrink items-center gap-2 overflow-hidden"
          aria-label={`${shopName} — ${t('dashboardLabel')}`}
        >
          {logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={logoUrl}
              alt=""
              width={200}
              height={45}
              className="h-8 w-auto max-w-[120px] object-contain object-left rtl:object-right sm:max-w-[200px]"
            />
          ) : (
            <span className="truncate text-lg font-bold">{shopName}</span>
          )}
        </Link>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="hidden items-center gap-1.5 rounded-md border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-muted sm:inline-flex"
          >
            <ExternalLink className="size-4" aria-hidden />
            {t('openWebsite')}
          </a>
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="inline-flex size-9 items-center justify-center rounded-md hover:bg-surface-muted sm:hidden"
            aria-label={t('openWebsite')}
          >
            <ExternalLink className="size-4" aria-hidden />
          </a>
          {bell}
          {languageSwitch}
          <UserPopover name={user.name} email={user.email} />
        </div>
      </header>

      {drawer && <div className="fixed inset-0 top-[60px] z-30 bg-black/40 dash:hidden" onClick={() => setDrawer(false)} aria-hidden />}
      <aside
        id="dashboard-menu"
        className={cn(
          'fixed bottom-0 start-0 top-[60px] z-30 overflow-y-auto border-e border-line bg-surface transition-[width,transform] duration-200',
          'w-[300px]',
          drawer ? 'max-dash:translate-x-0 max-dash:shadow-xl' : 'max-dash:ltr:-translate-x-full max-dash:rtl:translate-x-full',
          collapsed && 'dash:w-[72px]',
        )}
      >
        <SideMenu menu={menu} collapsed={collapsed} />
      </aside>

      <main
        id="content"
        tabIndex={-1}
        className={cn('pt-[60px] transition-[padding] duration-200 focus:outline-none', collapsed ? 'dash:ps-[72px]' : 'dash:ps-[300px]')}
      >
        <div className="mx-auto w-full max-w-[1280px] p-4 sm:p-6">{children}</div>
      </main>
    </div>
  );
}

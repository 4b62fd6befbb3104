import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { forbidden } from 'next/navigation';
import { dashboardMenuFor, dashboardPageTitle, MENU_COLLAPSED_COOKIE, menuCollapsedFrom } from '@/domain/dashboard/menu';
import { DASHBOARD_PATH_HEADER } from '@/domain/dashboard/route-access';
import { DashboardShell } from '@/features/dashboard/shell/components/dashboard-shell';
import { NotificationBell } from '@/features/dashboard/shell/components/notification-bell';
import { LanguageSwitcher } from '@/features/layout/components/language-switcher';
import { requireStaff } from '@/server/auth/guards';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

/** Rendered per request (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'force-dynamic';

/**
 * Each dashboard page's own browser-tab title, from the menu entry its path is under (dashboardPageTitle,
 * docs/requirements.md, "Dashboard frame"); a page with generateMetadata of its own overrides it.
 */
export async function generateMetadata(): Promise<Metadata> {
  const robots = { index: false, follow: false };
  const title = dashboardPageTitle((await headers()).get(DASHBOARD_PATH_HEADER) ?? '/dashboard');
  if (!title) return { robots };
  if (title.kind === 'settings') {
    const t = await getTranslations('dashSettings.pages');
    const key = `${title.key}.title`;
    return t.has(key) ? { robots, title: t(key as 'stock.title') } : { robots };
  }
  const menu = await getTranslations('dashboard.menu');
  if (!menu.has(title.key)) return { robots };
  const section = menu(title.key as 'orders');
  if (title.kind === 'menu') return { robots, title: section };
  return { robots, title: (await getTranslations('dashboard.shell'))('detailTitle', { section }) };
}

/**
 * Admins and active staff only (docs/requirements.md, "Permission check"): anyone else gets the 403 page without the
 * dashboard frame; the menu shows the areas granted to them. The page's own right is checked inside the frame, by
 * (areas)/layout.tsx.
 */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const path = (await headers()).get(DASHBOARD_PATH_HEADER);
  const here = path?.startsWith('/dashboard') ? path : '/dashboard';
  const user = await requireStaff(here);
  if (!user) forbidden();
  const [settings, messages, jar] = await Promise.all([getSettingsOrDefaults(), getMessages(), cookies()]);
  // the store layout gives the browser the storefront's messages only; the dashboard's client components get all
  return (
    <NextIntlClientProvider messages={messages}>
      <DashboardShell
        menu={dashboardMenuFor(user)}
        user={{ name: user.name, email: user.email }}
        shopName={settings.name}
        logoUrl={settings.logo[0]?.url}
        bell={<NotificationBell />}
        languageSwitch={<LanguageSwitcher tone="default" compact mode="cookie" />}
        initialCollapsed={menuCollapsedFrom(jar.get(MENU_COLLAPSED_COOKIE)?.value)}
      >
        {children}
      </DashboardShell>
    </NextIntlClientProvider>
  );
}

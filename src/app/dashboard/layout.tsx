import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { dashboardMenuFor } from '@/domain/dashboard/menu';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { NotificationBell } from '@/features/dashboard-commerce/components/notification-bell';
import { LanguageSwitcher } from '@/features/layout/components/language-switcher';
import { requireStaff } from '@/server/auth/guards';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Admins and active staff only (spec §6); the menu shows the areas granted to them. Every page and action checks again. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await requireStaff('/dashboard');
  if (!user) forbidden();
  const settings = await getSettingsOrDefaults();
  return (
    <DashboardShell
      menu={dashboardMenuFor(user)}
      user={{ name: user.name, email: user.email }}
      shopName={settings.name}
      logoUrl={settings.logo[0]?.url}
      bell={<NotificationBell />}
      languageSwitch={<LanguageSwitcher tone="default" compact />}
    >
      {children}
    </DashboardShell>
  );
}

import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { permissionFor } from '@/domain/permissions/permissions';
import { SettingsProblems } from '@/features/dashboard/overview/components/settings-problems';
import { OverviewTemplate } from '@/features/dashboard/overview/templates/overview-template';
import { requireStaff } from '@/server/auth/guards';
import { pageData } from '@/server/dashboard/page-guard';
import { getOverview } from '@/server/dashboard/overview';
import { settingsActions } from '@/server/dashboard/settings';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

/**
 * Figures for staff with `dashboard` view; a plain welcome for everyone else (the layout already checked entry).
 * Above them, for staff who may view the settings, what is misconfigured there.
 */
export default async function DashboardPage() {
  const user = await requireStaff('/dashboard');
  const t = await getTranslations('dashboard.home');
  const problems = user && permissionFor(user, 'settings').view ? pageData(await settingsActions.getProblems({})) : [];
  if (!user || !permissionFor(user, 'dashboard').view) {
    return (
      <>
        <PageHeader title={t('title')} description={user ? `${t('welcome', { name: user.name })}. ${t('intro')}` : t('intro')} />
        <SettingsProblems problems={problems} />
      </>
    );
  }
  const [data, settings] = [pageData(await getOverview({})), await getSettingsOrDefaults()];
  return (
    <OverviewTemplate
      data={data}
      name={user.name}
      currencySymbol={settings.currency.symbol}
      canSeeOrders={permissionFor(user, 'order').view}
      problems={<SettingsProblems problems={problems} />}
    />
  );
}

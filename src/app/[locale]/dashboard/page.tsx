import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { permissionFor } from '@/domain/permissions/permissions';
import { OverviewTemplate } from '@/features/dashboard/overview/templates/overview-template';
import { requireStaff } from '@/server/auth/guards';
import { pageData } from '@/server/dashboard/page-guard';
import { getOverview } from '@/server/dashboard/overview';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

/** Figures for staff with `dashboard` view; a plain welcome for everyone else (the layout already checked entry). */
export default async function DashboardPage() {
  const user = await requireStaff('/dashboard');
  const t = await getTranslations('dashboard.home');
  if (!user || !permissionFor(user, 'dashboard').view) {
    return <PageHeader title={t('title')} description={user ? `${t('welcome', { name: user.name })}. ${t('intro')}` : t('intro')} />;
  }
  const [data, settings] = [pageData(await getOverview({})), await getSettingsOrDefaults()];
  return (
    <OverviewTemplate
      data={data}
      name={user.name}
      currencySymbol={settings.currency.symbol}
      canSeeOrders={permissionFor(user, 'order').view}
    />
  );
}

import { reportQueryFromParams } from '@/domain/dashboard/reports';
import { ReportsTemplate } from '@/features/dashboard/reports/templates/reports-template';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { getReport } from '@/server/dashboard/reports';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

/** Reports (docs/dashboard-commerce.md, "Reports"): the dashboard area's sales figures, read with its view right. */
export default async function ReportsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await guardPage('/dashboard/reports', 'dashboard', 'view');
  const { query, error } = reportQueryFromParams(await searchParams);
  const [data, settings] = [pageData(await getReport(query)), await getSettingsOrDefaults()];
  return <ReportsTemplate data={data} query={query} currencySymbol={settings.currency.symbol} error={error} />;
}

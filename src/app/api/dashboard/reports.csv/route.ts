import { getTranslations } from 'next-intl/server';
import { csvDownload } from '@/server/http';
import { buildReportCsv, REPORT_CSV_COLUMNS, REPORT_CSV_SECTIONS, type ReportCsvLabels } from '@/server/dashboard/reports-csv';

export const dynamic = 'force-dynamic';

/** The report of the page's range as CSV (docs/dashboard-commerce.md, "Reports"); needs `dashboard` view, checked against the database. */
export async function GET(req: Request) {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  const [t, o] = [await getTranslations('dashReports.reports.csv'), await getTranslations('dashOrders.paymentMethod')];
  const labels: ReportCsvLabels = {
    columns: Object.fromEntries(REPORT_CSV_COLUMNS.map((c) => [c, t(`columns.${c}`)])) as ReportCsvLabels['columns'],
    sections: Object.fromEntries(REPORT_CSV_SECTIONS.map((c) => [c, t(`sections.${c}`)])) as ReportCsvLabels['sections'],
    paymentMethod: (m) => (o.has(m) ? o(m) : m),
    noCategory: t('noCategory'),
    notFromStock: t('notFromStock'),
    sampleCustomers: t('sampleCustomers'),
    sampleConverted: t('sampleConverted'),
  };
  return csvDownload('report', await buildReportCsv(params, labels));
}

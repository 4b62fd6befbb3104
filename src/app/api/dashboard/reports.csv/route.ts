import { getTranslations } from 'next-intl/server';
import { buildReportCsv, REPORT_CSV_COLUMNS, REPORT_CSV_SECTIONS, type ReportCsvLabels } from '@/server/dashboard/reports-csv';

export const dynamic = 'force-dynamic';

/** The report of the page's range as CSV (docs/dashboard-commerce.md, "Reports"); needs `dashboard` view, checked against the database. */
export async function GET(req: Request) {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  const [t, o] = [await getTranslations('dashOrders.reports.csv'), await getTranslations('dashOrders.paymentMethod')];
  const labels: ReportCsvLabels = {
    columns: Object.fromEntries(REPORT_CSV_COLUMNS.map((c) => [c, t(`columns.${c}`)])) as ReportCsvLabels['columns'],
    sections: Object.fromEntries(REPORT_CSV_SECTIONS.map((c) => [c, t(`sections.${c}`)])) as ReportCsvLabels['sections'],
    paymentMethod: (m) => (o.has(m) ? o(m) : m),
    noCategory: t('noCategory'),
  };
  const result = await buildReportCsv(params, labels);
  if (!result.ok) return Response.json(result, { status: result.status, headers: { 'cache-control': 'no-store' } });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(result.data, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="report-${day}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

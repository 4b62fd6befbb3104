import 'server-only';
import type { ReportQueryInput } from '@/domain/dashboard/reports';
import type { ActionResult } from '@/lib/action-result';
import { toCsv, type CsvValue } from '@/lib/csv';
import { getReport, type ReportDto } from './reports';

export const REPORT_CSV_COLUMNS = [
  'section',
  'item',
  'sales',
  'orders',
  'average',
  'received',
  'quantity',
  'compareSales',
  'compareOrders',
  'customers',
] as const;
export const REPORT_CSV_SECTIONS = [
  'period',
  'comparison',
  'overTime',
  'products',
  'categories',
  'paymentMethods',
  'deliveryOptions',
  'locations',
  'samples',
] as const;

export interface ReportCsvLabels {
  columns: Record<(typeof REPORT_CSV_COLUMNS)[number], string>;
  sections: Record<(typeof REPORT_CSV_SECTIONS)[number], string>;
  paymentMethod: (method: string) => string;
  /** the category of lines whose product was deleted */
  noCategory: string;
  /** the stock locations' row of lines that took no stock (unlimited stock, samples, installations) */
  notFromStock: string;
  /** the two rows of free samples to orders: the customers who ordered samples, and those of them who later ordered boxes */
  sampleCustomers: string;
  sampleConverted: string;
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The report as CSV rows: amounts in dollars with two decimals (no symbol), days yyyy-mm-dd in the shop's zone. */
export function reportCsvRows(r: ReportDto, l: ReportCsvLabels): CsvValue[][] {
  const s = l.sections;
  const row = (section: string, item: string, v: Partial<Record<(typeof REPORT_CSV_COLUMNS)[number], CsvValue>>): CsvValue[] =>
    REPORT_CSV_COLUMNS.map((c) => (c === 'section' ? section : c === 'item' ? item : (v[c] ?? null)));
  const totals = (section: string, range: { from: string; to: string }, x: ReportDto['current']) =>
    row(section, `${range.from} – ${range.to}`, {
      sales: money(x.salesCents),
      orders: x.orders,
      average: money(x.averageCents),
      received: money(x.receivedCents),
    });
  return [
    REPORT_CSV_COLUMNS.map((c) => l.columns[c]),
    totals(s.period, r.range, r.current),
    totals(s.comparison, r.comparison, r.previous),
    ...r.series.map((p) =>
      row(s.overTime, p.bucket, {
        sales: money(p.salesCents),
        orders: p.orders,
        compareSales: money(p.compareSalesCents),
        compareOrders: p.compareOrders,
      }),
    ),
    ...r.topProducts.map((p) => row(s.products, p.name, { sales: money(p.salesCents), orders: p.orders, quantity: p.quantity })),
    ...r.topCategories.map((c) =>
      row(s.categories, c.name ?? l.noCategory, { sales: money(c.salesCents), orders: c.orders, quantity: c.quantity }),
    ),
    ...r.paymentMethods.map((m) => row(s.paymentMethods, l.paymentMethod(m.key), { sales: money(m.salesCents), orders: m.orders })),
    ...r.deliveryOptions.map((d) => row(s.deliveryOptions, d.key, { sales: money(d.salesCents), orders: d.orders })),
    ...r.byLocation.map((x) =>
      row(s.locations, x.name ?? l.notFromStock, { sales: money(x.salesCents), orders: x.orders, quantity: x.boxes }),
    ),
    row(s.samples, l.sampleCustomers, { customers: r.samples.customers }),
    row(s.samples, l.sampleConverted, { customers: r.samples.converted }),
  ];
}

/** The CSV of a report, after `getReport` checked `dashboard` view against the database and validated the range. */
export async function buildReportCsv(input: ReportQueryInput, labels: ReportCsvLabels): Promise<ActionResult<string>> {
  const result = await getReport(input);
  if (!result.ok) return result;
  return { ok: true, data: toCsv(reportCsvRows(result.data, labels)) };
}

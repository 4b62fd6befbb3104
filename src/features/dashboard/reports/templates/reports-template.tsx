import { TrendingDown, TrendingUp } from '@/components/ui/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { cn } from '@/components/ui/cn';
import type { ReportQuery } from '@/domain/dashboard/reports';
import { formatDashboardDate, intlLocale } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import type { ReportDto, ReportTotals } from '@/server/dashboard/reports';
import { LazyReportChart } from '../components/report-chart-lazy';
import { ReportFilters } from '../components/report-filters';

const CARD = 'min-w-0 rounded-lg border border-line bg-surface p-5 shadow-xs';

/** A shop day (yyyy-mm-dd) as the dashboard writes dates. */
const day = (d: string) => formatDashboardDate(`${d}T00:00:00Z`, 'UTC');

/** The reports page (docs/dashboard-commerce.md, "Reports"): filters, figures with their change, charts and tables. */
export async function ReportsTemplate({
  data,
  query,
  currencySymbol,
  error,
}: {
  data: ReportDto;
  query: ReportQuery;
  currencySymbol: string;
  /** message key of why the URL's range was not used */
  error?: string;
}) {
  const [t, methods, v, locale] = [
    await getTranslations('dashReports.reports'),
    await getTranslations('dashOrders.paymentMethod'),
    await getTranslations(),
    await getLocale(),
  ];
  const money = (cents: number) => formatMoney(cents / 100, locale, currencySymbol);
  const num = new Intl.NumberFormat(intlLocale(locale));
  const range = (r: { from: string; to: string }) => `${day(r.from)} – ${day(r.to)}`;

  const changeLine = (change: number | null) =>
    change === null ? (
      <p className="mt-1 text-xs text-fg-muted">{t('noChange')}</p>
    ) : (
      <p className={cn('mt-1 flex items-center gap-1 text-xs', change >= 0 ? 'text-emerald-700' : 'text-red-700')}>
        {change >= 0 ? <TrendingUp className="size-3.5" aria-hidden /> : <TrendingDown className="size-3.5" aria-hidden />}
        {t('change', { change: `${change > 0 ? '+' : ''}${num.format(change)}` })}
      </p>
    );

  const kpis: [keyof ReportTotals, string, (n: number) => string][] = [
    ['salesCents', 'sales', money],
    ['orders', 'orders', (n) => num.format(n)],
    ['averageCents', 'average', money],
    ['receivedCents', 'received', money],
  ];
  const noSales = data.current.orders === 0;
  // a shop with one location and nothing sold outside stock would see one row of every sale: the section is left out
  const byLocation = data.stockLocations > 1 || data.byLocation.length > 1;

  /** a share of a total as a bar the width of its part (drawn from the line's start in either direction) */
  const shareList = (label: string, rows: { key: string; name: string; salesCents: number; orders: number; boxes?: number | null }[]) => {
    const max = Math.max(1, ...rows.map((r) => r.salesCents));
    const total = rows.reduce((s, r) => s + r.salesCents, 0) || 1;
    return rows.length === 0 ? (
      <p className="text-sm text-fg-muted">{t('noSales')}</p>
    ) : (
      <ul className="space-y-3 text-sm" aria-label={label}>
        {rows.map((r) => (
          <li key={r.key}>
            <div className="flex items-baseline justify-between gap-3">
              <bdi className="min-w-0 truncate" title={r.name}>
                {r.name}
              </bdi>
              {/* the amount and the percentage keep their own left-to-right order in Arabic (docs/architecture.md, "Right-to-left text") */}
              <span className="flex shrink-0 items-baseline gap-2 whitespace-nowrap">
                <span dir="ltr" className="tabular-nums">
                  {money(r.salesCents)}
                </span>
                <span className="text-xs text-fg-muted">
                  <span dir="ltr" className="tabular-nums">
                    {num.format(Math.round((r.salesCents / total) * 1000) / 10)}%
                  </span>{' '}
                  {r.boxes != null && <>· {t('boxesCount', { count: r.boxes })} </>}· {t('ordersCount', { count: r.orders })}
                </span>
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-surface-muted">
              <div className="h-2 rounded-full bg-secondary-strong" style={{ width: `${(r.salesCents / max) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ReportFilters query={query} range={data.range} />
      {error && (
        <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {v(error)} {t('fallback')}
        </p>
      )}
      <p className="mb-4 text-sm text-fg-muted" data-testid="report-range">
        <span className="font-semibold text-fg">{range(data.range)}</span> · {t('comparedWith', { range: range(data.comparison) })}
      </p>

      <div className="space-y-5">
        <section aria-label={t('title')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {kpis.map(([key, label, format]) => (
            <div key={key} className={CARD} data-testid={`kpi-${label}`}>
              <p className="text-sm text-fg-muted" title={key === 'receivedCents' ? t('receivedHint') : undefined}>
                {t(label)}
              </p>
              <p className="mt-1 text-2xl font-bold tabular-nums">{format(data.current[key])}</p>
              <p className="mt-1 text-xs text-fg-muted tabular-nums">
                {t('comparison')}: {format(data.previous[key])}
              </p>
              {changeLine(data.change[key])}
            </div>
          ))}
        </section>

        <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
          <section className={CARD}>
            <h2 className="mb-3 text-base font-semibold">{t('salesOverTime')}</h2>
            <LazyReportChart kind="sales" series={data.series} granularity={data.granularity} currencySymbol={currencySymbol} />
          </section>
          <section className={CARD}>
            <h2 className="mb-3 text-base font-semibold">{t('ordersOverTime')}</h2>
            <LazyReportChart kind="orders" series={data.series} granularity={data.granularity} currencySymbol={currencySymbol} />
          </section>
        </div>

        <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          <section className={CARD}>
            <h2 className="mb-3 text-base font-semibold">{t('topProducts')}</h2>
            {noSales ? (
              <p className="text-sm text-fg-muted">{t('noSales')}</p>
            ) : (
              <div className="relative overflow-x-auto">
                <table className="w-full text-sm" data-testid="top-products">
                  <thead className="text-xs text-fg-muted">
                    <tr>
                      <th className="pb-2 text-start font-medium">{t('product')}</th>
                      <th className="pb-2 ps-3 text-end font-medium">{t('quantity')}</th>
                      <th className="pb-2 ps-3 text-end font-medium">{t('sales')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {data.topProducts.map((p) => (
                      <tr key={p.productId ?? p.name}>
                        <td className="py-2">
                          <bdi className="block max-w-40 truncate sm:max-w-64" title={p.name}>
                            {p.name}
                          </bdi>
                        </td>
                        <td className="py-2 ps-3 text-end whitespace-nowrap tabular-nums">{num.format(p.quantity)}</td>
                        <td className="py-2 ps-3 text-end whitespace-nowrap tabular-nums">{money(p.salesCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section className={CARD}>
            <h2 className="mb-3 text-base font-semibold">{t('topCategories')}</h2>
            {shareList(
              t('topCategories'),
              data.topCategories.map((c) => ({ ...c, key: c.categoryId ?? '-', name: c.name ?? t('noCategory') })),
            )}
          </section>
          <section className={CARD}>
            <h2 className="mb-3 text-base font-semibold">{t('byPayment')}</h2>
            {shareList(
              t('byPayment'),
              data.paymentMethods.map((m) => ({ ...m, name: methods.has(m.key) ? methods(m.key) : m.key })),
            )}
          </section>
          <section className={CARD}>
            <h2 className="mb-3 text-base font-semibold">{t('byDelivery')}</h2>
            {shareList(
              t('byDelivery'),
              data.deliveryOptions.map((d) => ({ ...d, name: d.key })),
            )}
          </section>
          {byLocation && (
            <section className={CARD}>
              <h2 className="mb-3 text-base font-semibold">{t('byLocation')}</h2>
              {shareList(
                t('byLocation'),
                data.byLocation.map((l) => ({ ...l, key: l.locationId ?? '-', name: l.name ?? t('notFromStock') })),
              )}
              {data.byLocation.some((l) => l.locationId === null) && <p className="mt-3 text-xs text-fg-muted">{t('notFromStockHint')}</p>}
            </section>
          )}
          <section className={CARD} data-testid="report-samples">
            <h2 className="mb-3 text-base font-semibold">{t('samples')}</h2>
            <p className="text-2xl font-bold tabular-nums">
              {data.samples.customers ? `${num.format(Math.round((data.samples.converted / data.samples.customers) * 1000) / 10)}%` : '—'}
            </p>
            <p className="mt-1 text-sm text-fg-muted">
              {t('samplesConverted', { customers: data.samples.customers, converted: data.samples.converted })}
            </p>
          </section>
        </div>
      </div>
    </>
  );
}

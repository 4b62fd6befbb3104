import Link from 'next/link';
import { TrendingDown, TrendingUp } from '@/components/ui/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { cn } from '@/components/ui/cn';
import { formatDashboardDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import type { Figure, OverviewDto } from '@/server/dashboard/overview';
import { SalesChart } from '../components/sales-chart';
import { StatusBadge } from '@/components/dashboard/status-badge';
import { PaymentStatusBadge } from '@/components/dashboard/payment-status-badge';

const CARD = 'min-w-0 rounded-lg border border-line bg-surface p-5 shadow-xs';

export async function OverviewTemplate({
  data,
  name,
  currencySymbol,
  canSeeOrders,
  problems,
}: {
  data: OverviewDto;
  name: string;
  currencySymbol: string;
  canSeeOrders: boolean;
  /** the settings' misconfigurations, shown above the figures */
  problems?: React.ReactNode;
}) {
  const [t, o, locale] = [await getTranslations('dashReports.overview'), await getTranslations('dashOrders'), await getLocale()];
  const money = (cents: number) => formatMoney(cents / 100, locale, currencySymbol);
  const num = new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale);

  const Change = ({ f }: { f: Figure }) =>
    f.change === null ? (
      <p className="mt-1 text-xs text-fg-muted">{t('noChange')}</p>
    ) : (
      <p className={cn('mt-1 flex items-center gap-1 text-xs', f.change >= 0 ? 'text-emerald-700' : 'text-red-700')}>
        {f.change >= 0 ? <TrendingUp className="size-3.5" aria-hidden /> : <TrendingDown className="size-3.5" aria-hidden />}
        {t('change', { change: `${f.change > 0 ? '+' : ''}${num.format(f.change)}` })}
      </p>
    );

  return (
    <>
      <PageHeader title={t('title')} description={t('welcome', { name })} />
      {problems}
      <div className="space-y-5">
        {data.periods.map((p) => (
          <section key={p.days} aria-labelledby={`period-${p.days}`}>
            <h2 id={`period-${p.days}`} className="mb-2 text-sm font-semibold text-fg-muted">
              {p.days === 1 ? t('today') : t('days', { days: p.days })}
            </h2>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-5">
              {(
                [
                  ['revenue', money(p.revenueCents.value), p.revenueCents],
                  ['paid', money(p.paidCents.value), p.paidCents],
                  ['orders', num.format(p.orders.value), p.orders],
                  ['average', money(p.averageCents.value), p.averageCents],
                  ['newCustomers', num.format(p.newCustomers.value), p.newCustomers],
                ] as const
              ).map(([key, value, f]) => (
                <div key={key} className={CARD}>
                  <p className="text-sm text-fg-muted">{t(key)}</p>
                  <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
                  <Change f={f} />
                </div>
              ))}
            </div>
          </section>
        ))}

        <section className={CARD}>
          <h2 className="mb-3 text-base font-semibold">{t('sales')}</h2>
          <SalesChart data={data.sales} currencySymbol={currencySymbol} />
        </section>

        {/* grid-cols-1: one column as wide as the page, however long a name inside (minmax(0, 1fr), not auto) */}
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
          <section className={`${CARD} min-w-0 lg:col-span-2`}>
            <div className="mb-3 flex items-center justify-between">
              <h2 className="text-base font-semibold">{t('recentOrders')}</h2>
              {canSeeOrders && (
                <Link href="/dashboard/orders" className="text-sm text-fg-muted hover:text-fg hover:underline">
                  {t('viewAll')}
                </Link>
              )}
            </div>
            {data.recentOrders.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('noOrders')}</p>
            ) : (
              <div className="relative overflow-x-auto">
                <table className="w-full text-sm">
                  <tbody className="divide-y divide-line">
                    {data.recentOrders.map((r) => (
                      <tr key={r.id}>
                        <td className="py-2 pe-2 whitespace-nowrap">
                          {canSeeOrders ? (
                            <Link href={`/dashboard/orders/${r.id}`} className="font-medium hover:underline">
                              <bdi>{r.number}</bdi>
                            </Link>
                          ) : (
                            <bdi>{r.number}</bdi>
                          )}
                        </td>
                        <td className="py-2 pe-2">
                          <bdi className="block max-w-48 truncate" title={r.customer}>
                            {r.customer}
                          </bdi>
                        </td>
                        <td className="py-2 pe-2 whitespace-nowrap text-fg-muted">{formatDashboardDate(r.createdAt)}</td>
                        <td className="py-2 pe-2">
                          <div className="flex flex-col items-start gap-1">
                            <StatusBadge tone={r.status} label={o(`status.${r.status}`)} />
                            <PaymentStatusBadge
                              status={r.paymentStatus}
                              amountPaid={r.amountPaid}
                              balanceDue={r.balanceDue}
                              symbol={currencySymbol}
                            />
                          </div>
                        </td>
                        <td className="py-2 text-end whitespace-nowrap tabular-nums">{formatMoney(r.total, locale, currencySymbol)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <div className="space-y-5">
            <section className={CARD}>
              <h2 className="mb-3 text-base font-semibold">{t('topProducts')}</h2>
              {data.topProducts.length === 0 ? (
                <p className="text-sm text-fg-muted">{t('noOrders')}</p>
              ) : (
                <ol className="space-y-2 text-sm">
                  {data.topProducts.map((p) => (
                    <li key={p.productId ?? p.name} className="flex justify-between gap-3">
                      <bdi className="min-w-0 truncate" title={p.name}>
                        {p.name}
                      </bdi>
                      <span className="shrink-0 text-fg-muted tabular-nums">{t('sold', { count: p.quantity })}</span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section className={CARD}>
              <h2 className="mb-3 text-base font-semibold">
                {t('lowStock')}
                {data.lowStockTotal > 0 && <span className="ms-1 text-fg-muted tabular-nums">({data.lowStockTotal})</span>}
              </h2>
              {data.lowStock.length === 0 ? (
                <p className="text-sm text-fg-muted">{t('nothingLow')}</p>
              ) : (
                <ul className="space-y-2 text-sm">
                  {data.lowStock.map((p, n) => (
                    <li key={n}>
                      <div className="flex justify-between gap-3">
                        {/* the name's own direction decides where it is cut: a Latin name keeps its start on an Arabic page */}
                        <bdi className="min-w-0 truncate" title={p.variant ? `${p.name} ${p.variant}` : p.name}>
                          {p.name} {p.variant && <span className="text-xs text-fg-muted">{p.variant}</span>}
                        </bdi>
                        <span
                          className={cn('shrink-0 tabular-nums', p.quantity === 0 ? 'font-semibold text-red-700' : 'text-amber-700')}
                          title={t('threshold', { count: p.threshold })}
                        >
                          {t('left', { count: p.quantity })}
                        </span>
                      </div>
                      {/* where its boxes are, so staff know where to move stock from; a shop of one location has nothing to move (docs/requirements.md, "Low stock") */}
                      {p.locations.length > 1 && (
                        <p className="text-xs text-fg-muted">
                          <span className="sr-only">{t('byLocation')}: </span>
                          {p.locations.map((l, i) => (
                            <span key={i}>
                              {i > 0 && ' · '}
                              <bdi>{l.name}</bdi> <span className="tabular-nums">{num.format(l.boxes)}</span>
                            </span>
                          ))}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {data.lowStockTotal > data.lowStock.length && (
                <p className="mt-2 text-xs text-fg-muted">{t('moreLow', { count: data.lowStockTotal - data.lowStock.length })}</p>
              )}
            </section>
          </div>
        </div>
      </div>
    </>
  );
}

'use client';

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocale, useTranslations } from 'next-intl';
import type { ReportGranularity } from '@/domain/dashboard/reports';
import { intlLocale } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import type { ReportPoint } from '@/server/dashboard/reports';

const CURRENT = 'var(--secondary-strong, #2563eb)';
const COMPARISON = 'var(--fg-muted, #4b5563)';

/**
 * Sales (lines) or orders (bars) per bucket, this period beside the comparison period. Loaded only on the reports
 * page (see report-chart-lazy.tsx). The plot is drawn left to right in every language, as the dashboard home's is, and
 * without animation (on an Arabic page the entry animation left the lines and bars undrawn in a screenshot).
 */
export function ReportChart({
  kind,
  series,
  granularity,
  currencySymbol,
}: {
  kind: 'sales' | 'orders';
  series: ReportPoint[];
  granularity: ReportGranularity;
  currencySymbol: string;
}) {
  const locale = useLocale();
  const t = useTranslations('dashReports.reports');
  const label = new Intl.DateTimeFormat(
    intlLocale(locale),
    granularity === 'month' ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { month: 'short', day: 'numeric', timeZone: 'UTC' },
  );
  const num = new Intl.NumberFormat(intlLocale(locale));
  const rows = series.map((p) => ({
    label: label.format(new Date(`${p.bucket}T00:00:00Z`)),
    current: kind === 'sales' ? p.salesCents / 100 : p.orders,
    comparison: kind === 'sales' ? p.compareSalesCents / 100 : p.compareOrders,
  }));
  const format = (v: number) => (kind === 'sales' ? formatMoney(v, locale, currencySymbol) : num.format(v));
  const axis = (v: number) => (kind === 'sales' ? formatMoney(v, locale, currencySymbol, { stripZeroCents: true }) : num.format(v));
  const names = { current: t('current'), comparison: t('comparison') };
  const common = {
    data: rows,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  };
  const children = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} stroke="var(--line, #e3e8ec)" />,
    <XAxis key="x" dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={16} />,
    <YAxis key="y" tick={{ fontSize: 11 }} width={kind === 'sales' ? 64 : 36} allowDecimals={kind === 'sales'} tickFormatter={axis} />,
    <Tooltip
      key="tip"
      formatter={(v, name) => [format(Number(v)), names[name as keyof typeof names] ?? String(name)]}
      labelClassName="font-semibold"
    />,
    <Legend key="legend" formatter={(name) => names[name as keyof typeof names] ?? name} wrapperStyle={{ fontSize: 12 }} />,
  ];
  return (
    <div className="h-64 w-full" dir="ltr" role="img" aria-label={t(kind === 'sales' ? 'salesOverTime' : 'ordersOverTime')}>
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'sales' ? (
          <LineChart {...common}>
            {children}
            <Line
              type="monotone"
              dataKey="comparison"
              stroke={COMPARISON}
              strokeDasharray="4 3"
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
            <Line type="monotone" dataKey="current" stroke={CURRENT} dot={rows.length <= 31} strokeWidth={2} isAnimationActive={false} />
          </LineChart>
        ) : (
          <BarChart {...common}>
            {children}
            <Bar dataKey="comparison" fill={COMPARISON} fillOpacity={0.45} radius={[3, 3, 0, 0]} isAnimationActive={false} />
            <Bar dataKey="current" fill={CURRENT} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}

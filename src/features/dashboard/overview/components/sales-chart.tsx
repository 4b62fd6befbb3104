'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocale, useTranslations } from 'next-intl';
import { intlLocale } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import type { OverviewDto } from '@/server/dashboard/overview';

/** Daily revenue of the last 30 days (bars), amounts in cents from the server. */
export function SalesChart({ data, currencySymbol }: { data: OverviewDto['sales']; currencySymbol: string }) {
  const locale = useLocale();
  const t = useTranslations('dashReports.overview');
  const day = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const rows = data.map((d) => ({ ...d, label: day.format(new Date(`${d.day}T00:00:00Z`)), revenue: d.revenueCents / 100 }));
  return (
    <div className="h-64 w-full" dir="ltr" role="img" aria-label={t('sales')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-line, #e5e7eb)" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis
            tick={{ fontSize: 11 }}
            width={56}
            tickFormatter={(v: number) => formatMoney(v, locale, currencySymbol, { stripZeroCents: true })}
          />
          <Tooltip formatter={(v) => [formatMoney(Number(v), locale, currencySymbol), t('revenue')]} labelClassName="font-semibold" />
          <Bar dataKey="revenue" fill="var(--secondary-strong, #2563eb)" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

'use client';

import { Download } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { DateRangeFilter, useUrlFilters } from '@/components/dashboard/table-filters';
import { Select } from '@/components/dashboard/field';
import { buttonClasses } from '@/components/ui/button';
import { REPORT_COMPARISONS, REPORT_GRANULARITIES, REPORT_PRESETS, type ReportQuery } from '@/domain/dashboard/reports';

/**
 * The report's range, comparison and buckets, kept in the URL (the page renders the figures on the server). A preset
 * drops the custom days; the custom range's days are applied together with one button. The CSV link asks for the
 * same report.
 */
export function ReportFilters({ query, range }: { query: ReportQuery; range: { from: string; to: string } }) {
  const t = useTranslations('dashReports.reports');
  const setFilter = useUrlFilters();
  const csv = new URLSearchParams({ preset: query.preset, compare: query.compare, granularity: query.granularity });
  if (query.preset === 'custom') {
    csv.set('from', range.from);
    csv.set('to', range.to);
  }
  return (
    <div className="mb-5 flex flex-wrap items-end gap-2">
      <label className="text-xs text-fg-muted">
        {t('range')}
        <Select
          className="h-9 w-auto"
          value={query.preset}
          onChange={(e) =>
            setFilter(
              e.target.value === 'custom'
                ? { preset: 'custom', from: range.from, to: range.to }
                : { preset: e.target.value, from: '', to: '' },
            )
          }
        >
          {REPORT_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`presets.${p}`)}
            </option>
          ))}
        </Select>
      </label>
      <label className="text-xs text-fg-muted">
        {t('compare')}
        <Select className="h-9 w-auto" value={query.compare} onChange={(e) => setFilter({ compare: e.target.value })}>
          {REPORT_COMPARISONS.map((c) => (
            <option key={c} value={c}>
              {t(`compares.${c}`)}
            </option>
          ))}
        </Select>
      </label>
      <label className="text-xs text-fg-muted">
        {t('granularity')}
        <Select className="h-9 w-auto" value={query.granularity} onChange={(e) => setFilter({ granularity: e.target.value })}>
          {REPORT_GRANULARITIES.map((g) => (
            <option key={g} value={g}>
              {t(`granularities.${g}`)}
            </option>
          ))}
        </Select>
      </label>
      {query.preset === 'custom' && (
        <DateRangeFilter
          key={`${range.from}|${range.to}`}
          from={range.from}
          to={range.to}
          labels={{ from: t('from'), to: t('to'), apply: t('apply') }}
          onApply={(r) => setFilter({ preset: 'custom', ...r })}
        />
      )}
      <a
        href={`/api/dashboard/reports.csv?${csv}`}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'ms-auto' })}
        download
      >
        <Download className="size-4" aria-hidden />
        {t('download')}
      </a>
    </div>
  );
}

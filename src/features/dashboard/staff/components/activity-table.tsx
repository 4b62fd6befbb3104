'use client';

import { useMemo } from 'react';
import Link from 'next/link';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { DataTable, type TableQuery } from '@/components/dashboard/data-table';
import { Select } from '@/components/dashboard/field';
import { DateRangeFilter, useUrlFilters } from '@/components/dashboard/table-filters';
import { ACTIVITY_AREAS, entityHref, type ActivityQuery, type FieldChange } from '@/domain/dashboard/activity';
import { formatDashboardDateTime } from '@/lib/format';
import type { ActivityPageDto, ActivityRowDto } from '@/server/dashboard/activity';

/** Changes shown before the rest fold away behind "n more". */
const SHOWN_CHANGES = 3;

function ChangeList({ changes, more }: { changes: FieldChange[]; more: (n: number) => string }) {
  const line = (c: FieldChange) => (
    <li key={c.field} className="min-w-0 break-words">
      <code className="text-fg">{c.field}</code>
      {': '}
      {c.before !== null && (
        <bdi className="text-fg-muted line-through decoration-fg-muted/50" dir="auto">
          {c.before}
        </bdi>
      )}
      {c.before !== null && c.after !== null && <span aria-hidden> → </span>}
      {c.after !== null && <bdi dir="auto">{c.after}</bdi>}
    </li>
  );
  if (!changes.length) return <span className="text-fg-muted">—</span>;
  const rest = changes.slice(SHOWN_CHANGES);
  return (
    <div className="w-max max-w-md min-w-48 text-xs">
      <ul className="space-y-0.5">{changes.slice(0, SHOWN_CHANGES).map(line)}</ul>
      {rest.length > 0 && (
        <details className="mt-0.5">
          <summary className="cursor-pointer text-fg-muted">{more(rest.length)}</summary>
          <ul className="mt-0.5 space-y-0.5">{rest.map(line)}</ul>
        </details>
      )}
    </div>
  );
}

/** The activity log (admins): who changed what and when, with search and filters in the URL; read-only. */
export function ActivityTable({ data, query }: { data: ActivityPageDto; query: ActivityQuery }) {
  const t = useTranslations('dashStaff.activity');
  const areaName = useTranslations('dashStaff.staff.areaNames');
  const setFilter = useUrlFilters();

  const columns = useMemo<ColumnDef<ActivityRowDto>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('when'),
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatDashboardDateTime(row.original.createdAt)}</span>,
      },
      {
        id: 'actor',
        header: t('who'),
        enableSorting: false,
        cell: ({ row }) => (
          <div className="w-max max-w-48 min-w-28">
            <bdi className="block truncate font-medium" title={row.original.actorName ?? undefined}>
              {row.original.actorName ?? t('formerStaff')}
            </bdi>
            <bdi className="block truncate text-xs text-fg-muted" title={row.original.actorEmail ?? undefined}>
              {row.original.actorEmail}
            </bdi>
          </div>
        ),
      },
      {
        id: 'action',
        header: t('what'),
        enableSorting: false,
        cell: ({ row }) => {
          const { area, action, entity, entityId } = row.original;
          const href = entityHref(entity, entityId);
          return (
            <div className="w-max space-y-0.5">
              <span className="block text-xs text-fg-muted">{area === 'staff' ? t('staffArea') : areaName(area as 'order')}</span>
              <code className="block text-xs">{action}</code>
              {href ? (
                <Link href={href} className="text-xs font-medium underline underline-offset-2 hover:no-underline">
                  {t('open')}
                </Link>
              ) : null}
            </div>
          );
        },
      },
      {
        id: 'changes',
        header: t('changes'),
        enableSorting: false,
        cell: ({ row }) => <ChangeList changes={row.original.changes} more={(n) => t('more', { n })} />,
      },
    ],
    [t, areaName],
  );

  const hasFilters = !!(query.area || query.actor || query.from || query.to);
  const tableQuery: TableQuery = { q: query.q, page: query.page, pageSize: query.pageSize, sort: 'createdAt', dir: query.dir };

  const toolbar = (
    <div className="flex flex-wrap items-end gap-2">
      <Select aria-label={t('area')} className="h-9 w-auto" value={query.area ?? ''} onChange={(e) => setFilter({ area: e.target.value })}>
        <option value="">{t('allAreas')}</option>
        {ACTIVITY_AREAS.map((a) => (
          <option key={a} value={a}>
            {a === 'staff' ? t('staffArea') : areaName(a)}
          </option>
        ))}
      </Select>
      <Select aria-label={t('who')} className="h-9 w-auto" value={query.actor ?? ''} onChange={(e) => setFilter({ actor: e.target.value })}>
        <option value="">{t('everyone')}</option>
        {data.actors.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name} ({a.email})
          </option>
        ))}
      </Select>
      <DateRangeFilter
        key={`${query.from ?? ''}|${query.to ?? ''}`}
        from={query.from}
        to={query.to}
        labels={{ from: t('from'), to: t('to'), apply: t('apply') }}
        onApply={setFilter}
      />
      {hasFilters && (
        <button
          type="button"
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          onClick={() => setFilter({ area: '', actor: '', from: '', to: '' })}
        >
          {t('clear')}
        </button>
      )}
    </div>
  );

  return (
    <DataTable
      columns={columns}
      data={data.rows}
      total={data.total}
      query={tableQuery}
      getRowId={(r) => r.id}
      searchPlaceholder={t('searchPlaceholder')}
      toolbar={toolbar}
      emptyText={t('empty')}
      caption={t('title')}
    />
  );
}

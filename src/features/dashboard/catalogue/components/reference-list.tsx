'use client';

import { useMemo } from 'react';
import Link from 'next/link';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { DataTable, type TableQuery } from '@/components/dashboard/data-table';
import { actionsColumn } from '@/components/dashboard/row-actions';
import { formatDashboardDate } from '@/lib/format';
import { KINDS, referenceLanguages, translatedFields, type ColumnSpec, type ReferenceKind } from '../config';
import { LanguageCompleteness } from '@/components/dashboard/language-completeness';

export interface ListRow {
  id: string;
  name: string;
  usage: Record<string, number>;
  [field: string]: unknown;
}

function Cell({ kind, spec, row, editHref }: { kind: ReferenceKind; spec: ColumnSpec; row: ListRow; editHref?: string }) {
  const common = useTranslations('dashboard.common');
  const value = row[spec.field ?? spec.id];
  switch (spec.kind) {
    case 'name':
      return editHref ? (
        <Link href={editHref} className="font-medium text-fg hover:underline">
          {row.name}
        </Link>
      ) : (
        <span className="font-medium text-fg">{row.name}</span>
      );
    case 'count':
      return <span className="tabular-nums">{row.usage[spec.field ?? spec.id] ?? 0}</span>;
    case 'status':
      return value ? (
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">{common('published')}</span>
      ) : (
        <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-fg-muted">{common('draft')}</span>
      );
    case 'swatch':
      return (
        <span className="inline-flex items-center gap-2 font-mono text-xs">
          <span className="size-5 rounded border border-line" style={{ backgroundColor: String(value) }} aria-hidden />
          {String(value)}
        </span>
      );
    case 'languages':
      return <LanguageCompleteness states={referenceLanguages(row, translatedFields(kind))} testId="row-languages" />;
    case 'date':
      return <span className="whitespace-nowrap text-fg-muted">{value ? formatDashboardDate(value as string) : ''}</span>;
    default:
      return <span className="text-fg-muted">{String(value ?? '')}</span>;
  }
}

/** The table of one kind of reference data: its columns, usage counts, edit and delete as the user's rights allow. */
export function ReferenceList({
  kind,
  rows,
  total,
  query,
  canEdit,
  canDelete,
  toolbar,
}: {
  kind: ReferenceKind;
  rows: ListRow[];
  total: number;
  query: TableQuery;
  canEdit: boolean;
  canDelete: boolean;
  toolbar?: React.ReactNode;
}) {
  const t = useTranslations('dashCatalogue');
  const table = useTranslations('dashboard.table');
  const spec = KINDS[kind];
  const columns = useMemo<ColumnDef<ListRow>[]>(
    () => [
      ...spec.columns.map((c): ColumnDef<ListRow> => ({
        id: c.id,
        header: t(`columns.${c.label}`),
        enableSorting: !!c.sortable,
        cell: ({ row }) => (
          <Cell kind={kind} spec={c} row={row.original} editHref={canEdit ? `${spec.path}/${row.original.id}` : undefined} />
        ),
      })),
      actionsColumn<ListRow>({
        label: table('actions'),
        name: (r) => r.name,
        editPath: canEdit ? spec.path : undefined,
        deleteAction: canDelete ? `${spec.prefix}.delete` : undefined,
      }),
    ],
    [kind, spec, canEdit, canDelete, t, table],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      total={total}
      query={query}
      getRowId={(r) => r.id}
      deleteAction={canDelete ? `${spec.prefix}.delete` : undefined}
      searchPlaceholder={t(`${kind}.search`)}
      emptyText={t(`${kind}.empty`)}
      caption={t(`${kind}.title`)}
      toolbar={toolbar}
    />
  );
}

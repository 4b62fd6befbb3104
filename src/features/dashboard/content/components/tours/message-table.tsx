'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { DataTable, type TableQuery } from '@/components/dashboard/data-table';
import { formatDashboardDate } from '@/lib/format';
import type { MessageRow } from '@/server/dashboard/content/tours-messages';

/** /dashboard/messages: contact messages, read-only. */
export function MessageTable({ rows, total, query }: { rows: MessageRow[]; total: number; query: TableQuery }) {
  const t = useTranslations('dashContent.messages');
  const columns: ColumnDef<MessageRow>[] = [
    {
      id: 'createdAt',
      header: t('date'),
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDashboardDate(row.original.createdAt)}</span>,
    },
    {
      id: 'name',
      header: t('from'),
      cell: ({ row }) => (
        <div className="min-w-0">
          <p className="font-medium text-fg">{row.original.name}</p>
          <a href={`mailto:${row.original.email}`} dir="ltr" className="block truncate text-xs text-fg-muted hover:underline">
            {row.original.email}
          </a>
          {row.original.phone && (
            <a href={`tel:${row.original.phone}`} dir="ltr" className="block text-xs text-fg-muted hover:underline">
              {row.original.phone}
            </a>
          )}
        </div>
      ),
    },
    { id: 'subject', header: t('subject'), cell: ({ row }) => row.original.subject || '—' },
    {
      id: 'message',
      header: t('message'),
      enableSorting: false,
      cell: ({ row }) => <p className="max-w-xl whitespace-pre-line text-sm text-fg">{row.original.message}</p>,
    },
  ];
  return (
    <DataTable
      columns={columns}
      data={rows}
      total={total}
      query={query}
      getRowId={(r) => r.id}
      searchPlaceholder={t('search')}
      emptyText={t('empty')}
    />
  );
}

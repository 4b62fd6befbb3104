'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { DataTable, type TableQuery } from '@/components/dashboard/data-table';
import { actionsColumn } from '@/components/dashboard/row-actions';
import { formatDashboardDate } from '@/lib/format';
import type { SubscriberDto } from '@/server/dashboard/subscribers';

export function SubscriberTable({
  rows,
  total,
  query,
  canDelete,
}: {
  rows: SubscriberDto[];
  total: number;
  query: TableQuery;
  canDelete: boolean;
}) {
  const t = useTranslations('dashCommerce.subscribers');
  const common = useTranslations('dashboard.common');
  const columns: ColumnDef<SubscriberDto>[] = [
    { id: 'email', header: t('email'), cell: ({ row }) => <span dir="ltr">{row.original.email}</span> },
    { id: 'createdAt', header: t('subscribedAt'), cell: ({ row }) => formatDashboardDate(row.original.createdAt) },
  ];
  if (canDelete) columns.push(actionsColumn({ label: common('delete'), name: (r) => r.email, deleteAction: 'subscriber.delete' }));
  return (
    <DataTable
      columns={columns}
      data={rows}
      total={total}
      query={query}
      getRowId={(r) => r.id}
      deleteAction={canDelete ? 'subscriber.delete' : undefined}
      searchPlaceholder={t('search')}
      emptyText={t('empty')}
      caption={t('title')}
    />
  );
}

'use client';

import { useMemo } from 'react';
import Link from 'next/link';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { DataTable, type TableQuery } from '@/components/dashboard/data-table';
import { actionsColumn } from '@/components/dashboard/row-actions';
import { formatDashboardDate } from '@/lib/format';
import type { StaffRowDto } from '@/server/dashboard/staff';
import { StatusBadge } from '@/components/dashboard/status-badge';

export function StaffTable({ rows, total, query }: { rows: StaffRowDto[]; total: number; query: TableQuery }) {
  const t = useTranslations('dashStaff.staff');
  const common = useTranslations('dashboard.common');
  const columns = useMemo<ColumnDef<StaffRowDto>[]>(
    () => [
      {
        id: 'name',
        header: t('name'),
        cell: ({ row }) => (
          <Link href={`/dashboard/staffs/${row.original.id}`} className="font-medium hover:underline">
            <bdi>{row.original.name}</bdi>
          </Link>
        ),
      },
      { id: 'email', header: t('email'), cell: ({ row }) => <bdi>{row.original.email}</bdi> },
      {
        id: 'active',
        header: t('status'),
        cell: ({ row }) => (
          <StatusBadge
            tone={row.original.active ? 'active' : 'inactive'}
            label={row.original.active ? common('active') : common('inactive')}
          />
        ),
      },
      {
        id: 'areas',
        header: t('areas'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="text-xs text-fg-muted">
            {row.original.areas.map((a) => t(`areaNames.${a}` as 'areaNames.order')).join(', ')}
          </span>
        ),
      },
      { id: 'createdAt', header: common('createdAt'), cell: ({ row }) => formatDashboardDate(row.original.createdAt) },
      actionsColumn({ label: common('edit'), name: (r) => r.name, editPath: '/dashboard/staffs', deleteAction: 'staff.delete' }),
    ],
    [t, common],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      total={total}
      query={query}
      getRowId={(r) => r.id}
      deleteAction="staff.delete"
      caption={t('title')}
    />
  );
}

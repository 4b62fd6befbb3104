'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { DataTable, type TableQuery } from '@/components/dashboard/data-table';
import { actionsColumn } from '@/components/dashboard/row-actions';
import { formatDashboardDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import type { CouponFormInitial } from './coupon-form';

export type CouponRow = CouponFormInitial;

export function CouponTable({
  rows,
  total,
  query,
  canEdit,
  canDelete,
  currency,
}: {
  rows: CouponRow[];
  total: number;
  query: TableQuery;
  canEdit: boolean;
  canDelete: boolean;
  currency: string;
}) {
  const t = useTranslations('dashCommerce.coupons');
  const common = useTranslations('dashboard.common');
  const locale = useLocale();
  const date = (iso: string | null) => (iso ? formatDashboardDate(iso) : t('noDate'));
  const columns: ColumnDef<CouponRow>[] = [
    { id: 'code', header: t('code'), cell: ({ row }) => <span className="font-mono font-semibold">{row.original.code}</span> },
    { id: 'discountPercent', header: t('discountPercent'), cell: ({ row }) => `${row.original.discountPercent}%` },
    { id: 'minimumSpend', header: t('minimumSpend'), cell: ({ row }) => formatMoney(row.original.minimumSpend, locale, currency) },
    {
      id: 'usedCount',
      header: t('usage'),
      cell: ({ row }) =>
        row.original.usageLimit === null
          ? t('usedUnlimited', { used: row.original.usedCount })
          : t('usedOf', { used: row.original.usedCount, limit: row.original.usageLimit }),
    },
    { id: 'startsAt', header: t('startsAt'), cell: ({ row }) => date(row.original.startsAt) },
    { id: 'expiresAt', header: t('expiresAt'), cell: ({ row }) => date(row.original.expiresAt) },
    {
      id: 'active',
      header: t('status'),
      cell: ({ row }) => (
        <span
          className={
            row.original.active
              ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800'
              : 'rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-fg-muted'
          }
        >
          {row.original.active ? common('active') : common('inactive')}
        </span>
      ),
    },
    actionsColumn({
      label: common('edit'),
      name: (r) => r.code,
      editPath: canEdit ? '/dashboard/coupons' : undefined,
      deleteAction: canDelete ? 'coupon.delete' : undefined,
    }),
  ];
  return (
    <DataTable
      columns={columns}
      data={rows}
      total={total}
      query={query}
      getRowId={(r) => r.id}
      deleteAction={canDelete ? 'coupon.delete' : undefined}
      searchPlaceholder={t('search')}
      emptyText={t('empty')}
      caption={t('title')}
    />
  );
}

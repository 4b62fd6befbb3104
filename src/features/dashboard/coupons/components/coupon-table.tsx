'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { DataTable, type TableQuery } from '@/components/dashboard/data-table';
import { actionsColumn } from '@/components/dashboard/row-actions';
import { formatDashboardDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { StatusBadge } from '@/components/dashboard/status-badge';
import type { CouponStatus } from '@/domain/commerce/coupons';
import type { CouponFormInitial } from './coupon-form';

export type CouponRow = CouponFormInitial & { status: CouponStatus };

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
    {
      id: 'code',
      header: t('code'),
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="font-mono font-semibold">{row.original.code}</span>
          {row.original.automatic && <span className="rounded bg-sky-50 px-1.5 py-0.5 text-xs text-sky-800">{t('automaticBadge')}</span>}
        </span>
      ),
    },
    {
      id: 'kind',
      header: t('discount'),
      cell: ({ row }) => {
        const c = row.original;
        const value =
          c.kind === 'percent'
            ? t('valuePercent', { percent: c.discountPercent ?? 0 })
            : c.kind === 'fixed'
              ? t('valueFixed', { amount: formatMoney(c.discountAmount ?? 0, locale, currency) })
              : t('kinds.free_delivery');
        return (
          <span className="whitespace-nowrap">
            {value}
            {(c.categoryIds.length > 0 || c.productIds.length > 0) && <span className="block text-xs text-fg-muted">{t('limited')}</span>}
          </span>
        );
      },
    },
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
      cell: ({ row }) => <StatusBadge tone={row.original.status} label={t(`statuses.${row.original.status}`)} />,
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

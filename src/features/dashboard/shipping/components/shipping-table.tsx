'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { DataTable, type TableQuery } from '@/components/dashboard/data-table';
import { LanguageCompleteness } from '@/components/dashboard/language-completeness';
import { actionsColumn } from '@/components/dashboard/row-actions';
import { shippingTextStatuses } from '@/domain/commerce/shipping';
import { formatMoney } from '@/lib/money';
import type { ShippingFormInitial } from './shipping-form';

export type ShippingRow = ShippingFormInitial;

export function ShippingTable({
  rows,
  total,
  query,
  canEdit,
  canDelete,
  currency,
}: {
  rows: ShippingRow[];
  total: number;
  query: TableQuery;
  canEdit: boolean;
  canDelete: boolean;
  currency: string;
}) {
  const t = useTranslations('dashCommerce.shipping');
  const common = useTranslations('dashboard.common');
  const languages = useTranslations('dashboard.languages');
  const locale = useLocale();
  const columns: ColumnDef<ShippingRow>[] = [
    {
      id: 'type',
      header: t('type'),
      cell: ({ row }) => (
        <span className="font-medium" dir="auto">
          {row.original.type}
        </span>
      ),
    },
    { id: 'area', header: t('area'), cell: ({ row }) => <span dir="auto">{row.original.area}</span> },
    {
      id: 'cost',
      header: t('cost'),
      cell: ({ row }) => {
        const o = row.original;
        const base = formatMoney(o.cost, locale, currency);
        // the rule in a few words: "$20.00 + $3.50 per box" (docs/requirements.md, "Delivery fees")
        return o.feeRule === 'flat'
          ? base
          : t(o.feeRule === 'perBox' ? 'ruleSummary.perBox' : 'ruleSummary.perKg', {
              base,
              rate: formatMoney(o.feeRate, locale, currency),
            });
      },
    },
    { id: 'position', header: t('position'), cell: ({ row }) => row.original.position },
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
    {
      id: 'languages',
      header: languages('completeness'),
      enableSorting: false,
      cell: ({ row: { original: o } }) => (
        <LanguageCompleteness states={shippingTextStatuses({ type: o.type, area: o.area }, o.translations)} testId="shipping-languages" />
      ),
    },
    actionsColumn({
      label: common('edit'),
      name: (r) => r.type,
      editPath: canEdit ? '/dashboard/shipping' : undefined,
      deleteAction: canDelete ? 'shipping.delete' : undefined,
    }),
  ];
  return (
    <DataTable
      columns={columns}
      data={rows}
      total={total}
      query={query}
      getRowId={(r) => r.id}
      deleteAction={canDelete ? 'shipping.delete' : undefined}
      searchPlaceholder={t('search')}
      emptyText={t('empty')}
      caption={t('title')}
    />
  );
}

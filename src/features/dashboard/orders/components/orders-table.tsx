'use client';

import { useMemo } from 'react';
import Link from 'next/link';
import type { ColumnDef } from '@tanstack/react-table';
import { Download } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { DataTable, type TableQuery } from '@/components/dashboard/data-table';
import { Select } from '@/components/dashboard/field';
import { DateRangeFilter, useUrlFilters } from '@/components/dashboard/table-filters';
import { filterParams, ORDER_SELECTION_MAX, type OrderListQuery } from '@/domain/orders/order-filters';
import { callAction } from '@/components/dashboard/call-action';
import { PAYMENT_METHODS } from '@/domain/payments/methods';
import { PAYMENT_STATUSES } from '@/domain/payments/status';
import { ORDER_STATUSES } from '@/domain/orders/status';
import { formatDashboardDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import type { OrderRowDto } from '@/server/dashboard/orders';
import type { OrderViewDto } from '@/server/dashboard/orders/order-views';
import { StatusBadge } from '@/components/dashboard/status-badge';
import { PaymentStatusBadge } from '@/components/dashboard/payment-status-badge';
import { SampleBadge } from '@/components/orders/sample-badge';
import { TagChips, TagFilter } from '@/components/dashboard/staff-tags';
import { OrdersBulkActions } from './orders-bulk-actions';
import { OrderViews } from './order-views';
import { viewQuery } from '@/domain/orders/order-views';

/** The orders DataTable with its toolbar: status, payment and date filters (in the URL) and the CSV export. */
export function OrdersTable({
  rows,
  tags,
  views,
  total,
  query,
  currencySymbol,
  canEdit = false,
}: {
  rows: OrderRowDto[];
  /** every tag the staff gave an order, for the tag filter */
  tags: string[];
  /** the saved views (docs/requirements.md, "Saved views") */
  views: OrderViewDto[];
  total: number;
  query: OrderListQuery;
  currencySymbol: string;
  /** `order` edit: the selected rows can also be moved to a status together (any viewer prints their documents) */
  canEdit?: boolean;
}) {
  const t = useTranslations('dashOrders');
  const locale = useLocale();
  const setFilter = useUrlFilters();

  const columns = useMemo<ColumnDef<OrderRowDto>[]>(
    () => [
      {
        id: 'number',
        header: t('orders.number'),
        cell: ({ row }) => (
          <>
            <Link
              href={`/dashboard/orders/${row.original.id}`}
              className="font-semibold whitespace-nowrap text-fg underline-offset-2 hover:underline"
              aria-label={t('orders.view', { number: row.original.number })}
            >
              <bdi>{row.original.number}</bdi>
              {row.original.samples && <SampleBadge label={t('orders.samples')} testId="order-samples-marker" className="ms-2" />}
            </Link>
            {row.original.tags.length > 0 && (
              <span className="mt-1 flex max-w-56 flex-wrap gap-1">
                <TagChips tags={row.original.tags} label={t('orders.tags')} onPick={(tag) => setFilter({ tag })} />
              </span>
            )}
          </>
        ),
      },
      {
        id: 'createdAt',
        header: t('orders.date'),
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDashboardDate(row.original.createdAt)}</span>,
      },
      {
        id: 'customer',
        header: t('orders.customer'),
        cell: ({ row }) => (
          // a long name or address is cut with an ellipsis (whole in the tooltip), so it never widens the table
          <div className="w-max max-w-56 min-w-32">
            <bdi className="block truncate font-medium" title={row.original.customer}>
              {row.original.customer}
            </bdi>
            <bdi className="block truncate text-xs text-fg-muted" title={row.original.email}>
              {row.original.email}
            </bdi>
          </div>
        ),
      },
      { id: 'items', header: t('orders.items'), enableSorting: false, cell: ({ row }) => row.original.itemCount },
      {
        id: 'total',
        header: t('orders.total'),
        cell: ({ row }) => (
          <span className="font-medium whitespace-nowrap tabular-nums">{formatMoney(row.original.total, locale, currencySymbol)}</span>
        ),
      },
      {
        id: 'status',
        header: t('orders.status'),
        cell: ({ row }) => <StatusBadge tone={row.original.status} label={t(`status.${row.original.status}`)} />,
      },
      {
        id: 'payment',
        header: t('orders.payment'),
        enableSorting: false,
        cell: ({ row }) => (
          <div className="space-y-0.5">
            <PaymentStatusBadge
              status={row.original.paymentStatus}
              amountPaid={row.original.amountPaid}
              balanceDue={row.original.balanceDue}
              symbol={currencySymbol}
            />
            <span className="block text-xs text-fg-muted">{t(`paymentMethod.${row.original.paymentMethod}`)}</span>
          </div>
        ),
      },
    ],
    [t, locale, currencySymbol, setFilter],
  );

  const csvHref = `/api/dashboard/orders.csv?${filterParams(query)}`;
  const hasFilters = !!(query.status || query.paymentStatus || query.paymentMethod || query.samples || query.tag || query.from || query.to);
  const tableQuery: TableQuery = { q: query.q, page: query.page, pageSize: query.pageSize, sort: query.sort, dir: query.dir };

  const toolbar = (
    <div className="flex flex-wrap items-end gap-2">
      <OrderViews views={views} current={filterParams(query).toString()} unfiltered={viewQuery({})} canEdit={canEdit} />
      <Select
        aria-label={t('orders.status')}
        className="h-9 w-auto"
        value={query.status ?? ''}
        onChange={(e) => setFilter({ status: e.target.value })}
      >
        <option value="">{t('orders.allStatuses')}</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </Select>
      <Select
        aria-label={t('orders.payment')}
        className="h-9 w-auto"
        value={query.paymentStatus ?? ''}
        onChange={(e) => setFilter({ paymentStatus: e.target.value })}
      >
        <option value="">{t('orders.allPayments')}</option>
        {PAYMENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`paymentStatus.${s}`)}
          </option>
        ))}
      </Select>
      <Select
        aria-label={t('orders.method')}
        className="h-9 w-auto"
        value={query.paymentMethod ?? ''}
        onChange={(e) => setFilter({ paymentMethod: e.target.value })}
      >
        <option value="">{t('orders.allMethods')}</option>
        {PAYMENT_METHODS.map((s) => (
          <option key={s} value={s}>
            {t(`paymentMethod.${s}`)}
          </option>
        ))}
      </Select>
      <Select
        aria-label={t('orders.samplesFilter')}
        className="h-9 w-auto"
        value={query.samples ?? ''}
        onChange={(e) => setFilter({ samples: e.target.value })}
      >
        <option value="">{t('orders.allOrders')}</option>
        <option value="yes">{t('orders.withSamples')}</option>
        <option value="no">{t('orders.withoutSamples')}</option>
      </Select>
      <TagFilter
        tags={tags}
        value={query.tag}
        label={t('orders.tags')}
        allLabel={t('orders.allTags')}
        onChange={(tag) => setFilter({ tag })}
      />
      <DateRangeFilter
        key={`${query.from ?? ''}|${query.to ?? ''}`}
        from={query.from}
        to={query.to}
        labels={{ from: t('orders.from'), to: t('orders.to'), apply: t('orders.apply') }}
        onApply={setFilter}
      />
      {hasFilters && (
        <button
          type="button"
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          onClick={() => setFilter({ status: '', paymentStatus: '', paymentMethod: '', samples: '', tag: '', from: '', to: '' })}
        >
          {t('orders.clear')}
        </button>
      )}
      <a href={csvHref} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'ms-auto' })} download>
        <Download className="size-4" aria-hidden />
        {t('orders.export')}
      </a>
    </div>
  );

  return (
    <DataTable
      columns={columns}
      data={rows}
      total={total}
      query={tableQuery}
      getRowId={(r) => r.id}
      searchPlaceholder={t('orders.searchPlaceholder')}
      toolbar={toolbar}
      bulkActions={(selected, clear) => <OrdersBulkActions orders={selected} clear={clear} canEdit={canEdit} />}
      selectAllMatching={{
        max: ORDER_SELECTION_MAX,
        // the orders of the same search and filters, in the same order, as many as a selection holds
        load: async () => {
          const result = await callAction('order.list', { ...query, page: 1, pageSize: ORDER_SELECTION_MAX });
          return result.ok ? result.data.rows : null;
        },
      }}
      emptyText={t('orders.empty')}
      caption={t('orders.title')}
    />
  );
}

'use client';

import { useCallback, useMemo } from 'react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { ColumnDef } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { DataTable, type TableQuery } from '@/components/dashboard/data-table';
import { formatDashboardDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import type { CustomerRowDto } from '@/server/dashboard/customers';
import { TagChips, TagFilter } from '@/components/dashboard/staff-tags';
import { StatusBadge } from '@/components/dashboard/status-badge';
import { Select } from '@/components/dashboard/field';
import { buttonClasses } from '@/components/ui/button';
import { CUSTOMER_KINDS, type CustomerListQuery } from '@/domain/customers/customer-list-query';

export function CustomersTable({
  rows,
  total,
  tags,
  query,
  currencySymbol,
}: {
  rows: CustomerRowDto[];
  total: number;
  /** every tag given to a customer, for the filter */
  tags: string[];
  query: TableQuery & Pick<CustomerListQuery, 'kind' | 'tag'>;
  currencySymbol: string;
}) {
  const t = useTranslations('dashCustomers.customers');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const setFilter = useCallback(
    (name: 'kind' | 'tag', value: string) => {
      const next = new URLSearchParams(params.toString());
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      router.replace(`${pathname}${next.size ? `?${next}` : ''}`, { scroll: false });
    },
    [params, pathname, router],
  );
  // the CSV has the table's search, filters and sort, every page
  const csvParams = new URLSearchParams(params.toString());
  csvParams.delete('page');
  csvParams.delete('pageSize');
  const csvHref = `/api/dashboard/customers.csv${csvParams.size ? `?${csvParams}` : ''}`;
  const columns = useMemo<ColumnDef<CustomerRowDto>[]>(
    () => [
      {
        id: 'name',
        header: t('name'),
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-2">
            <Link href={`/dashboard/users/${row.original.id}`} className="font-medium hover:underline">
              <bdi>{row.original.name}</bdi>
            </Link>
            {!row.original.hasLogin && <StatusBadge tone="guest" label={t('guest')} />}
            <TagChips tags={row.original.tags} label={t('tags')} onPick={(tag) => setFilter('tag', tag)} />
          </span>
        ),
      },
      { id: 'email', header: t('email'), cell: ({ row }) => <bdi>{row.original.email}</bdi> },
      {
        id: 'phone',
        header: t('phone'),
        enableSorting: false,
        cell: ({ row }) => (
          <bdi dir="ltr" className="whitespace-nowrap">
            {row.original.phone ?? ''}
          </bdi>
        ),
      },
      { id: 'orderCount', header: t('orders'), cell: ({ row }) => <span className="tabular-nums">{row.original.orderCount}</span> },
      {
        id: 'totalSpent',
        header: t('spent'),
        cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.totalSpent, locale, currencySymbol)}</span>,
      },
      {
        id: 'lastOrderAt',
        header: t('lastOrder'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{row.original.lastOrderAt ? formatDashboardDate(row.original.lastOrderAt) : ''}</span>
        ),
      },
      {
        id: 'state',
        header: t('state'),
        enableSorting: false,
        cell: ({ row }) => (
          <StatusBadge tone={row.original.blocked ? 'blocked' : 'active'} label={row.original.blocked ? t('blocked') : t('allowed')} />
        ),
      },
      {
        id: 'createdAt',
        header: t('joined'),
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDashboardDate(row.original.createdAt)}</span>,
      },
    ],
    [t, locale, currencySymbol, setFilter],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      total={total}
      query={query}
      getRowId={(r) => r.id}
      searchPlaceholder={t('searchPlaceholder')}
      caption={t('title')}
      toolbar={
        <>
          <Select
            aria-label={t('kind')}
            className="h-9 w-auto"
            value={query.kind ?? ''}
            onChange={(e) => setFilter('kind', e.target.value)}
          >
            <option value="">{t('kindAll')}</option>
            {CUSTOMER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(k === 'guest' ? 'kindGuest' : 'kindRegistered')}
              </option>
            ))}
          </Select>
          <TagFilter tags={tags} value={query.tag} label={t('tags')} allLabel={t('tagAll')} onChange={(tag) => setFilter('tag', tag)} />
          <a href={csvHref} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'ms-auto' })} download>
            {t('export')}
          </a>
        </>
      }
    />
  );
}

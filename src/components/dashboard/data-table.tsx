'use client';

import { useEffect, useMemo, useState, useTransition } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowSelectionState } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Search, Trash2 } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { callAction, type DeleteActionName } from './call-action';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { ConfirmDialog } from './confirm-dialog';
import { deleteDialogKeys } from './delete-texts';
import { useDashboardErrorText } from './use-error-text';

export interface TableQuery {
  q: string;
  page: number;
  pageSize: number;
  sort?: string;
  dir: 'asc' | 'desc';
}

const PAGE_SIZES = [10, 20, 50, 100];

/**
 * Server-side table: the rows of one page come from the server; search, sort and paging live in the URL
 * (`?q=&sort=&dir=&page=&pageSize=`), so the page re-renders on the server with the new query. Optional
 * bulk select, with delete through a dashboard action taking `{ids}` and the table's own actions on the selection
 * (`bulkActions`).
 */
export function DataTable<T>({
  columns,
  data,
  total,
  query,
  getRowId,
  deleteAction,
  bulkActions,
  selectAllMatching,
  searchPlaceholder,
  toolbar,
  emptyText,
  caption,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: T[];
  total: number;
  query: TableQuery;
  getRowId: (row: T) => string;
  deleteAction?: DeleteActionName;
  /** what the table offers for the selected rows besides delete; `clear` empties the selection */
  bulkActions?: (selected: T[], clear: () => void) => React.ReactNode;
  /**
   * "Select all N matching": offered once every row of the page is selected and more rows match the search and
   * filters; `load` reads them (at most `max`, the most a bulk action takes), or null when it could not.
   */
  selectAllMatching?: { max: number; load: () => Promise<T[] | null> };
  searchPlaceholder?: string;
  toolbar?: React.ReactNode;
  emptyText?: React.ReactNode;
  caption?: string;
}) {
  const t = useTranslations('dashboard.table');
  const common = useTranslations('dashboard.common');
  const confirmText = useTranslations('dashboard.confirm');
  const errorText = useDashboardErrorText().result;
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();
  const [search, setSearch] = useState(query.q);
  const [selection, setSelection] = useState<RowSelectionState>({});
  /** every row matching the search and filters, once staff chose "Select all N matching" (else the page's selection) */
  const [matching, setMatching] = useState<T[] | null>(null);
  const [loadingMatching, setLoadingMatching] = useState(false);
  const clearSelection = () => {
    setSelection({});
    setMatching(null);
  };
  const [confirm, setConfirm] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const navigate = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params.toString());
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, v);
    }
    clearSelection();
    startTransition(() => router.replace(`${pathname}${next.size ? `?${next}` : ''}`, { scroll: false }));
  };

  // debounced search: 300 ms after the last keystroke, back to page 1
  useEffect(() => {
    if (search.trim() === query.q) return;
    const id = setTimeout(() => navigate({ q: search.trim(), page: undefined }), 300);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const selectable = !!deleteAction || !!bulkActions;
  const allColumns = useMemo<ColumnDef<T>[]>(() => {
    if (!selectable) return columns;
    const select: ColumnDef<T> = {
      id: '__select',
      enableSorting: false,
      header: ({ table }) => (
        <input
          type="checkbox"
          aria-label={t('selectAll')}
          className="size-4 accent-[var(--secondary-strong)]"
          checked={table.getIsAllRowsSelected()}
          ref={(el) => {
            if (el) el.indeterminate = table.getIsSomeRowsSelected();
          }}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={t('selectRow')}
          className="size-4 accent-[var(--secondary-strong)]"
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    };
    return [select, ...columns];
  }, [columns, selectable, t]);

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack returns fresh functions; nothing here is memoised on them
  const table = useReactTable({
    data,
    columns: allColumns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableRowSelection: selectable,
    state: { rowSelection: selection },
    onRowSelectionChange: (change) => {
      // unticking a row (or the page) leaves "all matching" for the page's own selection
      setMatching(null);
      setSelection(change);
    },
  });

  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  const selectedRows = matching ?? data.filter((row) => selection[getRowId(row)]);
  const selectedIds = selectedRows.map(getRowId);
  const pageAllSelected = data.length > 0 && data.every((row) => selection[getRowId(row)]);
  const offerAllMatching = !!selectAllMatching && pageAllSelected && !matching && total > data.length;

  const selectMatching = async () => {
    if (!selectAllMatching) return;
    setLoadingMatching(true);
    const rows = await selectAllMatching.load();
    setLoadingMatching(false);
    if (!rows) {
      toast.error(errorText({ ok: false, status: 500, error: 'somethingWentWrong' }));
      return;
    }
    setMatching(rows);
  };

  const removeSelected = async () => {
    if (!deleteAction) return;
    setDeleting(true);
    const result = await callAction(deleteAction, { ids: selectedIds });
    setDeleting(false);
    setConfirm(false);
    if (result.ok) {
      toast.success(common('deleted'));
      clearSelection();
      router.refresh();
    } else toast.error(errorText(result));
  };

  const sortHeader = (id: string, label: React.ReactNode, canSort: boolean) => {
    if (!canSort) return label;
    const active = query.sort === id;
    const nextDir = active && query.dir === 'asc' ? 'desc' : 'asc';
    const Icon = !active ? ArrowUpDown : query.dir === 'asc' ? ArrowUp : ArrowDown;
    return (
      <button
        type="button"
        className="inline-flex items-center gap-1 uppercase tracking-wide hover:text-fg"
        onClick={() => navigate({ sort: id, dir: nextDir, page: undefined })}
      >
        {label}
        <Icon className={cn('size-3.5', !active && 'opacity-40')} aria-hidden />
        {active && <span className="sr-only">{query.dir === 'asc' ? t('sortAsc') : t('sortDesc')}</span>}
      </button>
    );
  };

  return (
    // min-w-0: a wide table scrolls inside its own container (below), never the page
    <div className="min-w-0 rounded-lg border border-line bg-surface shadow-xs">
      <div className="flex flex-wrap items-center gap-3 border-b border-line p-3">
        {/* min-w-48: a wide toolbar wraps to the next line instead of squeezing the search box */}
        <label className="relative min-w-48 flex-1 sm:max-w-xs">
          <span className="sr-only">{t('search')}</span>
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted" aria-hidden />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={searchPlaceholder ?? t('search')}
            className="h-9 w-full rounded-md border border-line bg-surface ps-9 pe-3 text-sm focus:border-secondary-strong focus:outline-none focus:ring-2 focus:ring-secondary-strong/20"
          />
        </label>
        {toolbar}
        {selectable && selectedIds.length > 0 && (
          <div className="ms-auto flex min-w-0 flex-wrap items-center gap-2 text-sm">
            <span className="text-fg-muted">{t('selected', { count: selectedIds.length })}</span>
            {bulkActions?.(selectedRows, clearSelection)}
            {deleteAction && (
              <Button size="sm" variant="outline" className="text-red-700" onClick={() => setConfirm(true)}>
                <Trash2 className="size-4" aria-hidden /> {t('deleteSelected')}
              </Button>
            )}
          </div>
        )}
      </div>
      {(offerAllMatching || matching) && selectAllMatching && (
        <p
          className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 border-b border-line bg-primary/10 px-4 py-2 text-sm"
          data-testid="select-matching"
        >
          <span>{matching ? t('allMatchingSelected', { count: matching.length }) : t('pageSelected', { count: data.length })}</span>
          {matching ? (
            <button type="button" className="font-semibold text-secondary-strong underline" onClick={clearSelection}>
              {t('clearSelection')}
            </button>
          ) : (
            <button
              type="button"
              className="font-semibold text-secondary-strong underline disabled:opacity-60"
              disabled={loadingMatching}
              onClick={() => void selectMatching()}
            >
              {total > selectAllMatching.max
                ? t('selectFirstMatching', { max: selectAllMatching.max, total })
                : t('selectAllMatching', { total })}
            </button>
          )}
        </p>
      )}
      <div className={cn('relative overflow-x-auto transition-opacity', pending && 'opacity-60')} aria-busy={pending}>
        <table className="w-full text-sm">
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className="bg-surface-muted/60 text-xs font-semibold uppercase tracking-wide text-fg-muted">
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => (
                  <th
                    key={h.id}
                    scope="col"
                    className={cn('px-4 py-2.5 text-start whitespace-nowrap', h.column.id === '__select' && 'w-10')}
                    aria-sort={query.sort === h.column.id ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {h.isPlaceholder
                      ? null
                      : sortHeader(
                          h.column.id,
                          flexRender(h.column.columnDef.header, h.getContext()),
                          h.column.id !== '__select' && h.column.columnDef.enableSorting !== false,
                        )}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-line">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={cn('hover:bg-surface-muted/40', row.getIsSelected() && 'bg-primary/10')}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-2.5 align-middle">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {data.length === 0 && (
              <tr>
                <td colSpan={allColumns.length} className="px-4 py-12 text-center text-fg-muted">
                  {emptyText ?? t('noResults')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-2.5 text-sm text-fg-muted">
        <span>{pending ? t('loading') : t('total', { count: total })}</span>
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2">
            <span>{t('rowsPerPage')}</span>
            <select
              className="h-8 rounded-md border border-line bg-surface px-2 text-fg"
              value={query.pageSize}
              onChange={(e) => navigate({ pageSize: e.target.value, page: undefined })}
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <span>{t('pageOf', { page: Math.min(query.page, pages), pages })}</span>
          <div className="flex gap-1">
            <Button
              size="sm"
              variant="outline"
              className="h-8 px-2"
              aria-label={t('previous')}
              disabled={query.page <= 1}
              onClick={() => navigate({ page: String(query.page - 1) })}
            >
              <ChevronLeft className="size-4 flip-rtl" aria-hidden />
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="h-8 px-2"
              aria-label={t('next')}
              disabled={query.page >= pages}
              onClick={() => navigate({ page: String(query.page + 1) })}
            >
              <ChevronRight className="size-4 flip-rtl" aria-hidden />
            </Button>
          </div>
        </div>
      </div>
      {deleteAction && (
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title={confirmText(deleteDialogKeys(deleteAction).title, { count: selectedIds.length })}
          description={confirmText('deleteMany', { count: selectedIds.length })}
          cancelLabel={confirmText(deleteDialogKeys(deleteAction).keep, { count: selectedIds.length })}
          confirmLabel={confirmText(deleteDialogKeys(deleteAction).confirm, { count: selectedIds.length })}
          onConfirm={removeSelected}
          busy={deleting}
        />
      )}
    </div>
  );
}

'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { DataTable, type TableQuery } from '@/components/dashboard/data-table';
import { LanguageCompleteness } from '@/components/dashboard/language-completeness';
import { actionsColumn } from '@/components/dashboard/row-actions';
import { formatDashboardDate } from '@/lib/format';
import type { BlogRow } from '@/server/dashboard/content/blogs';

/** /dashboard/blogs: posts with search, sort, paging and (with the right) delete. */
export function BlogTable({
  rows,
  total,
  query,
  canEdit,
  canDelete,
}: {
  rows: BlogRow[];
  total: number;
  query: TableQuery;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const t = useTranslations('dashContent.blogs');
  const common = useTranslations('dashboard.common');
  const languages = useTranslations('dashboard.languages');
  const date = (iso: string | null) => (iso ? formatDashboardDate(iso) : '—');
  const columns: ColumnDef<BlogRow>[] = [
    {
      id: 'title',
      header: t('title'),
      cell: ({ row }) => (
        <div className="min-w-0">
          <p className="font-medium text-fg">{row.original.title}</p>
          <p className="text-xs text-fg-muted wrap-anywhere">/blogs/{row.original.slug}</p>
        </div>
      ),
    },
    { id: 'category', header: t('category'), enableSorting: false, cell: ({ row }) => row.original.category ?? '—' },
    {
      id: 'status',
      header: t('status'),
      cell: ({ row }) => (
        <span
          className={cn(
            'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
            row.original.status === 'published' ? 'bg-green-100 text-green-800' : 'bg-surface-muted text-fg-muted',
          )}
        >
          {common(row.original.status)}
        </span>
      ),
    },
    {
      id: 'languages',
      header: languages('completeness'),
      enableSorting: false,
      cell: ({ row }) => <LanguageCompleteness states={row.original.languages} testId="blog-languages" />,
    },
    { id: 'publishedAt', header: t('publishedAt'), cell: ({ row }) => date(row.original.publishedAt) },
    { id: 'updatedAt', header: common('updatedAt'), cell: ({ row }) => date(row.original.updatedAt) },
    actionsColumn({
      label: t('actions'),
      name: (r) => r.title,
      editPath: canEdit ? '/dashboard/blogs' : undefined,
      deleteAction: canDelete ? 'blogs.delete' : undefined,
    }),
  ];
  return (
    <DataTable
      columns={columns}
      data={rows}
      total={total}
      query={query}
      getRowId={(r) => r.id}
      deleteAction={canDelete ? 'blogs.delete' : undefined}
      searchPlaceholder={t('search')}
      emptyText={t('empty')}
    />
  );
}

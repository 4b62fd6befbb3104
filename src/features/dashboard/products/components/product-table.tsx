'use client';

import { useTransition } from 'react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { ColumnDef } from '@tanstack/react-table';
import { Copy, ImageOff } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { DataTable, type TableQuery } from '@/components/dashboard/data-table';
import { RowActions } from '@/components/dashboard/row-actions';
import { useActionForm } from '@/components/dashboard/use-action-form';
import type { ProductListQuery, ProductListRow } from '@/domain/catalogue/product-form';
import { formatMoney } from '@/lib/money';
import { LanguageCompleteness } from '@/components/dashboard/language-completeness';

const FILTER_CLASSES = 'h-9 rounded-md border border-line bg-surface px-2 text-sm text-fg focus:border-secondary-strong focus:outline-none';

/** The product table: thumbnail, name, category, price / sale price, stock, published; row and bulk actions by rights. */
export function ProductTable({
  rows,
  total,
  query,
  access,
  categories,
  currencySymbol,
}: {
  rows: ProductListRow[];
  total: number;
  query: ProductListQuery;
  access: { view: boolean; edit: boolean; delete: boolean };
  categories: { id: string; name: string }[];
  currencySymbol: string;
}) {
  const t = useTranslations('dashProducts.list');
  const locale = useLocale();
  const money = (v: string) => formatMoney(v, locale, currencySymbol);
  const common = useTranslations('dashboard.common');
  const languages = useTranslations('dashboard.languages');
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [, startTransition] = useTransition();
  const { submit, pending } = useActionForm();

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params.toString());
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    startTransition(() => router.replace(`${pathname}${next.size ? `?${next}` : ''}`, { scroll: false }));
  };

  const duplicate = async (row: ProductListRow) => {
    await submit(
      'product.duplicate',
      { id: row.id },
      { successMessage: t('duplicated'), onSuccess: (d) => router.push(`/dashboard/product/${d.id}`) },
    );
  };

  const columns: ColumnDef<ProductListRow>[] = [
    {
      id: 'name',
      header: common('name'),
      cell: ({ row: { original: p } }) => (
        <div className="flex min-w-44 max-w-xs items-center gap-3">
          <div className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-md border border-line bg-surface-muted">
            {p.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- small dashboard thumbnail
              <img src={p.image} alt="" className="size-full object-cover" loading="lazy" />
            ) : (
              <ImageOff className="size-4 text-fg-muted" aria-hidden />
            )}
          </div>
          <div className="min-w-0">
            {access.edit || access.view ? (
              <Link
                href={`/dashboard/product/${p.id}`}
                dir="auto"
                className="line-clamp-2 font-medium text-fg hover:underline rtl:text-right"
              >
                {p.name}
              </Link>
            ) : (
              <span dir="auto" className="line-clamp-2 font-medium rtl:text-right">
                {p.name}
              </span>
            )}
            <span className="block text-xs break-words text-fg-muted">
              {p.sku ? (
                <>
                  {t('sku')}: <bdi className="whitespace-nowrap">{p.sku}</bdi>
                </>
              ) : (
                <bdi className="break-all">{p.slug}</bdi>
              )}
              {p.type === 'variable' && <span className="ms-2 rounded bg-surface-muted px-1.5 py-0.5">{t('variable')}</span>}
            </span>
          </div>
        </div>
      ),
    },
    {
      id: 'category',
      header: t('category'),
      enableSorting: false,
      cell: ({ row: { original: p } }) => (
        <span>
          {p.category}
          {p.subcategory && <span className="block text-xs text-fg-muted">{p.subcategory}</span>}
        </span>
      ),
    },
    {
      id: 'price',
      header: t('price'),
      cell: ({ row: { original: p } }) =>
        p.discount !== p.price ? (
          <span className="whitespace-nowrap">
            <span className="font-semibold text-fg">{money(p.discount)}</span> <s className="text-xs text-fg-muted">{money(p.price)}</s>
          </span>
        ) : (
          <span className="whitespace-nowrap font-semibold">{money(p.price)}</span>
        ),
    },
    {
      id: 'quantity',
      header: t('stock'),
      cell: ({ row: { original: p } }) =>
        p.quantity === -1 ? (
          <span className="text-emerald-700">{t('unlimited')}</span>
        ) : p.quantity === 0 ? (
          <span className="font-medium text-red-700">{t('outOfStock')}</span>
        ) : (
          <span>{p.quantity}</span>
        ),
    },
    {
      id: 'published',
      header: t('status'),
      enableSorting: false,
      cell: ({ row: { original: p } }) => (
        <span className="flex flex-wrap gap-1">
          <span
            className={
              p.published
                ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800'
                : 'rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-fg-muted'
            }
          >
            {p.published ? common('published') : common('draft')}
          </span>
          {p.featured && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">{t('featured')}</span>}
        </span>
      ),
    },
    {
      id: 'languages',
      header: languages('completeness'),
      enableSorting: false,
      cell: ({ row: { original: p } }) => <LanguageCompleteness states={p.languages} testId="product-languages" />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      enableSorting: false,
      cell: ({ row: { original: p } }) => (
        <RowActions
          itemName={p.name}
          editHref={access.edit ? `/dashboard/product/${p.id}` : undefined}
          deleteAction={access.delete ? 'product.delete' : undefined}
          deleteInput={{ ids: [p.id] }}
        >
          {access.edit && (
            <button
              type="button"
              disabled={pending}
              onClick={() => void duplicate(p)}
              aria-label={`${common('duplicate')}: ${p.name}`}
              title={common('duplicate')}
              className="inline-flex size-8 items-center justify-center rounded-md text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg"
            >
              <Copy className="size-4" aria-hidden />
            </button>
          )}
        </RowActions>
      ),
    },
  ];

  const tableQuery: TableQuery = { q: query.q, page: query.page, pageSize: query.pageSize, sort: query.sort, dir: query.dir };
  return (
    <DataTable
      columns={columns}
      data={rows}
      total={total}
      query={tableQuery}
      getRowId={(r) => r.id}
      deleteAction={access.delete ? 'product.delete' : undefined}
      searchPlaceholder={t('search')}
      caption={t('caption')}
      emptyText={t('empty')}
      toolbar={
        <div className="flex flex-wrap items-center gap-2">
          <select
            aria-label={t('category')}
            className={FILTER_CLASSES}
            value={query.category ?? ''}
            onChange={(e) => setFilter('category', e.target.value)}
          >
            <option value="">{t('allCategories')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <select
            aria-label={t('status')}
            className={FILTER_CLASSES}
            value={query.published ?? ''}
            onChange={(e) => setFilter('published', e.target.value)}
          >
            <option value="">{t('allStatuses')}</option>
            <option value="yes">{common('published')}</option>
            <option value="no">{common('draft')}</option>
          </select>
          <select
            aria-label={t('stock')}
            className={FILTER_CLASSES}
            value={query.stock ?? ''}
            onChange={(e) => setFilter('stock', e.target.value)}
          >
            <option value="">{t('allStock')}</option>
            <option value="in">{t('inStock')}</option>
            <option value="out">{t('outOfStock')}</option>
          </select>
        </div>
      }
    />
  );
}

'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Plus, Search } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/dashboard/field';
import { callAction, type DashboardActionData } from '@/components/dashboard/call-action';
import { useSearch } from '@/components/dashboard/use-search';
import { UNLIMITED_STOCK_COUNT } from '@/domain/catalogue/stock';

export type Found = DashboardActionData<'order.findProducts'>;

const searchProducts = async (q: string): Promise<Found | null> => {
  const result = await callAction('order.findProducts', { q });
  return result.ok ? result.data : [];
};

/** Search the catalogue (name or SKU) and add a product or one of its variants. */
export function ProductSearch({
  onAdd,
  money,
  isOnOrder,
}: {
  onAdd: (p: Found[number], o: Found[number]['options'][number]) => void;
  money: (v: string) => string;
  isOnOrder: (productId: string, variantId: string | null) => boolean;
}) {
  const t = useTranslations('dashOrders.edit');
  const [q, setQ] = useState('');
  const products = useSearch(q, searchProducts);
  const busy = q.trim().length >= 2 && products === null;

  return (
    <div className="mt-5">
      <label htmlFor="edit-product-search" className="mb-1.5 block text-sm font-semibold">
        {t('addTitle')}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted" aria-hidden />
        <Input
          id="edit-product-search"
          type="search"
          className="ps-9"
          placeholder={t('search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      {busy && <p className="mt-2 text-xs text-fg-muted">{t('searching')}</p>}
      {products && products.length === 0 && <p className="mt-2 text-sm text-fg-muted">{t('noResults')}</p>}
      {products && products.length > 0 && (
        <ul className="mt-2 max-h-72 divide-y divide-line overflow-y-auto rounded-md border border-line" aria-label={t('addTitle')}>
          {products.flatMap((p) =>
            p.options.map((o) => {
              const label = [p.name, o.variant].filter(Boolean).join(' · ');
              const onOrder = isOnOrder(p.productId, o.variantId);
              return (
                <li key={`${p.productId}/${o.variantId}`} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                  <div className="min-w-0 flex-1">
                    <bdi className="block truncate font-medium">{p.name}</bdi>
                    <span className="text-xs text-fg-muted">
                      {[o.variant, o.sku].filter(Boolean).join(' · ')}
                      {o.variant || o.sku ? ' · ' : ''}
                      {o.stock >= UNLIMITED_STOCK_COUNT ? t('unlimited') : o.stock > 0 ? t('inStock', { count: o.stock }) : t('outOfStock')}
                    </span>
                  </div>
                  <span className="tabular-nums">{money(o.price)}</span>
                  {onOrder ? (
                    // its quantity is changed in the lines above
                    <span className="text-xs font-medium text-fg-muted">{t('onOrder')}</span>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={o.stock === 0}
                      aria-label={t('add', { name: label })}
                      onClick={() => onAdd(p, o)}
                    >
                      <Plus className="size-4" aria-hidden />
                      {t('addButton')}
                    </Button>
                  )}
                </li>
              );
            }),
          )}
        </ul>
      )}
    </div>
  );
}

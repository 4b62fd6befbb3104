'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { PickAdd, PickItem, PickList, PickSearch } from '@/components/dashboard/pick-list';
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
    <PickSearch id="edit-product-search" label={t('addTitle')} placeholder={t('search')} value={q} onChange={setQ}>
      {busy && <p className="mt-2 text-xs text-fg-muted">{t('searching')}</p>}
      {products && products.length === 0 && <p className="mt-2 text-sm text-fg-muted">{t('noResults')}</p>}
      {products && products.length > 0 && (
        <PickList label={t('addTitle')}>
          {products.flatMap((p) =>
            p.options.map((o) => {
              const label = [p.name, o.variant].filter(Boolean).join(' · ');
              return (
                <PickItem
                  key={`${p.productId}/${o.variantId}`}
                  name={p.name}
                  details={
                    <>
                      {[o.variant, o.sku].filter(Boolean).join(' · ')}
                      {o.variant || o.sku ? ' · ' : ''}
                      {o.stock >= UNLIMITED_STOCK_COUNT ? t('unlimited') : o.stock > 0 ? t('inStock', { count: o.stock }) : t('outOfStock')}
                    </>
                  }
                  aside={<span className="tabular-nums">{money(o.price)}</span>}
                  action={
                    isOnOrder(p.productId, o.variantId) ? (
                      // its quantity is changed in the lines above
                      <span className="text-xs font-medium text-fg-muted">{t('onOrder')}</span>
                    ) : (
                      <PickAdd
                        label={t('add', { name: label })}
                        text={t('addButton')}
                        disabled={o.stock === 0}
                        onClick={() => onAdd(p, o)}
                      />
                    )
                  }
                />
              );
            }),
          )}
        </PickList>
      )}
    </PickSearch>
  );
}

'use client';

import { Trash2 } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/dashboard/field';
import { SampleBadge } from '@/components/orders/sample-badge';
import { sampleRefusal } from '@/domain/cart/samples';

/** one buyable line the search found: a simple product, or one variant of a variable product */
export type ProductOption = {
  productId: string;
  variantId?: string;
  name: string;
  variant: string | null;
  sku: string | null;
  unitPrice: string;
  stock: number;
  /** the product offers free samples */
  samples: boolean;
};
/** a line of the order: boxes of an option, or its free sample (one unit, priced 0 by the server) */
export type Line = ProductOption & { qty: number; sample?: boolean };

export const lineKey = (l: { productId: string; variantId?: string; sample?: boolean }) =>
  `${l.productId}/${l.variantId ?? ''}${l.sample ? '/sample' : ''}`;

/** The phone order's product search results: each option with its price and stock, to add as boxes or as a free sample. */
export function ProductResults({
  products,
  lines,
  money,
  stockText,
  onAdd,
  onSample,
}: {
  products: ProductOption[];
  lines: Line[];
  money: (v: number | string) => string;
  stockText: (stock: number) => string;
  onAdd: (p: ProductOption) => void;
  onSample: (p: ProductOption) => void;
}) {
  const t = useTranslations('dashOrders');
  return (
    <ul
      className="mt-2 max-h-72 divide-y divide-line overflow-y-auto rounded-md border border-line text-sm"
      aria-label={t('newOrder.findProduct')}
    >
      {products.length === 0 && <li className="px-3 py-2 text-fg-muted">{t('newOrder.noProducts')}</li>}
      {products.map((p) => {
        const label = p.variant ? `${p.name} · ${p.variant}` : p.name;
        return (
          <li key={lineKey(p)} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span className="min-w-0">
              <bdi className="font-medium">{label}</bdi>{' '}
              <span className="text-fg-muted">
                {money(p.unitPrice)} · {stockText(p.stock)}
              </span>
            </span>
            <span className="flex gap-2">
              {p.samples && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={!!sampleRefusal(lines, p)}
                  title={sampleRefusal(lines, p) ? t(`newOrder.sampleRefused.${sampleRefusal(lines, p)!}`) : undefined}
                  onClick={() => onSample(p)}
                  aria-label={t('newOrder.addSample', { name: label })}
                >
                  {t('newOrder.sample')}
                </Button>
              )}
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={p.stock <= 0}
                onClick={() => onAdd(p)}
                aria-label={t('newOrder.add', { name: label })}
              >
                +
              </Button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The phone order's lines: quantity, the quoted line total, remove. */
export function OrderLines({
  lines,
  quoted: quotedLines,
  errorOf,
  money,
  stockText,
  onQuantity,
  onRemove,
}: {
  lines: Line[];
  quoted: { lineTotal: number | string }[] | undefined;
  errorOf: (index: number) => string | undefined;
  money: (v: number | string) => string;
  stockText: (stock: number) => string;
  onQuantity: (line: Line, qty: number) => void;
  onRemove: (line: Line) => void;
}) {
  const t = useTranslations('dashOrders');
  return lines.length === 0 ? (
    <p className="text-sm text-fg-muted">{t('newOrder.noLines')}</p>
  ) : (
    <table className="w-full text-sm">
      <tbody className="divide-y divide-line">
        {lines.map((l, i) => {
          const label = l.variant ? `${l.name} · ${l.variant}` : l.name;
          const quoted = quotedLines?.[i];
          return (
            <tr key={lineKey(l)}>
              <td className="py-2 pe-2">
                <bdi className="font-medium">{label}</bdi>
                {l.sample ? (
                  <SampleBadge label={t('order.sample')} className="ms-2" testId="phone-order-sample" />
                ) : (
                  <span className="block text-xs text-fg-muted">
                    {money(l.unitPrice)} · {stockText(l.stock)}
                  </span>
                )}
                {errorOf(i) && <span className="block text-xs text-red-700">{errorOf(i)}</span>}
              </td>
              <td className="w-24 py-2 pe-2">
                <Input
                  disabled={l.sample}
                  type="number"
                  min={1}
                  max={l.stock}
                  value={l.qty}
                  aria-label={t('newOrder.quantityOf', { name: label })}
                  onChange={(e) => onQuantity(l, Math.max(1, Math.floor(Number(e.target.value) || 1)))}
                />
              </td>
              <td className="py-2 pe-2 text-end tabular-nums">{quoted ? money(quoted.lineTotal) : ''}</td>
              <td className="w-10 py-2 text-end">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t('newOrder.remove', { name: label })}
                  onClick={() => onRemove(l)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

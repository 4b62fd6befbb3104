'use client';

import { useEffect, useMemo, useState } from 'react';
import { AddressEditor } from '@/components/dashboard/address-editor';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Minus, Plus, Trash2 } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/dashboard/field';
import { callAction, type DashboardActionData } from '@/components/dashboard/call-action';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import type { AddressInfo } from '@/domain/cart/cart';
import { MAX_LINE_QUANTITY } from '@/domain/cart/cart';
import { editAddressSchema } from '@/domain/orders/order-edit';
import type { SummaryRow } from '@/domain/orders/summary';
import { formatMoney } from '@/lib/money';
import type { ActionFailure } from '@/lib/action-result';
import { NotifyCustomer } from './notify-customer';
import { ProductSearch, type Found } from './order-editor-search';

interface Line {
  /** the order line, or null for a line added in this edit */
  itemId: string | null;
  productId: string | null;
  variantId: string | null;
  name: string;
  variant: string | null;
  unitPrice: string;
  qty: number;
}

type Preview = DashboardActionData<'order.previewEdit'>;

/**
 * The order in edit mode (docs/requirements.md, "Editing an order"): quantity steppers, remove buttons, a product
 * search to add a line, the shipping address, and the totals after the change as the server prices them
 * (`order.previewEdit`, nothing written) before "Save changes to the order" writes them (`order.edit`).
 */
export function OrderEditor({
  order,
  currencySymbol,
  closeHref,
}: {
  order: {
    id: string;
    number: string;
    version: string;
    shipping: AddressInfo;
    /** a showroom pickup: the contact only (docs/requirements.md, "Showroom pickup") */
    pickup: boolean;
    items: {
      id: string;
      name: string;
      variant: string | null;
      unitPrice: string;
      quantity: number;
      productId: string | null;
      variantId: string | null;
    }[];
  };
  currencySymbol: string;
  /** the order page without the edit mode */
  closeHref: string;
}) {
  const t = useTranslations('dashOrders.edit');
  const tOrder = useTranslations('dashOrders.order');
  const all = useTranslations();
  const errorText = useDashboardErrorText();
  const locale = useLocale();
  const router = useRouter();
  const money = (v: string | number) => formatMoney(v, locale, currencySymbol);
  const [lines, setLines] = useState<Line[]>(() =>
    order.items.map((i) => ({
      itemId: i.id,
      productId: i.productId,
      variantId: i.variantId,
      name: i.name,
      variant: i.variant,
      unitPrice: i.unitPrice,
      qty: i.quantity,
    })),
  );
  const [shipping, setShipping] = useState<AddressInfo>(order.shipping);
  const [priced, setPriced] = useState<{ key: string; preview: Preview | null; error: string | null } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [notify, setNotify] = useState(true);
  const fieldText = (key?: string) =>
    key ? (all.has(`dashOrders.edit.validation.${key}`) ? all(`dashOrders.edit.validation.${key}`) : errorText.field(key)) : undefined;
  const failureText = (f: ActionFailure) => errorText.result(f);

  const payload = useMemo(
    () => ({
      id: order.id,
      version: order.version,
      items: lines.filter((l) => l.itemId).map((l) => ({ itemId: l.itemId!, qty: l.qty })),
      add: lines.filter((l) => !l.itemId).map((l) => ({ productId: l.productId!, variantId: l.variantId ?? undefined, qty: l.qty })),
    }),
    [lines, order.id, order.version],
  );

  // the totals after the change, priced by the server a moment after the last change
  const key = JSON.stringify(payload);
  useEffect(() => {
    if (!payload.items.length && !payload.add.length) return;
    let live = true;
    const timer = setTimeout(async () => {
      const result = await callAction('order.previewEdit', payload);
      if (live) setPriced({ key, preview: result.ok ? result.data : null, error: result.ok ? null : failureText(result) });
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- priced again when the lines change (key is the payload)
  }, [key]);
  const empty = !lines.length;
  const calculating = !empty && priced?.key !== key;
  const preview = calculating ? null : (priced?.preview ?? null);
  const previewError = empty ? t('empty') : calculating ? null : (priced?.error ?? null);

  const setQty = (n: number, qty: number) =>
    setLines((ls) => ls.map((l, k) => (k === n ? { ...l, qty: Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(qty) || 1)) } : l)));
  const remove = (n: number) => setLines((ls) => ls.filter((_, k) => k !== n));
  const add = (p: Found[number], o: Found[number]['options'][number]) =>
    setLines((ls) => [
      ...ls,
      { itemId: null, productId: p.productId, variantId: o.variantId, name: p.name, variant: o.variant, unitPrice: o.price, qty: 1 },
    ]);

  const save = async () => {
    const parsed = editAddressSchema(order.pickup).safeParse(shipping);
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.reverse().map((i) => [`shipping.${i.path.join('.')}`, i.message])));
      return;
    }
    setSaving(true);
    const result = await callAction('order.edit', { ...payload, shipping: parsed.data, notify });
    setSaving(false);
    if (result.ok) {
      toast.success(t('saved', { total: money(result.data.total) }));
      router.replace(closeHref);
      router.refresh();
    } else {
      setFieldErrors(result.fieldErrors ?? {});
      toast.error(failureText(result));
    }
  };

  const pricedLines = new Map(preview?.lines.map((l) => [l.itemId ?? `${l.productId}/${l.variantId ?? ''}`, l]));
  const lineTotal = (l: Line) => pricedLines.get(l.itemId ?? `${l.productId}/${l.variantId ?? ''}`)?.lineTotal;

  return (
    <section className="rounded-lg border-2 border-secondary-strong bg-surface p-5 shadow-xs" aria-labelledby="edit-order-title">
      <h2 id="edit-order-title" className="text-base font-semibold">
        {t('title', { number: order.number })}
      </h2>
      <p className="mt-1 mb-4 text-xs text-fg-muted">{t('hint')}</p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-sm">
          <thead className="border-b border-line text-xs text-fg-muted">
            <tr>
              <th className="py-2 text-start font-medium">{tOrder('product')}</th>
              <th className="py-2 text-end font-medium">{tOrder('unitPrice')}</th>
              <th className="py-2 text-center font-medium">{tOrder('quantity')}</th>
              <th className="py-2 text-end font-medium">{tOrder('lineTotal')}</th>
              <th className="py-2" />
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {lines.map((l, n) => {
              const label = [l.name, l.variant].filter(Boolean).join(' · ');
              const total = lineTotal(l);
              return (
                <tr key={l.itemId ?? `${l.productId}/${l.variantId}`} data-testid="edit-line">
                  <td className="py-2 pe-3">
                    <bdi className="block font-medium">{l.name}</bdi>
                    <span className="text-xs text-fg-muted">
                      {l.variant && <bdi>{l.variant}</bdi>}
                      {!l.itemId && <span className="ms-1 rounded bg-secondary-strong/15 px-1.5 py-0.5 font-semibold">{t('new')}</span>}
                    </span>
                  </td>
                  <td className="py-2 text-end tabular-nums">{money(l.unitPrice)}</td>
                  <td className="py-2">
                    <div className="mx-auto flex w-fit items-center gap-1">
                      <button
                        type="button"
                        className={buttonClasses({ variant: 'outline', size: 'sm', className: 'w-9 px-0' })}
                        aria-label={t('decrease', { name: label })}
                        disabled={l.qty <= 1}
                        onClick={() => setQty(n, l.qty - 1)}
                      >
                        <Minus className="size-4" aria-hidden />
                      </button>
                      <Input
                        className="h-9 w-16 text-center tabular-nums"
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={MAX_LINE_QUANTITY}
                        dir="ltr"
                        aria-label={t('quantityOf', { name: label })}
                        value={l.qty}
                        onChange={(e) => setQty(n, Number(e.target.value))}
                      />
                      <button
                        type="button"
                        className={buttonClasses({ variant: 'outline', size: 'sm', className: 'w-9 px-0' })}
                        aria-label={t('increase', { name: label })}
                        disabled={l.qty >= MAX_LINE_QUANTITY}
                        onClick={() => setQty(n, l.qty + 1)}
                      >
                        <Plus className="size-4" aria-hidden />
                      </button>
                    </div>
                  </td>
                  <td className="py-2 text-end font-medium tabular-nums">{total ? money(total) : '…'}</td>
                  <td className="py-2 ps-2 text-end">
                    <button
                      type="button"
                      className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'w-9 px-0 text-red-700' })}
                      aria-label={t('remove', { name: label })}
                      onClick={() => remove(n)}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <ProductSearch onAdd={add} money={money} isOnOrder={(p, v) => lines.some((l) => l.productId === p && (l.variantId ?? null) === v)} />

      <fieldset className="mt-6">
        <legend className="mb-2 text-sm font-semibold">{t('address')}</legend>
        <AddressEditor
          idPrefix="edit-shipping"
          value={shipping}
          onChange={setShipping}
          error={(f) => fieldText(fieldErrors[`shipping.${f}`])}
        />
      </fieldset>

      <div className="mt-6 flex flex-wrap items-end justify-between gap-4 border-t border-line pt-4">
        <div className="flex flex-wrap items-center gap-2">
          <div className="basis-full pb-1">
            <NotifyCustomer id="order-edit-notify" checked={notify} onChange={setNotify} />
          </div>
          <Button
            onClick={() => void save()}
            disabled={saving || !lines.length || calculating || !!previewError || !!preview?.short.length}
          >
            {t('save')}
          </Button>
          <Button variant="outline" onClick={() => router.replace(closeHref)}>
            {t('discard')}
          </Button>
        </div>
        <div className="w-full max-w-xs text-sm" aria-live="polite">
          <h3 className="mb-1 font-semibold">{t('newTotals')}</h3>
          {previewError ? (
            <p role="alert" className="text-red-700">
              {previewError}
            </p>
          ) : !preview || calculating ? (
            <p className="text-fg-muted">{t('calculating')}</p>
          ) : (
            <>
              <dl className="space-y-1" data-testid="edit-totals" aria-busy={calculating}>
                {preview.rows.map((row) => (
                  <div
                    key={row.kind === 'tax' ? `tax-${row.name}` : row.kind}
                    className={row.kind === 'total' ? 'flex justify-between border-t border-line pt-1 font-bold' : 'flex justify-between'}
                  >
                    <dt>{rowLabel(row, tOrder)}</dt>
                    <dd className="tabular-nums">{money(row.amount)}</dd>
                  </div>
                ))}
              </dl>
              {preview.short.map((s) => (
                <p key={s.label} role="alert" className="mt-2 text-red-700">
                  {t('short', { label: s.label, available: s.available, needed: s.needed })}
                </p>
              ))}
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/** The label of a summary row, as the order page writes it. */
function rowLabel(row: SummaryRow, t: ReturnType<typeof useTranslations<'dashOrders.order'>>): string {
  if (row.kind === 'discount') return row.code ? t('coupon', { code: row.code }) : t('discount');
  if (row.kind === 'tax') return t('taxLine', { name: row.name, rate: row.rate });
  return t(row.kind);
}

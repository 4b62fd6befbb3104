'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/components/dashboard/call-action';
import { Field, FormSection, Input, Select } from '@/components/dashboard/field';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { fieldErrorsOf } from '@/lib/limit-message';
import { recordStockSchema, STOCK_RECORD_KINDS, VARIANT_REQUIRED, type StockRecordKind } from '@/domain/catalogue/stock-record';
import type { StockHolding } from '@/server/dashboard/products/stock-movements';

type FieldName = 'variantId' | 'kind' | 'quantity' | 'note';

/**
 * "Record stock" on a product's stock page (docs/requirements.md, "Stock ledger"): boxes received from a supplier,
 * written off, or counted, for the product or one of its variants, with a note; checked in the browser with the
 * server's schema, then recorded as a movement. Unlimited stock is left to the product form.
 */
export function RecordStockForm({ productId, holdings }: { productId: string; holdings: StockHolding[] }) {
  const t = useTranslations('dashProducts.stock');
  const errorText = useDashboardErrorText();
  const router = useRouter();
  const counted = holdings.filter((h) => h.onHand >= 0);
  const variable = holdings.some((h) => h.variantId);
  const [variantId, setVariantId] = useState(variable ? '' : (counted[0]?.variantId ?? ''));
  const [kind, setKind] = useState<StockRecordKind>('received');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);

  if (!counted.length)
    return <p className="mb-4 rounded-lg border border-line bg-surface p-4 text-sm text-fg-muted">{t('allUnlimited')}</p>;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = { productId, variantId, kind, quantity: quantity.trim() === '' ? Number.NaN : Number(quantity), note };
    const checked = recordStockSchema.safeParse(input);
    if (!checked.success) return setErrors(fieldErrorsOf(checked.error));
    if (variable && !variantId) return setErrors({ variantId: VARIANT_REQUIRED });
    setBusy(true);
    const result = await callAction('product.recordStock', checked.data);
    setBusy(false);
    if (result.ok) {
      setErrors({});
      setQuantity('');
      setNote('');
      toast.success(t('recorded', { onHand: result.data.onHand }));
      router.refresh();
      return;
    }
    if (result.fieldErrors && Object.keys(result.fieldErrors).length) return setErrors(result.fieldErrors as typeof errors);
    toast.error(errorText.result(result));
  };

  return (
    <form onSubmit={submit} noValidate className="mb-4" aria-label={t('record')}>
      <FormSection title={t('record')} description={t('recordHint')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {variable && (
            <Field label={t('variant')} htmlFor="stock-variant" error={errors.variantId} required>
              <Select id="stock-variant" value={variantId} invalid={!!errors.variantId} onChange={(e) => setVariantId(e.target.value)}>
                <option value="">{t('chooseVariant')}</option>
                {holdings.map((h) => (
                  <option key={h.variantId} value={h.variantId} disabled={h.onHand < 0}>
                    {t(h.onHand < 0 ? 'variantUnlimited' : 'variantHeld', { variant: h.variant ?? '—', onHand: h.onHand })}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field label={t('kind')} htmlFor="stock-kind" error={errors.kind} required>
            <Select id="stock-kind" value={kind} onChange={(e) => setKind(e.target.value as StockRecordKind)}>
              {STOCK_RECORD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`recordKinds.${k}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t(`quantityOf.${kind}`)} htmlFor="stock-quantity" error={errors.quantity} required>
            <Input
              id="stock-quantity"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              dir="ltr"
              value={quantity}
              invalid={!!errors.quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </Field>
          <Field label={t('note')} htmlFor="stock-note" error={errors.note} hint={t('noteHint')}>
            <Input id="stock-note" value={note} maxLength={200} invalid={!!errors.note} onChange={(e) => setNote(e.target.value)} />
          </Field>
        </div>
        <div className="mt-4">
          <Button type="submit" disabled={busy}>
            {t('recordButton')}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}

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
import { lotLabel, LOT_CODE_MAX, LOT_DETAIL_MAX } from '@/domain/catalogue/stock-locations';
import type { LotChoice, StockHolding } from '@/server/dashboard/products/stock-movements';

type FieldName = 'variantId' | 'kind' | 'quantity' | 'note' | 'locationId' | 'lotId' | 'lotCode' | 'shade' | 'caliber';
/** the lot select's choice for a lot not yet recorded */
const NEW_LOT = 'new';

/**
 * "Record stock" on a product's stock page (docs/requirements.md, "Stock ledger"; "Locations and lots"): boxes received
 * from a supplier, written off, or counted, for the product or one of its variants, at a location (the first by
 * default) and of a dye lot (a recorded one, or a new one received), with a note; checked in the browser with the
 * server's schema, then recorded as a movement. Unlimited stock is left to the product form.
 */
export function RecordStockForm({
  productId,
  holdings,
  locations = [],
  lots = [],
  lotTracked = false,
}: {
  productId: string;
  holdings: StockHolding[];
  locations?: { id: string; name: string }[];
  lots?: LotChoice[];
  lotTracked?: boolean;
}) {
  const t = useTranslations('dashProducts.stock');
  const errorText = useDashboardErrorText();
  const router = useRouter();
  const counted = holdings.filter((h) => h.onHand >= 0);
  const variable = holdings.some((h) => h.variantId);
  const [variantId, setVariantId] = useState(variable ? '' : (counted[0]?.variantId ?? ''));
  const [kind, setKind] = useState<StockRecordKind>('received');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [locationId, setLocationId] = useState(locations[0]?.id ?? '');
  const [lot, setLot] = useState(lotTracked ? NEW_LOT : '');
  const [lotCode, setLotCode] = useState('');
  const [shade, setShade] = useState('');
  const [caliber, setCaliber] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);

  const variantLots = lots.filter((l) => l.variantId === variantId);
  const showLots = lotTracked || variantLots.length > 0;
  const newLot = showLots && lotTracked && kind === 'received' && lot === NEW_LOT;

  if (!counted.length)
    return <p className="mb-4 rounded-lg border border-line bg-surface p-4 text-sm text-fg-muted">{t('allUnlimited')}</p>;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const isNew = lot === NEW_LOT && kind === 'received';
    const input = {
      productId,
      variantId,
      kind,
      quantity: quantity.trim() === '' ? Number.NaN : Number(quantity),
      note,
      locationId,
      lotId: lot === NEW_LOT ? '' : lot,
      lotCode: isNew ? lotCode : '',
      shade: isNew ? shade : '',
      caliber: isNew ? caliber : '',
    };
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
      setLotCode('');
      setShade('');
      setCaliber('');
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
          {locations.length > 1 && (
            <Field label={t('location')} htmlFor="stock-location" error={errors.locationId} required>
              <Select id="stock-location" value={locationId} invalid={!!errors.locationId} onChange={(e) => setLocationId(e.target.value)}>
                {locations.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {showLots && (
            <Field label={t('lot')} htmlFor="stock-lot" error={errors.lotId} required={lotTracked && kind === 'received'}>
              <Select id="stock-lot" value={lot} invalid={!!errors.lotId} onChange={(e) => setLot(e.target.value)}>
                <option value="">{t('noLot')}</option>
                {variantLots.map((l) => (
                  <option key={l.id} value={l.id}>
                    {lotLabel(l)}
                  </option>
                ))}
                {lotTracked && kind === 'received' && <option value={NEW_LOT}>{t('newLot')}</option>}
              </Select>
            </Field>
          )}
          {newLot && (
            <>
              <Field label={t('lotCode')} htmlFor="stock-lot-code" error={errors.lotCode} hint={t('lotCodeHint')} required>
                <Input
                  id="stock-lot-code"
                  value={lotCode}
                  maxLength={LOT_CODE_MAX}
                  invalid={!!errors.lotCode}
                  onChange={(e) => setLotCode(e.target.value)}
                />
              </Field>
              <Field label={t('shade')} htmlFor="stock-lot-shade" error={errors.shade}>
                <Input
                  id="stock-lot-shade"
                  value={shade}
                  maxLength={LOT_DETAIL_MAX}
                  invalid={!!errors.shade}
                  onChange={(e) => setShade(e.target.value)}
                />
              </Field>
              <Field label={t('caliber')} htmlFor="stock-lot-caliber" error={errors.caliber}>
                <Input
                  id="stock-lot-caliber"
                  value={caliber}
                  maxLength={LOT_DETAIL_MAX}
                  invalid={!!errors.caliber}
                  onChange={(e) => setCaliber(e.target.value)}
                />
              </Field>
            </>
          )}
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

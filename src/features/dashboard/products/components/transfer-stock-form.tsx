'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/components/dashboard/call-action';
import { Field, FormSection, Input, Select } from '@/components/dashboard/field';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { holdingLabel } from '@/domain/catalogue/stock-locations';
import { transferSchema } from '@/domain/catalogue/stock-record';
import { fieldErrorsOf } from '@/lib/limit-message';
import type { PlaceHolding } from '@/server/dashboard/products/stock-movements';

const keyOf = (p: PlaceHolding) => `${p.variantId}/${p.locationId}/${p.lot?.id ?? ''}`;

/**
 * "Move stock between locations" on a product's stock page (docs/requirements.md, "Locations and lots"): boxes of one
 * holding (variant, place and lot) moved to another location; the product's stock stays as it was.
 */
export function TransferStockForm({
  productId,
  places,
  locations,
}: {
  productId: string;
  places: PlaceHolding[];
  locations: { id: string; name: string }[];
}) {
  const t = useTranslations('dashProducts.stock');
  const errorText = useDashboardErrorText();
  const router = useRouter();
  const [from, setFrom] = useState(places.length === 1 ? keyOf(places[0]) : '');
  const [toId, setToId] = useState('');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!places.length || locations.length < 2) return null;
  const source = places.find((p) => keyOf(p) === from);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!source) return setErrors({ fromId: 'required' });
    const input = {
      productId,
      variantId: source.variantId,
      lotId: source.lot?.id ?? '',
      fromId: source.locationId,
      toId,
      quantity: quantity.trim() === '' ? Number.NaN : Number(quantity),
      note,
    };
    const checked = transferSchema.safeParse(input);
    if (!checked.success) return setErrors(fieldErrorsOf(checked.error));
    setBusy(true);
    const result = await callAction('product.transferStock', checked.data);
    setBusy(false);
    if (result.ok) {
      setErrors({});
      setQuantity('');
      setNote('');
      toast.success(t('transferred', { count: result.data.moved }));
      router.refresh();
      return;
    }
    if (result.fieldErrors && Object.keys(result.fieldErrors).length) return setErrors(result.fieldErrors);
    toast.error(errorText.result(result));
  };

  return (
    <form onSubmit={submit} noValidate className="mb-4" aria-label={t('transfer')}>
      <FormSection title={t('transfer')} description={t('transferHint')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('from')} htmlFor="transfer-from" error={errors.fromId ?? errors.lotId ?? errors.variantId} required>
            <Select id="transfer-from" value={from} invalid={!!errors.fromId} onChange={(e) => setFrom(e.target.value)}>
              <option value="">{t('chooseFrom')}</option>
              {places.map((p) => (
                <option key={keyOf(p)} value={keyOf(p)}>
                  {t('fromHeld', { place: [p.variant, holdingLabel(p)].filter(Boolean).join(' · '), count: p.quantity })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('to')} htmlFor="transfer-to" error={errors.toId} required>
            <Select id="transfer-to" value={toId} invalid={!!errors.toId} onChange={(e) => setToId(e.target.value)}>
              <option value="">{t('chooseTo')}</option>
              {locations.map((l) => (
                <option key={l.id} value={l.id} disabled={l.id === source?.locationId}>
                  {l.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('transferQuantity')} htmlFor="transfer-quantity" error={errors.quantity} required>
            <Input
              id="transfer-quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={source?.quantity}
              step={1}
              dir="ltr"
              value={quantity}
              invalid={!!errors.quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </Field>
          <Field label={t('note')} htmlFor="transfer-note" error={errors.note}>
            <Input id="transfer-note" value={note} maxLength={200} invalid={!!errors.note} onChange={(e) => setNote(e.target.value)} />
          </Field>
        </div>
        <div className="mt-4">
          <Button type="submit" disabled={busy}>
            {t('transferButton')}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}

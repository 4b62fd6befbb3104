'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/components/dashboard/call-action';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { Field, FormSection, Input } from '@/components/dashboard/field';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { outstanding, purchaseOrderNumber, stillExpected } from '@/domain/catalogue/purchase-orders';
import { deliverySchema } from '@/domain/catalogue/stock-record';
import { fieldErrorsOf } from '@/lib/limit-message';
import { missingLots } from '@/domain/catalogue/stock-locations';
import { LotInputs } from './delivery-form';
import type { PurchaseOrderDetail } from '@/server/dashboard/products/purchase-orders';

interface Draft {
  quantity: string;
  lotCode: string;
  shade: string;
  caliber: string;
}

/**
 * "Receive against this order" and "Close the order" (docs/requirements.md, "Purchase orders"): each line still
 * expected starts at what it still expects; staff change what came (an empty or 0 line is not part of this delivery),
 * give the lot of a lot-tracked product, and record it as a delivery of the order. Closing says nothing more will come.
 */
export function PurchaseOrderReceive({ order }: { order: PurchaseOrderDetail }) {
  const t = useTranslations('dashProducts.purchaseOrders');
  const d = useTranslations('dashProducts.deliveries');
  const errorText = useDashboardErrorText();
  const router = useRouter();
  const open = order.items.filter((l) => outstanding(l) > 0);
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    open.map((l) => ({ quantity: String(outstanding(l)), lotCode: '', shade: '', caliber: '' })),
  );
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [closing, setClosing] = useState(false);

  if (!stillExpected(order.state)) return null;

  const change = (i: number, patch: Partial<Draft>) => setDrafts((ds) => ds.map((x, k) => (k === i ? { ...x, ...patch } : x)));

  // the lines of this delivery, with the index of the order line each came from (for its errors)
  const taken = open
    .map((l, i) => ({ l, i, draft: drafts[i] }))
    .filter(({ draft }) => draft.quantity.trim() !== '' && Number(draft.quantity) !== 0);

  const receive = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = {
      purchaseOrderId: order.id,
      supplier: order.supplier,
      reference,
      note,
      lines: taken.map(({ l, draft }) => ({
        productId: l.productId,
        variantId: l.variantId,
        locationId: l.locationId,
        quantity: Number(draft.quantity),
        lotCode: l.lotTracked ? draft.lotCode : '',
        shade: l.lotTracked ? draft.shade : '',
        caliber: l.lotTracked ? draft.caliber : '',
      })),
    };
    // errors name the delivery's lines; the form shows them at the order's
    const toForm = (fields: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(fields).map(([k, v]) => {
          const m = /^lines\.(\d+)\.(.+)$/.exec(k);
          return [m ? `lines.${taken[Number(m[1])]?.i}.${m[2]}` : k, v];
        }),
      );
    const checked = deliverySchema.safeParse(input);
    const lots = toForm(missingLots(taken.map(({ l, draft }) => ({ lotTracked: l.lotTracked, lotCode: draft.lotCode }))));
    if (!checked.success) return setErrors({ ...lots, ...toForm(fieldErrorsOf(checked.error)) });
    if (Object.keys(lots).length) return setErrors(lots);
    setBusy(true);
    const result = await callAction('product.receiveDelivery', checked.data);
    setBusy(false);
    if (result.ok) {
      setErrors({});
      setReference('');
      setNote('');
      toast.success(t('receivedToast'));
      router.refresh();
      return;
    }
    if (result.fieldErrors && Object.keys(result.fieldErrors).length) return setErrors(toForm(result.fieldErrors));
    toast.error(errorText.result(result));
    // received or closed meanwhile (another tab, another staff member): the page shows the order as it is now
    router.refresh();
  };

  const close = async () => {
    setBusy(true);
    const result = await callAction('product.closePurchaseOrder', { id: order.id });
    setBusy(false);
    setClosing(false);
    if (!result.ok) return toast.error(errorText.result(result));
    toast.success(t('closedToast'));
    router.refresh();
  };

  return (
    <>
      <form onSubmit={receive} noValidate className="mb-6" aria-label={t('receive')}>
        <FormSection title={t('receive')} description={t('receiveHint')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('deliveryReference')} htmlFor="po-reference" error={errors.reference}>
              <Input id="po-reference" value={reference} invalid={!!errors.reference} onChange={(e) => setReference(e.target.value)} />
            </Field>
            <Field label={d('note')} htmlFor="po-note" error={errors.note}>
              <Input id="po-note" value={note} invalid={!!errors.note} onChange={(e) => setNote(e.target.value)} />
            </Field>
          </div>
          <table className="mt-5 w-full text-sm" data-testid="purchase-order-receive">
            <thead className="border-b border-line text-xs text-fg-muted">
              <tr>
                <th className="py-2 pe-3 text-start font-medium">{t('product')}</th>
                <th className="py-2 pe-3 text-end font-medium">{t('outstanding')}</th>
                <th className="py-2 text-start font-medium">{t('boxesNow')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {open.map((l, i) => {
                const label = [l.name, l.variant].filter(Boolean).join(' · ');
                const error = errors[`lines.${i}.quantity`] ?? errors[`lines.${i}.productId`] ?? errors[`lines.${i}.variantId`];
                const lotError = errors[`lines.${i}.lotCode`] ?? errors[`lines.${i}.shade`] ?? errors[`lines.${i}.caliber`];
                return (
                  <tr key={l.id}>
                    <td className="py-2 pe-3 align-top">
                      <bdi className="font-medium">{label}</bdi>
                      <bdi className="block text-xs text-fg-muted">{l.location}</bdi>
                    </td>
                    <td className="py-2 pe-3 text-end align-top tabular-nums">{outstanding(l)}</td>
                    <td className="py-2 align-top">
                      <Input
                        id={`po-line-${i}`}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        dir="ltr"
                        className="w-20 sm:w-28"
                        aria-label={t('boxesNowOf', { name: label })}
                        value={drafts[i].quantity}
                        invalid={!!error}
                        onChange={(e) => change(i, { quantity: e.target.value })}
                      />
                      {error && (
                        <p role="alert" className="mt-1 text-xs font-medium text-red-700">
                          {errorText.field(error)}
                        </p>
                      )}
                      {l.lotTracked && (
                        <div className="mt-2">
                          <LotInputs
                            id={`po-line-${i}`}
                            name={label}
                            lot={drafts[i]}
                            error={lotError && errorText.field(lotError)}
                            onChange={(patch) => change(i, patch)}
                          />
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {errors.lines && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {errorText.field(errors.lines)}
            </p>
          )}
          <div className="mt-5 flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {t('receiveButton')}
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={() => setClosing(true)}>
              {t('close')}
            </Button>
          </div>
        </FormSection>
      </form>
      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title={t('closeTitle', { number: purchaseOrderNumber(order.number) })}
        description={t('closeBody')}
        confirmLabel={t('close')}
        cancelLabel={t('keepOpen')}
        onConfirm={close}
        busy={busy}
      />
    </>
  );
}

'use client';

import { Fragment, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Trash2 } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { callAction, type DashboardActionData } from '@/components/dashboard/call-action';
import { Field, FormSection, Input, Select, Textarea } from '@/components/dashboard/field';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { useSearch } from '@/components/dashboard/use-search';
import { PickAdd, PickItem, PickList, PickSearch } from '@/components/dashboard/pick-list';
import { purchaseOrderSchema } from '@/domain/catalogue/purchase-orders';
import { deliverySchema } from '@/domain/catalogue/stock-record';
import { LOT_CODE_MAX, LOT_DETAIL_MAX, missingLots } from '@/domain/catalogue/stock-locations';
import { fieldErrorsOf } from '@/lib/limit-message';

type Found = DashboardActionData<'product.findHoldings'>;
interface Line {
  productId: string;
  variantId: string;
  label: string;
  onHand: number;
  quantity: string;
  lotTracked: boolean;
  locationId: string;
  lotCode: string;
  shade: string;
  caliber: string;
}

const findHoldings = async (q: string): Promise<Found | null> => {
  const result = await callAction('product.findHoldings', { q });
  return result.ok ? result.data : [];
};

type Lot = { lotCode: string; shade: string; caliber: string };

/**
 * A received line's dye lot: its code (as printed on the box), shade and caliber, with the lot's error; of a delivery
 * and of a delivery against a purchase order.
 */
export function LotInputs({
  id,
  name,
  lot,
  error,
  onChange,
}: {
  id: string;
  name: string;
  lot: Lot;
  error?: string;
  onChange: (patch: Partial<Lot>) => void;
}) {
  const t = useTranslations('dashProducts.deliveries');
  const fields = [
    ['lotCode', 'lot', 'w-32', LOT_CODE_MAX, t('lotCode'), t('lotCodeOf', { name })],
    ['shade', 'shade', 'w-28', LOT_DETAIL_MAX, t('shade'), t('shadeOf', { name })],
    ['caliber', 'caliber', 'w-28', LOT_DETAIL_MAX, t('caliber'), t('caliberOf', { name })],
  ] as const;
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {fields.map(([key, suffix, width, max, placeholder, label]) => (
          <Input
            key={key}
            id={`${id}-${suffix}`}
            className={width}
            placeholder={placeholder}
            aria-label={label}
            maxLength={max}
            value={lot[key]}
            invalid={key === 'lotCode' && !!error}
            onChange={(e) => onChange({ [key]: e.target.value })}
          />
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * "Record a delivery" (docs/requirements.md, "Stock ledger"; "Locations and lots"): the supplier, its reference and a
 * note, then the boxes received of each product or variant found by name or SKU, each line at a location (the first
 * by default) and, for a lot-tracked product, of a dye lot (code, shade, caliber); checked in the browser with the
 * server's schema and recorded all or nothing. As "Raise a purchase order" (`kind` purchaseOrder; docs/requirements.md,
 * "Purchase orders") the same lines are the boxes expected, with the day they are expected and no lots.
 */
export function DeliveryForm({
  locations = [],
  kind = 'delivery',
}: {
  locations?: { id: string; name: string }[];
  kind?: 'delivery' | 'purchaseOrder';
}) {
  const t = useTranslations('dashProducts.deliveries');
  const po = useTranslations('dashProducts.purchaseOrders');
  const ordering = kind === 'purchaseOrder';
  const stock = useTranslations('dashProducts.stock');
  const errorText = useDashboardErrorText();
  const router = useRouter();
  const [supplier, setSupplier] = useState('');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [expectedOn, setExpectedOn] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [q, setQ] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const found = useSearch(q, findHoldings);

  const add = (p: Found[number], h: Found[number]['holdings'][number]) => {
    setLines((ls) => [
      ...ls,
      {
        productId: p.productId,
        variantId: h.variantId,
        label: [p.name, h.variant].filter(Boolean).join(' · '),
        onHand: h.onHand,
        quantity: '',
        lotTracked: p.lotTracked,
        locationId: locations[0]?.id ?? '',
        lotCode: '',
        shade: '',
        caliber: '',
      },
    ]);
    setQ('');
  };
  // a lot-tracked product may come in several lots, and an order may expect one product at several places: each its own line
  const onDelivery = (productId: string, variantId: string) =>
    lines.some((l) => l.productId === productId && l.variantId === variantId && (ordering ? locations.length <= 1 : !l.lotTracked));
  const change = (i: number, patch: Partial<Line>) => setLines((ls) => ls.map((x, k) => (k === i ? { ...x, ...patch } : x)));

  const send = async () => {
    const given = lines.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      quantity: l.quantity.trim() === '' ? Number.NaN : Number(l.quantity),
      locationId: l.locationId,
    }));
    if (ordering) {
      const checked = purchaseOrderSchema.safeParse({ supplier, reference, note, expectedOn, lines: given });
      if (!checked.success) return { checked: checked.error };
      const result = await callAction('product.savePurchaseOrder', checked.data);
      if (result.ok) router.push(`/dashboard/product/purchase-orders/${result.data.id}`);
      return { result };
    }
    const input = {
      supplier,
      reference,
      note,
      lines: given.map((g, i) => ({ ...g, lotCode: lines[i].lotCode, shade: lines[i].shade, caliber: lines[i].caliber })),
    };
    const checked = deliverySchema.safeParse(input);
    const lots = missingLots(lines);
    if (!checked.success || Object.keys(lots).length) return { checked: checked.error, lots };
    return { result: await callAction('product.receiveDelivery', checked.data) };
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const { checked, lots, result } = await send();
    setBusy(false);
    if (checked || lots) return setErrors({ ...lots, ...(checked ? fieldErrorsOf(checked) : {}) });
    if (!result) return;
    if (result.ok) {
      setErrors({});
      setSupplier('');
      setReference('');
      setNote('');
      setExpectedOn('');
      setLines([]);
      toast.success(ordering ? po('raised') : t('received'));
      router.refresh();
      return;
    }
    if (result.fieldErrors && Object.keys(result.fieldErrors).length) return setErrors(result.fieldErrors);
    toast.error(errorText.result(result));
  };

  return (
    <form onSubmit={submit} noValidate className="mb-6" aria-label={ordering ? po('raise') : t('record')}>
      <FormSection title={ordering ? po('raise') : t('record')} description={ordering ? po('raiseHint') : t('recordHint')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('supplier')} htmlFor="delivery-supplier" error={errors.supplier} required>
            <Input id="delivery-supplier" value={supplier} invalid={!!errors.supplier} onChange={(e) => setSupplier(e.target.value)} />
          </Field>
          <Field label={t('reference')} htmlFor="delivery-reference" error={errors.reference}>
            <Input id="delivery-reference" value={reference} invalid={!!errors.reference} onChange={(e) => setReference(e.target.value)} />
          </Field>
          {ordering && (
            <Field label={po('expectedOn')} htmlFor="delivery-expected" error={errors.expectedOn}>
              <Input
                id="delivery-expected"
                type="date"
                dir="ltr"
                value={expectedOn}
                invalid={!!errors.expectedOn}
                onChange={(e) => setExpectedOn(e.target.value)}
              />
            </Field>
          )}
          <Field label={t('note')} htmlFor="delivery-note" error={errors.note} className="sm:col-span-2">
            <Textarea id="delivery-note" rows={2} value={note} invalid={!!errors.note} onChange={(e) => setNote(e.target.value)} />
          </Field>
        </div>

        {lines.length > 0 && (
          <table className="mt-5 w-full text-sm" data-testid="delivery-lines">
            <thead className="border-b border-line text-xs text-fg-muted">
              <tr>
                <th className="py-2 pe-3 text-start font-medium">{t('product')}</th>
                <th className="py-2 pe-3 text-end font-medium">{t('onHand')}</th>
                <th className="py-2 pe-3 text-start font-medium">{t('boxes')}</th>
                <th className="py-2" />
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {lines.map((l, i) => {
                const error = errors[`lines.${i}.quantity`] ?? errors[`lines.${i}.variantId`] ?? errors[`lines.${i}.productId`];
                const lots = l.lotTracked && !ordering;
                const placed = locations.length > 1 || lots;
                const lotError = errors[`lines.${i}.lotCode`] ?? errors[`lines.${i}.shade`] ?? errors[`lines.${i}.caliber`];
                const locationError = errors[`lines.${i}.locationId`];
                return (
                  <Fragment key={i}>
                    <tr className={placed ? 'border-b-0' : undefined}>
                      <td className="py-2 pe-3">
                        <bdi className="font-medium">{l.label}</bdi>
                      </td>
                      <td className="py-2 pe-3 text-end tabular-nums">{l.onHand < 0 ? stock('unlimited') : l.onHand}</td>
                      <td className="py-2 pe-3">
                        <Input
                          id={`delivery-line-${i}`}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          step={1}
                          dir="ltr"
                          className="w-20 sm:w-28"
                          aria-label={ordering ? po('boxesOf', { name: l.label }) : t('boxesOf', { name: l.label })}
                          value={l.quantity}
                          invalid={!!error}
                          onChange={(e) => change(i, { quantity: e.target.value })}
                        />
                        {error && (
                          <p id={`delivery-line-${i}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
                            {errorText.field(error)}
                          </p>
                        )}
                      </td>
                      <td className="py-2 text-end">
                        <Button
                          type="button"
                          size="sm"
                          variant="ghost"
                          aria-label={t('remove', { name: l.label })}
                          onClick={() => setLines((ls) => ls.filter((_, k) => k !== i))}
                        >
                          <Trash2 className="size-4" aria-hidden />
                        </Button>
                      </td>
                    </tr>
                    {placed && (
                      <tr>
                        <td colSpan={4} className="pb-3">
                          <div className="flex flex-wrap items-start gap-2">
                            {locations.length > 1 && (
                              <div>
                                <Select
                                  id={`delivery-line-${i}-location`}
                                  className="w-44"
                                  aria-label={t('locationOf', { name: l.label })}
                                  value={l.locationId}
                                  invalid={!!locationError}
                                  onChange={(e) => change(i, { locationId: e.target.value })}
                                >
                                  {locations.map((loc) => (
                                    <option key={loc.id} value={loc.id}>
                                      {loc.name}
                                    </option>
                                  ))}
                                </Select>
                                {locationError && (
                                  <p role="alert" className="mt-1 text-xs font-medium text-red-700">
                                    {errorText.field(locationError)}
                                  </p>
                                )}
                              </div>
                            )}
                            {lots && (
                              <LotInputs
                                id={`delivery-line-${i}`}
                                name={l.label}
                                lot={l}
                                error={lotError && errorText.field(lotError)}
                                onChange={(patch) => change(i, patch)}
                              />
                            )}
                          </div>
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        )}

        <PickSearch id="delivery-search" label={t('addLine')} placeholder={t('search')} value={q} onChange={setQ} invalid={!!errors.lines}>
          {errors.lines && (
            <p role="alert" className="mt-1 text-xs font-medium text-red-700">
              {errorText.field(errors.lines)}
            </p>
          )}
          {found && found.length === 0 && <p className="mt-2 text-sm text-fg-muted">{t('noResults')}</p>}
          {found && found.length > 0 && (
            <PickList label={t('addLine')}>
              {found.flatMap((p) =>
                p.holdings.map((h) => (
                  <PickItem
                    key={`${p.productId}/${h.variantId}`}
                    name={p.name}
                    details={
                      <>
                        {h.variant ? <bdi>{h.variant}</bdi> : null}
                        {h.variant ? ' · ' : ''}
                        {h.onHand < 0 ? stock('unlimited') : t('held', { count: h.onHand })}
                      </>
                    }
                    action={
                      <PickAdd
                        label={(ordering ? po : t)('add', { name: [p.name, h.variant].filter(Boolean).join(' · ') })}
                        text={t('addButton')}
                        disabled={h.onHand < 0 || onDelivery(p.productId, h.variantId)}
                        onClick={() => add(p, h)}
                      />
                    }
                  />
                )),
              )}
            </PickList>
          )}
        </PickSearch>

        <div className="mt-5">
          <Button type="submit" disabled={busy}>
            {ordering ? po('submit') : t('submit')}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}

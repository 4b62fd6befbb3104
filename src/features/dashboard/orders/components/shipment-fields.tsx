'use client';

import { useTranslations } from 'next-intl';
import { Field, Input, Select } from '@/components/dashboard/field';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { CARRIER_NAMES, CARRIERS, TRACKING_NUMBER_MAX, TRACKING_URL_MAX, type Carrier } from '@/domain/orders/shipment';

export interface ShipmentDraft {
  carrier: Carrier | '';
  number: string;
  /** only for `other`: the carrier's tracking page */
  url: string;
}

/**
 * An order's carrier, tracking number and (for another carrier) tracking page: the fields of one order's shipment form
 * and of each row of the bulk shipment. `errors` are the action's field errors for these three fields.
 */
export function ShipmentFields({
  idPrefix,
  value,
  onChange,
  errors,
  className,
}: {
  idPrefix: string;
  value: ShipmentDraft;
  onChange: (next: ShipmentDraft) => void;
  errors: { carrier?: string; trackingNumber?: string; trackingUrl?: string };
  className?: string;
}) {
  const t = useTranslations('dashOrders.shipment');
  const all = useTranslations();
  const errorText = useDashboardErrorText();
  // the form's own field keys (dashOrders.shipment.validation), else the dashboard's shared ones
  const fieldText = (key?: string) =>
    key
      ? all.has(`dashOrders.shipment.validation.${key}`)
        ? all(`dashOrders.shipment.validation.${key}`)
        : errorText.field(key)
      : undefined;
  return (
    <div className={className ?? 'space-y-3'}>
      <Field label={t('carrier')} htmlFor={`${idPrefix}-carrier`} error={fieldText(errors.carrier)}>
        <Select
          id={`${idPrefix}-carrier`}
          value={value.carrier}
          onChange={(e) => onChange({ ...value, carrier: e.target.value as Carrier })}
          invalid={!!errors.carrier}
        >
          <option value="" disabled>
            {t('chooseCarrier')}
          </option>
          {CARRIERS.map((c) => (
            <option key={c} value={c}>
              {c === 'other' ? t('other') : CARRIER_NAMES[c]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('trackingNumber')} htmlFor={`${idPrefix}-number`} error={fieldText(errors.trackingNumber)}>
        <Input
          id={`${idPrefix}-number`}
          dir="ltr"
          value={value.number}
          maxLength={TRACKING_NUMBER_MAX + 10}
          autoComplete="off"
          invalid={!!errors.trackingNumber}
          onChange={(e) => onChange({ ...value, number: e.target.value })}
        />
      </Field>
      {value.carrier === 'other' && (
        <Field label={t('trackingUrl')} htmlFor={`${idPrefix}-url`} hint={t('trackingUrlHint')} error={fieldText(errors.trackingUrl)}>
          <Input
            id={`${idPrefix}-url`}
            type="url"
            dir="ltr"
            inputMode="url"
            placeholder="https://"
            value={value.url}
            maxLength={TRACKING_URL_MAX}
            invalid={!!errors.trackingUrl}
            onChange={(e) => onChange({ ...value, url: e.target.value })}
          />
        </Field>
      )}
    </div>
  );
}

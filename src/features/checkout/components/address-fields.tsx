'use client';

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { CheckoutFormValues } from '@/domain/orders/checkout-schema';
import type { SavedAddress } from '@/domain/orders/checkout-prefill';
import { isolateText } from '@/lib/bidi-text';
import { inputClass, labelClass } from '@/components/ui/form';
import { ADDRESS_FIELDS, AddressInputs } from '@/components/ui/address-inputs';

const CONTACT_FIELDS = ADDRESS_FIELDS.slice(0, 3);

export interface AddressFieldsOptions {
  countries: { code: string; name: string }[];
  provinces: { code: string; name: string }[];
  /** a signed-in customer's saved addresses (in the form's terms), to fill the forms from */
  savedAddresses?: SavedAddress[];
}

/** The billing or shipping address of the checkout, with a picker of the customer's saved addresses. */
export function AddressFields({
  prefix,
  register,
  errors,
  countries,
  provinces,
  country,
  saved,
  picked = '',
  onPick,
  contactOnly = false,
}: {
  prefix: 'billing' | 'shipping';
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>['billing'];
  countries: AddressFieldsOptions['countries'];
  provinces: AddressFieldsOptions['provinces'];
  country: string;
  saved?: AddressFieldsOptions['savedAddresses'];
  /** the id of the saved address the fields were filled from, '' when none */
  picked?: string;
  onPick?: (address: SavedAddress) => void;
  /** a showroom pickup: name, phone and e-mail only (docs/requirements.md, "Showroom pickup") */
  contactOnly?: boolean;
}) {
  const t = useTranslations('checkout');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {!contactOnly && !!saved?.length && onPick && (
        <div className="sm:col-span-2">
          <label htmlFor={`${prefix}-saved`} className={labelClass}>
            {t('checkout.savedAddress')}
          </label>
          <select
            id={`${prefix}-saved`}
            className={inputClass}
            value={picked}
            onChange={(e) => {
              const chosen = saved.find((a) => a.id === e.target.value);
              if (chosen) onPick(chosen);
            }}
          >
            {!picked && <option value="">{t('checkout.chooseSaved')}</option>}
            {(['billing', 'shipping'] as const).map((kind) => {
              const group = saved.filter((a) => a.kind === kind);
              return group.length ? (
                <optgroup key={kind} label={t(kind === 'billing' ? 'checkout.savedBilling' : 'checkout.savedShipping')}>
                  {group.map((a) => {
                    const line = `${a.address.fullName}, ${a.address.house}, ${a.address.city}`;
                    // isolated (FSI…PDI), so a Latin address and an Arabic "(default)" keep their order
                    return (
                      <option key={a.id} value={a.id}>
                        {a.isDefault ? t('checkout.savedDefault', { address: isolateText(line) }) : line}
                      </option>
                    );
                  })}
                </optgroup>
              ) : null;
            })}
          </select>
        </div>
      )}
      <AddressInputs
        idPrefix={prefix}
        section={prefix}
        fields={contactOnly ? CONTACT_FIELDS : ADDRESS_FIELDS}
        label={(f) => t(`checkout.fields.${f}`)}
        error={(f) => {
          const key = errors?.[f]?.message;
          return key ? t(`errors.${key}`) : null;
        }}
        bind={(f) => register(`${prefix}.${f}`)}
        countries={countries}
        provinces={provinces}
        country={country}
        chooseCountry={t('checkout.chooseCountry')}
        chooseProvince={t('checkout.chooseProvince')}
      />
    </div>
  );
}

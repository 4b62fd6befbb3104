'use client';

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { CheckoutFormValues } from '@/domain/orders/checkout-schema';
import type { SavedAddress } from '@/domain/orders/checkout-prefill';
import { isolateText } from '@/lib/bidi-text';
import { FieldError, inputClass, labelClass } from '@/components/ui/form';

export const ADDRESS_FIELDS = ['fullName', 'phone', 'email', 'house', 'city', 'state', 'zipCode', 'country'] as const;
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
  const autocomplete: Record<string, string> = {
    fullName: 'name',
    phone: 'tel',
    email: 'email',
    // one line of the address: street-address is for a multi-line box (a textarea), which HTML refuses on an input
    house: 'address-line1',
    city: 'address-level2',
    state: 'address-level1',
    zipCode: 'postal-code',
    country: 'country',
  };
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
      {(contactOnly ? CONTACT_FIELDS : ADDRESS_FIELDS).map((f) => {
        const id = `${prefix}-${f}`;
        const error = errors?.[f]?.message;
        const common = {
          id,
          'aria-invalid': !!error,
          'aria-describedby': error ? `${id}-error` : undefined,
          autoComplete: `${prefix} ${autocomplete[f]}`,
        };
        return (
          <div key={f} className={f === 'house' || f === 'fullName' ? 'sm:col-span-2' : undefined}>
            <label htmlFor={id} className={labelClass}>
              {t(`checkout.fields.${f}`)}
            </label>
            {f === 'country' ? (
              <select {...common} {...register(`${prefix}.country`)} className={inputClass}>
                <option value="">{t('checkout.chooseCountry')}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            ) : f === 'state' && country === 'CA' ? (
              <select {...common} {...register(`${prefix}.state`)} className={inputClass}>
                <option value="">{t('checkout.chooseProvince')}</option>
                {provinces.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                {...register(`${prefix}.${f}`)}
                type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
                // what is typed takes its own direction: a Latin street or e-mail on an Arabic page reads left to
                // right, an Arabic name right to left (docs/architecture.md, "Right-to-left text")
                dir="auto"
                className={inputClass}
              />
            )}
            {error && <FieldError id={`${id}-error`}>{t(`errors.${error}`)}</FieldError>}
          </div>
        );
      })}
    </div>
  );
}

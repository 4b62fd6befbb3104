'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { AddressInputs, type AddressField } from '@/components/ui/address-inputs';
import { countries, provinces } from '@/domain/geo/countries';
import { firstLocale } from '@/i18n/locales';
import { DASHBOARD_ADDRESS_LOOK } from './field';

export type AddressValue = Record<AddressField, string>;

/**
 * A customer's address typed by staff (the phone order, an order's edit): the storefront's address editor with the
 * checkout's labels and lists, in the dashboard's look, never filled from the staff member's own browser.
 */
export function AddressEditor({
  idPrefix,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  value: AddressValue;
  onChange: (next: AddressValue) => void;
  /** the field's message as text, if any */
  error: (field: AddressField) => string | undefined;
}) {
  const t = useTranslations('checkout.checkout');
  const lang = firstLocale(useLocale());
  const lists = useMemo(() => ({ countries: countries(lang), provinces: provinces(lang) }), [lang]);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AddressInputs
        idPrefix={idPrefix}
        section="off"
        label={(f) => t(`fields.${f}`)}
        error={error}
        bind={(f) => ({
          value: value[f] ?? '',
          onChange: (e: { target: { value: string } }) => onChange({ ...value, [f]: e.target.value }),
        })}
        countries={lists.countries}
        provinces={lists.provinces}
        country={value.country}
        chooseCountry={t('chooseCountry')}
        chooseProvince={t('chooseProvince')}
        look={DASHBOARD_ADDRESS_LOOK}
      />
    </div>
  );
}

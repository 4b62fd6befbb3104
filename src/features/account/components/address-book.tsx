'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { Pencil, Plus, Trash2 } from '@/components/ui/icons';
import { deleteAddressAction, saveAddressAction } from '../actions';
import { Alert, buttonClass, Field, inputClass, secondaryButtonClass } from '@/components/ui/form';
import { ADDRESS_FIELDS, AddressInputs } from '@/components/ui/address-inputs';
import { alertOf } from './use-account-errors';
import { useErrorText } from '@/components/ui/use-error-text';
import type { ActionFailure } from '@/lib/action-result';
import type { AddressDto } from '@/server/account/manage-addresses';

type Option = { code: string; name: string };

/** A saved country as the list's code: its code, or its name as an older entry typed it; else ''. */
const codeOf = (list: Option[], value: string) =>
  list.find((c) => c.code === value.trim().toUpperCase() || c.name.toLowerCase() === value.trim().toLowerCase())?.code ?? '';

/**
 * The customer's saved addresses, with the checkout's fields and rules: the country and a Canadian province are
 * chosen from lists, and the messages are the checkout's (docs/requirements.md, "Addresses and postal codes").
 */
export function AddressBook({ addresses, countries, provinces }: { addresses: AddressDto[]; countries: Option[]; provinces: Option[] }) {
  const t = useTranslations('account');
  const [editing, setEditing] = useState<AddressDto | 'new' | null>(null);
  const [country, setCountry] = useState('CA');
  const errors = useTranslations('account.errors');
  const checkoutErrors = useTranslations('checkout.errors');
  const lists = useTranslations('checkout.checkout');
  const errorText = useErrorText({ errors, fields: [checkoutErrors, errors], fieldFallback: 'invalid' });
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [pending, start] = useTransition();

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const input = {
      ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      kind: String(f.get('kind')),
      isDefault: f.get('isDefault') === 'on',
      ...Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, String(f.get(k) ?? '')])),
    };
    start(async () => {
      const res = await saveAddressAction(input);
      if (res.ok) {
        setEditing(null);
        setFailure(null);
      } else setFailure(res);
    });
  }

  const current = editing && editing !== 'new' ? editing : null;
  const edit = (a: AddressDto | 'new') => {
    setEditing(a);
    setCountry(a === 'new' ? 'CA' : codeOf(countries, a.country));
  };
  const place = (a: AddressDto) => countries.find((c) => c.code === a.country)?.name ?? a.country;
  const alert = alertOf(errorText, failure, ADDRESS_FIELDS);
  return (
    <div className="space-y-4">
      {addresses.length === 0 && !editing ? <p className="text-sm text-gray-600">{t('addresses.empty')}</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {addresses.map((a) => (
          <li
            key={a.id}
            className="rounded-lg border border-body-gray p-4 text-sm"
            aria-label={`${t(`addresses.${a.kind}`)}: ${a.fullName}`}
          >
            <p className="mb-1 flex items-center gap-2 font-semibold">
              {t(`addresses.${a.kind}`)}
              {a.isDefault ? <span className="rounded bg-primary/20 px-2 py-0.5 text-xs">{t('addresses.default')}</span> : null}
            </p>
            <p>{a.fullName}</p>
            <p>
              {a.house}, {a.city}, {a.state} {a.zipCode}, {place(a)}
            </p>
            <p dir="ltr" className="text-start">
              {a.phone} · {a.email}
            </p>
            <div className="mt-3 flex gap-2">
              <button type="button" className={secondaryButtonClass} onClick={() => edit(a)}>
                <Pencil className="size-4" aria-hidden /> {t('addresses.edit')}
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={pending}
                onClick={() => start(async () => void (await deleteAddressAction(a.id)))}
              >
                <Trash2 className="size-4" aria-hidden /> {t('addresses.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? (
        <form
          // a fresh form per address, so its fields start from that address
          key={current?.id ?? 'new'}
          onSubmit={onSubmit}
          className="grid gap-4 rounded-lg border border-body-gray p-4 sm:grid-cols-2"
          noValidate
          aria-label={t('addresses.formTitle')}
        >
          {alert ? (
            <div className="sm:col-span-2">
              <Alert kind="error">{alert}</Alert>
            </div>
          ) : null}
          <Field label={t('addresses.kind')}>
            <select name="kind" aria-label={t('addresses.kind')} defaultValue={current?.kind ?? 'shipping'} className={inputClass}>
              <option value="shipping">{t('addresses.shipping')}</option>
              <option value="billing">{t('addresses.billing')}</option>
            </select>
          </Field>
          <AddressInputs
            idPrefix="address"
            label={(k) => t(`fields.${k}`)}
            error={(k) => errorText.fieldOf(failure, k)}
            bind={(k) =>
              k === 'country'
                ? { name: k, value: country, onChange: (e: React.ChangeEvent<HTMLSelectElement>) => setCountry(e.target.value) }
                : k === 'state' && country === 'CA'
                  ? { name: k, defaultValue: current ? codeOf(provinces, current.state) || 'BC' : 'BC' }
                  : { name: k, defaultValue: current?.[k] ?? '' }
            }
            countries={countries}
            provinces={provinces}
            country={country}
            chooseCountry={lists('chooseCountry')}
            chooseProvince={lists('chooseProvince')}
          />
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" name="isDefault" defaultChecked={current?.isDefault ?? false} className="size-4 accent-primary" />{' '}
            {t('addresses.makeDefault')}
          </label>
          <div className="flex gap-2 sm:col-span-2">
            <button type="submit" className={buttonClass} disabled={pending}>
              {t('addresses.save')}
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                setEditing(null);
                setFailure(null);
              }}
            >
              {t('addresses.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className={secondaryButtonClass} onClick={() => edit('new')}>
          <Plus className="size-4" aria-hidden /> {t('addresses.add')}
        </button>
      )}
    </div>
  );
}

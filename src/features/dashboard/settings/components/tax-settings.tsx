'use client';

import { taxSettingsSchema } from '@/domain/settings/tax-rates';
import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { Checkbox, Field, FormSection, Input, Select } from '@/components/dashboard/field';
import { applyFieldErrors, useActionForm } from '@/components/dashboard/use-action-form';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { CANADIAN_PROVINCES, countries } from '@/domain/geo/countries';
import type { TaxRateEntry } from '@/domain/settings/tax-rates';
import { firstLocale } from '@/i18n/locales';
import { formatDashboardDate } from '@/lib/format';
import type { TaxesView } from '@/server/dashboard/settings-taxes';
import { errorAt, SettingsForm, TextField } from './settings-form';
import type { Locale } from '@/i18n/locales';

type Lang = Locale;

/** A shop day (yyyy-mm-dd) as the dashboard writes dates. */
const day = (d: string) => formatDashboardDate(`${d}T12:00:00Z`, 'UTC');

interface ScheduleValues {
  name: string;
  rate: string;
  country: string;
  allProvinces: boolean;
  provinces: string[];
  /** other countries' province or state codes, comma separated */
  states: string;
  effectiveFrom: string;
}

/**
 * /dashboard/settings/taxes (docs/dashboard.md, "Settings"): the rates in force, the scheduled changes (cancellable
 * until their day), the past rates, a form to schedule a change, and the GST number with the shop's province.
 */
export function TaxSettings({ view, canEdit, canDelete }: { view: TaxesView; canEdit: boolean; canDelete: boolean }) {
  const t = useTranslations('dashSettings.taxes');
  const locale = useLocale();
  const lang: Lang = firstLocale(locale);
  const countryList = useMemo(() => countries(lang), [lang]);
  const countryName = (code: string) => countryList.find((c) => c.code === code)?.name ?? code;
  const appliesTo = (r: TaxRateEntry) =>
    r.provinces.length ? `${countryName(r.country)}: ${r.provinces.join(', ')}` : t('allOf', { country: countryName(r.country) });
  const rate = (r: TaxRateEntry) => (r.rate > 0 ? `${r.rate}%` : t('zeroRate'));

  return (
    <div className="space-y-6">
      <FormSection title={t('current')} description={t('currentHint')}>
        <RateTable
          rows={view.current}
          empty={t('noCurrent')}
          testId="tax-current"
          columns={[t('name'), t('rate'), t('appliesTo'), t('since')]}
          cells={(r) => [r.name, rate(r), appliesTo(r), day(r.effectiveFrom)]}
        />
      </FormSection>

      <FormSection title={t('upcoming')} description={t('upcomingHint')}>
        <UpcomingTable rows={view.upcoming} canDelete={canDelete} rate={rate} appliesTo={appliesTo} />
      </FormSection>

      {canEdit && <ScheduleForm today={view.today} countryList={countryList} lang={lang} />}

      <FormSection title={t('history')} description={t('historyHint')}>
        <RateTable
          rows={view.history}
          empty={t('noHistory')}
          testId="tax-history"
          columns={[t('name'), t('rate'), t('appliesTo'), t('from'), t('until')]}
          cells={(r) => [r.name, rate(r), appliesTo(r), day(r.effectiveFrom), r.until ? day(r.until) : '']}
        />
      </FormSection>

      <SettingsForm<{ gstNumber: string; homeProvince: string }, 'settings.updateTaxes'>
        action="settings.updateTaxes"
        schema={taxSettingsSchema}
        defaultValues={{ gstNumber: view.gstNumber, homeProvince: view.homeProvince }}
        canEdit={canEdit}
      >
        {(form) => (
          <FormSection title={t('shop')}>
            <TextField
              form={form}
              name="gstNumber"
              label={t('gstNumber')}
              hint={t('gstNumberHint')}
              placeholder="123456789 RT0001"
              dir="ltr"
            />
            <Field
              label={t('homeProvince')}
              htmlFor="homeProvince"
              hint={t('homeProvinceHint')}
              error={errorAt(form as never, 'homeProvince')}
            >
              <Select id="homeProvince" {...form.register('homeProvince')}>
                {CANADIAN_PROVINCES.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.name[lang]}
                  </option>
                ))}
              </Select>
            </Field>
          </FormSection>
        )}
      </SettingsForm>
    </div>
  );
}

function RateTable({
  rows,
  empty,
  columns,
  cells,
  testId,
  action,
}: {
  rows: TaxRateEntry[];
  empty: string;
  columns: string[];
  cells: (r: TaxRateEntry) => string[];
  testId: string;
  action?: (r: TaxRateEntry) => React.ReactNode;
}) {
  if (!rows.length)
    return (
      <p className="text-sm text-fg-muted" data-testid={testId}>
        {empty}
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b border-line text-start text-xs text-fg-muted">
            {columns.map((c) => (
              <th key={c} scope="col" className="py-2 pe-3 text-start font-medium whitespace-nowrap">
                {c}
              </th>
            ))}
            {action && <th className="py-2" />}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((r) => (
            <tr key={r.id}>
              {cells(r).map((c, i) => (
                <td key={i} className={i === 0 ? 'py-2 pe-3 font-medium' : 'py-2 pe-3 whitespace-nowrap'}>
                  <bdi>{c}</bdi>
                </td>
              ))}
              {action && <td className="py-1 text-end">{action(r)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UpcomingTable({
  rows,
  canDelete,
  rate,
  appliesTo,
}: {
  rows: TaxRateEntry[];
  canDelete: boolean;
  rate: (r: TaxRateEntry) => string;
  appliesTo: (r: TaxRateEntry) => string;
}) {
  const t = useTranslations('dashSettings.taxes');
  const router = useRouter();
  const { submit, pending } = useActionForm();
  const [cancelling, setCancelling] = useState<TaxRateEntry | null>(null);
  const confirm = async () => {
    if (!cancelling) return;
    await submit('settings.cancelTaxRate', { id: cancelling.id }, { successMessage: t('cancelled'), onSuccess: () => router.refresh() });
    setCancelling(null);
  };
  return (
    <>
      <RateTable
        rows={rows}
        empty={t('noUpcoming')}
        testId="tax-upcoming"
        columns={[t('name'), t('rate'), t('appliesTo'), t('from')]}
        cells={(r) => [r.name, rate(r), appliesTo(r), day(r.effectiveFrom)]}
        action={
          canDelete
            ? (r) => (
                <Button variant="outline" size="sm" onClick={() => setCancelling(r)}>
                  {t('cancel')}
                </Button>
              )
            : undefined
        }
      />
      <ConfirmDialog
        open={!!cancelling}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('cancelTitle', { name: cancelling?.name ?? '' })}
        description={
          cancelling ? t('cancelDescription', { name: cancelling.name, rate: rate(cancelling), date: day(cancelling.effectiveFrom) }) : ''
        }
        confirmLabel={t('cancel')}
        cancelLabel={t('keep')}
        onConfirm={confirm}
        busy={pending}
      />
    </>
  );
}

function ScheduleForm({ today, countryList, lang }: { today: string; countryList: { code: string; name: string }[]; lang: Lang }) {
  const t = useTranslations('dashSettings.taxes');
  const router = useRouter();
  const defaults: ScheduleValues = {
    name: '',
    rate: '',
    country: 'CA',
    allProvinces: true,
    provinces: [],
    states: '',
    effectiveFrom: today,
  };
  const form = useForm<ScheduleValues>({ defaultValues: defaults });
  const { submit, pending } = useActionForm();
  useUnsavedChanges(form.formState.isDirty && !pending);
  const [country, all] = useWatch({ control: form.control, name: ['country', 'allProvinces'] });
  const err = (name: string) => errorAt(form as never, name);

  const onSubmit = form.handleSubmit(async (v) => {
    const provinces = v.allProvinces
      ? []
      : v.country === 'CA'
        ? v.provinces
        : v.states
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
    const result = await submit(
      'settings.scheduleTaxRate',
      {
        name: v.name,
        rate: v.rate.trim() === '' ? Number.NaN : Number(v.rate),
        country: v.country,
        provinces,
        effectiveFrom: v.effectiveFrom,
      },
      {
        successMessage: t('scheduled'),
        onSuccess: () => {
          form.reset(defaults);
          router.refresh();
        },
      },
    );
    if (!result.ok && result.fieldErrors) {
      // a province's error (provinces.0) shows on the provinces
      const fields = Object.fromEntries(
        Object.entries(result.fieldErrors).map(([k, m]) => [k.startsWith('provinces') ? 'provinces' : k, m]),
      );
      applyFieldErrors({ ...result, fieldErrors: fields }, form.setError as never);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="schedule-title">
      <section className="rounded-lg border border-line bg-surface p-5 shadow-xs">
        <h2 id="schedule-title" className="text-base font-semibold text-fg">
          {t('schedule')}
        </h2>
        <p className="mt-0.5 text-sm text-fg-muted">{t('scheduleHint')}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label={t('name')} htmlFor="tax-name" error={err('name')} required hint={t('nameHint')}>
            <Input id="tax-name" list="tax-names" dir="ltr" invalid={!!err('name')} {...form.register('name')} />
            <datalist id="tax-names">
              {['GST', 'PST', 'HST', 'QST'].map((n) => (
                <option key={n} value={n} />
              ))}
            </datalist>
          </Field>
          <Field label={t('ratePercent')} htmlFor="tax-rate" error={err('rate')} required>
            <Input
              id="tax-rate"
              type="number"
              inputMode="decimal"
              step="0.001"
              min={0}
              max={50}
              dir="ltr"
              invalid={!!err('rate')}
              {...form.register('rate')}
            />
          </Field>
          <Field label={t('country')} htmlFor="tax-country" error={err('country')} required>
            <Select id="tax-country" invalid={!!err('country')} {...form.register('country')}>
              {countryList.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('effectiveFrom')} htmlFor="tax-from" error={err('effectiveFrom')} required hint={t('effectiveFromHint')}>
            <Input id="tax-from" type="date" min={today} dir="ltr" invalid={!!err('effectiveFrom')} {...form.register('effectiveFrom')} />
          </Field>
        </div>
        <fieldset className="mt-4 space-y-3" aria-describedby={err('provinces') ? 'tax-provinces-error' : undefined}>
          <legend className="text-sm font-medium text-fg">{t('provinces')}</legend>
          <Checkbox id="tax-all" label={t('allProvinces')} {...form.register('allProvinces')} />
          {!all &&
            (country === 'CA' ? (
              <div className="grid gap-2 sm:grid-cols-3">
                {CANADIAN_PROVINCES.map((p) => (
                  <Checkbox
                    key={p.code}
                    id={`tax-province-${p.code}`}
                    value={p.code}
                    label={p.name[lang]}
                    {...form.register('provinces')}
                  />
                ))}
              </div>
            ) : (
              <Field label={t('states')} htmlFor="tax-states" hint={t('statesHint')}>
                <Input id="tax-states" dir="ltr" {...form.register('states')} />
              </Field>
            ))}
          {err('provinces') && (
            <p id="tax-provinces-error" role="alert" className="text-xs font-medium text-red-700">
              <ProvinceError code={err('provinces')!} />
            </p>
          )}
        </fieldset>
        <div className="mt-5 flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? t('scheduling') : t('scheduleSubmit')}
          </Button>
        </div>
      </section>
    </form>
  );
}

/** The provinces' error key as text (the fieldset is not a Field, so it translates here). */
function ProvinceError({ code }: { code: string }) {
  const v = useTranslations('dashboard.validation');
  return <>{v.has(code as 'invalid') ? v(code as 'invalid') : code}</>;
}

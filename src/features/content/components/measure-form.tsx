'use client';

import { useState, useSyncExternalStore, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { CalendarCheck, CircleCheck, Plus, Trash2 } from '@/components/ui/icons';
import { MEASURE_MAX_DATES, MEASURE_MAX_ROOMS, MEASURE_NOTES_MAX, measureDateRange } from '@/domain/measure/measure';
import { useErrorText } from '@/components/ui/use-error-text';
import { Alert, FieldError, inputClass, labelClass } from '@/components/ui/form';
import type { ActionFailure } from '@/lib/action-result';
import { shopDay } from '@/lib/shop-zone';
import { submitMeasureAction } from '../measure-actions';

const noSubscription = () => () => {};

type TextField = 'name' | 'email' | 'phone' | 'street' | 'city' | 'postalCode' | 'notes';
interface Room {
  name: string;
  area: string;
}

/** The free measure request (docs/requirements.md, "Measure requests"): contact, BC address, 1-3 dates, rooms, notes. */
export function MeasureForm() {
  const t = useTranslations('content.measure');
  const fieldMessages = useTranslations('content.measure.errors');
  const errorText = useErrorText({ errors: t, fields: [fieldMessages], fallback: 'failed' });
  const locale = useLocale();
  const [values, setValues] = useState<Record<TextField, string>>({
    name: '',
    email: '',
    phone: '',
    street: '',
    city: '',
    postalCode: '',
    notes: '',
  });
  const [dates, setDates] = useState<string[]>(['']);
  const [rooms, setRooms] = useState<Room[]>([{ name: '', area: '' }]);
  const [website, setWebsite] = useState('');
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, startTransition] = useTransition();
  // the page is the same for everyone and cached: the calendar's limits are today's, in the browser
  const today = useSyncExternalStore(
    noSubscription,
    () => shopDay(new Date()),
    () => '',
  );
  const range = today ? measureDateRange(today) : null;

  const fieldError = (name: string) => errorText.fieldOf(failure, name);
  /** the first error under a path (dates, dates.1, rooms.0.name...) */
  const errorUnder = (prefix: string) => {
    const key = Object.keys(failure?.fieldErrors ?? {}).find((k) => k === prefix || k.startsWith(`${prefix}.`));
    return key ? fieldError(key) : undefined;
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    startTransition(async () => {
      const result = await submitMeasureAction({
        request: { ...values, dates, rooms: rooms.map((r) => ({ name: r.name, area: r.area })) },
        locale,
        website,
      });
      if (result.ok) setSent(true);
      else setFailure(result);
    });
  };

  if (sent)
    return (
      <Alert kind="success" className="flex items-start gap-3 p-6">
        <CircleCheck className="mt-0.5 size-6 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">{t('success')}</p>
          <p className="mt-1">{t('successDetail', { email: values.email })}</p>
        </div>
      </Alert>
    );

  const text = (f: TextField, opts: { type?: string; autoComplete?: string; wide?: boolean } = {}) => {
    const err = fieldError(f);
    return (
      <div className={opts.wide ? 'sm:col-span-2' : undefined}>
        <label htmlFor={`measure-${f}`} className={labelClass}>
          {t(`fields.${f}`)}
        </label>
        {f === 'notes' ? (
          <textarea
            id={`measure-${f}`}
            rows={4}
            maxLength={MEASURE_NOTES_MAX}
            value={values[f]}
            onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
            aria-invalid={err ? true : undefined}
            aria-describedby={err ? `measure-${f}-error` : undefined}
            className={inputClass}
          />
        ) : (
          <input
            id={`measure-${f}`}
            type={opts.type ?? 'text'}
            autoComplete={opts.autoComplete}
            value={values[f]}
            onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
            aria-invalid={err ? true : undefined}
            aria-describedby={err ? `measure-${f}-error` : undefined}
            className={inputClass}
          />
        )}
        {err && <FieldError id={`measure-${f}-error`}>{err}</FieldError>}
      </div>
    );
  };

  const datesError = errorUnder('dates');
  const roomsError = fieldError('rooms');
  const banner = !failure ? null : failure.error === 'invalid' ? t('fixErrors') : errorText.result(failure);
  return (
    <form onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2">
      {banner && (
        <Alert kind="error" className="font-medium sm:col-span-2">
          {banner}
        </Alert>
      )}
      {text('name', { autoComplete: 'name' })}
      {text('email', { type: 'email', autoComplete: 'email' })}
      {text('phone', { type: 'tel', autoComplete: 'tel' })}
      {text('street', { autoComplete: 'address-line1' })}
      {text('city', { autoComplete: 'address-level2' })}
      {text('postalCode', { autoComplete: 'postal-code' })}

      <fieldset className="sm:col-span-2" aria-describedby={datesError ? 'measure-dates-error' : 'measure-dates-hint'}>
        <legend className={labelClass}>{t('fields.dates')}</legend>
        <p id="measure-dates-hint" className="mt-0.5 text-sm text-gray-600">
          {t('datesHint')}
        </p>
        <div className="mt-2 flex flex-wrap items-end gap-3">
          {dates.map((d, i) => (
            <div key={i} className="flex items-end gap-1">
              <div>
                <label htmlFor={`measure-date-${i}`} className="text-xs text-gray-600">
                  {t('dateN', { n: i + 1 })}
                </label>
                <input
                  id={`measure-date-${i}`}
                  type="date"
                  min={range?.min}
                  max={range?.max}
                  value={d}
                  onChange={(e) => setDates((all) => all.map((x, j) => (j === i ? e.target.value : x)))}
                  aria-invalid={
                    errorUnder(`dates.${i}`) || (datesError && !failure?.fieldErrors?.[`dates.${i}`] && dates.length === 1)
                      ? true
                      : undefined
                  }
                  className={inputClass}
                />
              </div>
              {dates.length > 1 && (
                <button
                  type="button"
                  onClick={() => setDates((all) => all.filter((_, j) => j !== i))}
                  className="mb-1 grid size-9 place-items-center rounded-md text-gray-600 hover:bg-gray-100"
                  aria-label={t('removeDate', { n: i + 1 })}
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              )}
            </div>
          ))}
          {dates.length < MEASURE_MAX_DATES && (
            <button
              type="button"
              onClick={() => setDates((all) => [...all, ''])}
              className="mb-1 inline-flex items-center gap-1.5 rounded-md border border-gray-300 px-3 py-2 text-sm font-semibold text-ink hover:bg-gray-50"
            >
              <Plus className="size-4" aria-hidden /> {t('addDate')}
            </button>
          )}
        </div>
        {datesError && <FieldError id="measure-dates-error">{datesError}</FieldError>}
      </fieldset>

      <fieldset className="sm:col-span-2" aria-describedby={roomsError ? 'measure-rooms-error' : undefined}>
        <legend className={labelClass}>{t('fields.rooms')}</legend>
        <p className="mt-0.5 text-sm text-gray-600">{t('roomsHint')}</p>
        <ul className="mt-2 space-y-3">
          {rooms.map((r, i) => {
            const nameErr = fieldError(`rooms.${i}.name`);
            const areaErr = fieldError(`rooms.${i}.area`);
            return (
              <li key={i} className="grid grid-cols-[1fr_6.5rem_auto] items-end gap-2 sm:grid-cols-[1fr_9rem_auto]">
                <div>
                  <label htmlFor={`measure-room-${i}`} className="text-xs text-gray-600">
                    {t('roomN', { n: i + 1 })}
                  </label>
                  <input
                    id={`measure-room-${i}`}
                    value={r.name}
                    placeholder={t('roomPlaceholder')}
                    onChange={(e) => setRooms((all) => all.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
                    aria-invalid={nameErr ? true : undefined}
                    className={inputClass}
                  />
                </div>
                <div>
                  <label htmlFor={`measure-room-area-${i}`} className="text-xs text-gray-600">
                    {t('roomArea')}
                  </label>
                  <input
                    id={`measure-room-area-${i}`}
                    inputMode="decimal"
                    dir="ltr"
                    value={r.area}
                    onChange={(e) => setRooms((all) => all.map((x, j) => (j === i ? { ...x, area: e.target.value } : x)))}
                    aria-invalid={areaErr ? true : undefined}
                    className={inputClass}
                  />
                </div>
                {rooms.length > 1 ? (
                  <button
                    type="button"
                    onClick={() => setRooms((all) => all.filter((_, j) => j !== i))}
                    className="mb-1 grid size-9 place-items-center rounded-md text-gray-600 hover:bg-gray-100"
                    aria-label={t('removeRoom', { n: i + 1 })}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                ) : (
                  <span className="size-9" />
                )}
                {(nameErr || areaErr) && <p className="col-span-3 text-sm text-secondary-strong">{nameErr ?? areaErr}</p>}
              </li>
            );
          })}
        </ul>
        {rooms.length < MEASURE_MAX_ROOMS && (
          <button
            type="button"
            onClick={() => setRooms((all) => [...all, { name: '', area: '' }])}
            className="mt-3 inline-flex items-center gap-1.5 rounded-md border border-gray-300 px-3 py-2 text-sm font-semibold text-ink hover:bg-gray-50"
          >
            <Plus className="size-4" aria-hidden /> {t('addRoom')}
          </button>
        )}
        {roomsError && <FieldError id="measure-rooms-error">{roomsError}</FieldError>}
      </fieldset>

      {text('notes', { wide: true })}

      {/* honeypot: hidden from people and assistive technology, filled in by naive bots */}
      <div aria-hidden className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="measure-website">{t('honeypot')}</label>
        <input
          id="measure-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
        />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={pending}
          className="inline-flex items-center gap-2 rounded-md bg-secondary-strong px-6 py-3 font-semibold text-secondary-contrast shadow-sm transition hover:opacity-90 disabled:opacity-60"
        >
          <CalendarCheck className="size-4" aria-hidden /> {pending ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}

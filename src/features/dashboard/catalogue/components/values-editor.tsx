'use client';

import { useFieldArray, useWatch } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, X } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Input } from '@/components/dashboard/field';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import type { Form } from './form-helpers';
import type { LanguageInputProps } from '@/components/dashboard/language-tabs';
import { translationsForForm } from '@/domain/content/translations';
import { VALUE_TEXT_FIELDS } from '@/domain/catalogue/reference-forms';

const ICON =
  'inline-flex size-9 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg disabled:opacity-30';

/** The ordered values of an attribute, edited in place: add, remove, move up and down. */
export function ValuesEditor({ form, name, label, hint }: { form: Form; name: string; label: string; hint?: string }) {
  const t = useTranslations('dashCatalogue.fields');
  const errorText = useDashboardErrorText({ area: 'dashCatalogue.validation' }).field;
  const { fields, append, remove, swap } = useFieldArray({ control: form.control, name: name as never, keyName: 'key' });
  const hydrated = useHydrated();
  const errors = (form.formState.errors[name] ?? {}) as unknown as { message?: string; root?: { message?: string } } & Record<
    number,
    { value?: { message?: string } }
  >;
  const listError = errorText(errors.message ?? errors.root?.message);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-fg">
        {label}
        <span className="ms-0.5 text-red-600" aria-hidden>
          *
        </span>
      </legend>
      {hint && <p className="text-xs text-fg-muted">{hint}</p>}
      <ol className="space-y-2">
        {fields.map((field, i) => {
          const id = `value-${i}`;
          const error = errorText(errors[i]?.value?.message);
          return (
            <li key={field.key}>
              <div className="flex items-center gap-1">
                <span className="w-6 text-end text-xs tabular-nums text-fg-muted">{i + 1}.</span>
                <label htmlFor={id} className="sr-only">
                  {t('value', { number: i + 1 })}
                </label>
                <input type="hidden" {...form.register(`${name}.${i}.id`)} />
                <Input id={id} invalid={!!error} className="flex-1" {...form.register(`${name}.${i}.value`)} />
                <button
                  type="button"
                  className={ICON}
                  disabled={i === 0}
                  onClick={() => swap(i, i - 1)}
                  aria-label={t('moveUp', { number: i + 1 })}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className={ICON}
                  disabled={i === fields.length - 1}
                  onClick={() => swap(i, i + 1)}
                  aria-label={t('moveDown', { number: i + 1 })}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className={`${ICON} hover:text-red-700`}
                  onClick={() => remove(i)}
                  aria-label={t('removeValue', { number: i + 1 })}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </div>
              {error && (
                <p id={`${id}-error`} role="alert" className="ms-7 mt-1 text-xs font-medium text-red-700">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {listError}
        </p>
      )}
      {/* the pointer press keeps the focus in the value being typed, so nothing blurs (and moves) between press and
          release; the click adds the value and focuses the new field */}
      <Button
        variant="outline"
        size="sm"
        disabled={!hydrated}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => append({ id: '', value: '', translations: translationsForForm(VALUE_TEXT_FIELDS, {}) } as never)}
      >
        <Plus className="size-4" aria-hidden /> {t('addValue')}
      </Button>
    </fieldset>
  );
}

/**
 * One language's tab of an attribute's values (docs/requirements.md, "Content in four languages"): each value's
 * translation beside its English text, in the English tab's order; values are added, removed and moved there.
 */
export function ValueTranslations({ form, name, input }: { form: Form; name: string; input: LanguageInputProps }) {
  const t = useTranslations('dashCatalogue.fields');
  const errorText = useDashboardErrorText({ area: 'dashCatalogue.validation' }).field;
  const values = (useWatch({ control: form.control, name }) ?? []) as { value?: string }[];
  const errors = (form.formState.errors[name] ?? {}) as unknown as Record<
    number,
    { translations?: Record<string, { value?: { message?: string } }> }
  >;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-fg">{t('values')}</legend>
      <ol className="space-y-2">
        {values.map((v, i) => {
          const id = `value-${input.lang}-${i}`;
          const error = errorText(errors[i]?.translations?.[input.lang]?.value?.message);
          return (
            <li key={i} className="grid items-center gap-1 sm:grid-cols-[1.5rem_minmax(0,12rem)_minmax(0,1fr)]">
              <span className="text-end text-xs tabular-nums text-fg-muted">{i + 1}.</span>
              <bdi className="truncate text-sm text-fg-muted" lang="en">
                {v.value}
              </bdi>
              <label htmlFor={id} className="sr-only">
                {t('value', { number: i + 1 })}
              </label>
              <Input
                id={id}
                invalid={!!error}
                placeholder={v.value}
                {...input}
                {...form.register(`${name}.${i}.translations.${input.lang}.value`)}
              />
              {error && (
                <p role="alert" className="text-xs font-medium text-red-700 sm:col-start-3">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import {
  attributeFormSchema,
  brandFormSchema,
  categoryFormSchema,
  colorFormSchema,
  type CategoryHideChoice,
  REFERENCE_SLUG_MAX,
  subcategoryFormSchema,
} from '@/domain/catalogue/reference-forms';
import { slugify } from '@/lib/slug';
import { Button, buttonClasses } from '@/components/ui/button';
import { Checkbox, Field, FormSection, Input, Select, Textarea } from '@/components/dashboard/field';
import { applyFieldErrors, useActionForm } from '@/components/dashboard/use-action-form';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { KINDS, referenceLanguages, type FieldSpec, type ReferenceKind } from '../config';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import type { Form } from './form-helpers';
import { HideCategoryDialog } from './hide-category-dialog';
import { LanguageTabs, languageTabStates, optionalTabStates, type LanguageInputProps } from '@/components/dashboard/language-tabs';
import type { Locale } from '@/i18n/locales';
import { ValuesEditor, ValueTranslations } from './values-editor';

const SCHEMAS: Record<ReferenceKind, z.ZodObject> = {
  category: categoryFormSchema,
  subcategory: subcategoryFormSchema,
  brand: brandFormSchema,
  color: colorFormSchema,
  attribute: attributeFormSchema,
};

type Values = Record<string, unknown>;

function errorAt(errors: FieldErrors<Values>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

/**
 * The translatable fields of a form section in the four language tabs (docs/requirements.md, "Content in four
 * languages"). The SEO section's texts are optional in every language: their tabs are marked only for an error, and
 * each translation shows the English text as its placeholder.
 */
function TranslatedControls({
  specs,
  form,
  kind,
  categories,
}: {
  specs: FieldSpec[];
  form: Form;
  kind: ReferenceKind;
  categories: { id: string; name: string }[];
}) {
  const languages = useTranslations('dashboard.languages');
  const values = form.watch();
  const errors = form.formState.errors as Record<string, unknown>;
  const seo = specs.every((s) => s.section === 'seo');
  const valueErrors = (errors.values ?? []) as ({ translations?: Record<string, unknown> } | undefined)[];
  const errorIn = (l: Locale) =>
    l === 'en'
      ? specs.some((s) => !!errors[s.name])
      : specs.some((s) => !!errorAt(form.formState.errors, `translations.${l}.${s.name}`)) ||
        (Array.isArray(valueErrors) && valueErrors.some((v) => !!v?.translations?.[l]));
  // an attribute's tabs count its values too
  const states = seo
    ? optionalTabStates(errorIn)
    : languageTabStates(
        referenceLanguages(
          values,
          specs.filter((s) => s.kind !== 'values').map((s) => s.name),
        ),
        errorIn,
      );
  return (
    <LanguageTabs idPrefix={`${kind}-${seo ? 'seo' : 'texts'}`} label={seo ? languages('seoLabel') : undefined} states={states}>
      {(l, input) =>
        specs.map((s) =>
          l !== 'en' && s.kind === 'values' ? (
            <ValueTranslations key={s.name} form={form} name={s.name} input={input} />
          ) : (
            <Control
              key={s.name}
              spec={l === 'en' ? s : { ...s, name: `translations.${l}.${s.name}`, required: false, hint: undefined }}
              form={form}
              kind={kind}
              categories={categories}
              input={l === 'en' ? undefined : input}
              placeholder={l !== 'en' && seo ? String(values[s.name] ?? '') : undefined}
            />
          ),
        )
      }
    </LanguageTabs>
  );
}

function Control({
  spec,
  form,
  kind,
  categories,
  input,
  placeholder,
}: {
  spec: FieldSpec;
  form: Form;
  kind: ReferenceKind;
  categories: { id: string; name: string }[];
  /** a translation's language and direction, on its text control */
  input?: LanguageInputProps;
  /** a translation's placeholder: its English text */
  placeholder?: string;
}) {
  const t = useTranslations('dashCatalogue.fields');
  const errorText = useDashboardErrorText({ area: 'dashCatalogue.validation' }).field;
  const id = `${kind}-${spec.name}`;
  const error = errorText(errorAt(form.formState.errors, spec.name));
  const { register } = form;
  if (spec.kind === 'checkbox')
    return <Checkbox id={id} label={t(spec.label)} description={spec.hint ? t(spec.hint) : undefined} {...register(spec.name)} />;
  if (spec.kind === 'values')
    return <ValuesEditor form={form} name={spec.name} label={t(spec.label)} hint={spec.hint ? t(spec.hint) : undefined} />;
  let control: React.ReactNode;
  switch (spec.kind) {
    case 'textarea':
      control = <Textarea id={id} invalid={!!error} placeholder={placeholder} {...input} {...register(spec.name)} />;
      break;
    case 'number':
      control = (
        <Input
          id={id}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          invalid={!!error}
          className="max-w-40"
          // empty stays empty (the server places a new record after the last one), never NaN
          {...register(spec.name, { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)) })}
        />
      );
      break;
    case 'category':
      control = (
        <Select id={id} invalid={!!error} {...register(spec.name)}>
          <option value="">{t('chooseCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      );
      break;
    case 'color': {
      const hex = String(form.watch(spec.name) ?? '');
      control = (
        <div className="flex items-center gap-3">
          <input
            type="color"
            aria-label={t('pickColor')}
            className="h-10 w-14 cursor-pointer rounded-md border border-line bg-surface p-1"
            value={/^#[0-9a-fA-F]{6}$/.test(hex) ? hex.toLowerCase() : '#000000'}
            onChange={(e) => form.setValue(spec.name, e.target.value, { shouldDirty: true, shouldValidate: true })}
          />
          <Input id={id} invalid={!!error} className="max-w-40 font-mono" maxLength={7} placeholder="#rrggbb" {...register(spec.name)} />
        </div>
      );
      break;
    }
    case 'slug':
      control = (
        <Input
          id={id}
          invalid={!!error}
          dir="ltr"
          placeholder={slugify(String(form.watch('name') ?? ''), REFERENCE_SLUG_MAX)}
          {...register(spec.name)}
        />
      );
      break;
    case 'image':
      control = (
        <Input id={id} invalid={!!error} dir="ltr" inputMode="url" placeholder="/images/... https://..." {...register(spec.name)} />
      );
      break;
    default:
      control = <Input id={id} invalid={!!error} placeholder={placeholder} {...input} {...register(spec.name)} />;
  }
  return (
    <Field label={t(spec.label)} htmlFor={id} error={error} hint={spec.hint ? t(spec.hint) : undefined} required={spec.required}>
      {control}
    </Field>
  );
}

/**
 * The create/edit form of one kind of reference data: the shared zod schema validates in the browser and again
 * in the action; server field errors land on their fields; leaving with unsaved changes asks first.
 */
export function ReferenceForm({
  kind,
  id,
  initial,
  categories = [],
  moveTargets = [],
  canEdit,
}: {
  kind: ReferenceKind;
  id?: string;
  initial: Values;
  /** a subcategory's parent choices */
  categories?: { id: string; name: string }[];
  /** a category's: the published categories its products may move to when it is hidden */
  moveTargets?: { id: string; name: string }[];
  canEdit: boolean;
}) {
  const t = useTranslations('dashCatalogue');
  const common = useTranslations('dashboard.common');
  const router = useRouter();
  const spec = KINDS[kind];
  const { submit, pending } = useActionForm();
  // validated on submit, then again as fields change: never on blur, where a message appearing under a field would
  // move the button the pointer is on (the first click on "Add value" was lost that way)
  const form = useForm<Values>({ resolver: zodResolver(SCHEMAS[kind]) as never, defaultValues: initial, mode: 'onSubmit' });
  const { isDirty, isSubmitSuccessful } = form.formState;
  useUnsavedChanges(isDirty && !isSubmitSuccessful && canEdit);

  // hiding a category that has published products: the server asks what happens to them (count), the dialog answers
  const [hideAsk, setHideAsk] = useState<{ count: number; values: Values } | null>(null);

  const save = async (values: Values, onHide?: CategoryHideChoice) => {
    const input = onHide ? { ...values, onHide } : values;
    const result = await submit(id ? `${spec.prefix}.update` : `${spec.prefix}.create`, id ? { ...input, id } : input, {
      successMessage: t(id ? `${kind}.updated` : `${kind}.created`),
      onRefusal: (r) => {
        if (r.error !== 'categoryHasProducts') return false;
        setHideAsk({ count: Number(r.params?.count ?? 0), values });
        return true;
      },
    });
    if (!result.ok) {
      applyFieldErrors(result, form.setError as never);
      // keep the guard armed: nothing was saved
      throw new Error(result.error);
    }
    setHideAsk(null);
    if (id) {
      form.reset(values);
      router.refresh();
    } else router.push(spec.path);
  };
  const onSubmit = form.handleSubmit((values) => save(values));

  const sections = (['details', 'seo'] as const)
    .map((section) => ({ section, fields: spec.fields.filter((f) => (f.section ?? 'details') === section) }))
    .filter((s) => s.fields.length);
  return (
    <form onSubmit={(e) => void onSubmit(e).catch(() => undefined)} noValidate className="max-w-3xl space-y-6">
      <fieldset disabled={!canEdit || pending} className="space-y-6">
        {sections.map(({ section, fields }) => (
          <FormSection key={section} title={t(`sections.${section}`)}>
            {fields.map((f) =>
              !f.translatable ? (
                <Control key={f.name} spec={f} form={form} kind={kind} categories={categories} />
              ) : f === fields.find((x) => x.translatable) ? (
                <TranslatedControls
                  key="texts"
                  specs={fields.filter((x) => x.translatable)}
                  form={form}
                  kind={kind}
                  categories={categories}
                />
              ) : null,
            )}
          </FormSection>
        ))}
      </fieldset>
      <div className="flex items-center justify-end gap-2">
        <Link href={spec.path} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {common('cancel')}
        </Link>
        {canEdit && (
          <Button type="submit" variant="secondary" size="sm" disabled={pending}>
            {pending ? common('saving') : common('save')}
          </Button>
        )}
      </div>
      {kind === 'category' && (
        <HideCategoryDialog
          key={hideAsk ? 'asking' : 'idle'}
          open={!!hideAsk}
          count={hideAsk?.count ?? 0}
          targets={moveTargets}
          busy={pending}
          onCancel={() => setHideAsk(null)}
          onConfirm={(choice) => hideAsk && void save(hideAsk.values, choice).catch(() => undefined)}
        />
      )}
    </form>
  );
}

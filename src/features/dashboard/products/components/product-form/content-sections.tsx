'use client';

import { useFieldArray, useWatch } from 'react-hook-form';
import { LanguageTabs, languageTabStates, optionalTabStates } from '@/components/dashboard/language-tabs';
import { useTranslations } from 'next-intl';
import { TRANSLATION_LOCALES, translationStatus, type TranslationLocale, type TranslationStatus } from '@/domain/content/translations';
import type { Locale } from '@/i18n/locales';
import { Plus, Trash2 } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Field, FormSection, Input, Textarea } from '@/components/dashboard/field';
import { useProductField } from './use-product-field';

/**
 * Name and value rows of the specification table, in four language tabs (docs/requirements.md, "Content in four
 * languages"): the English tab edits the rows (add, remove); each other language's tab translates every row's name and
 * value beside its English text, marked while incomplete.
 */
export function SpecificationsSection() {
  const { form, errors, t, common, msg, id } = useProductField();
  const { register, control } = form;
  const hydrated = useHydrated();
  const specs = useFieldArray({ control, name: 'specifications' });
  const rows = useWatch({ control, name: 'specifications' }) ?? [];
  const statuses = Object.fromEntries(
    TRANSLATION_LOCALES.map((l) => {
      const english: Record<string, string> = {};
      const translated: Record<string, string> = {};
      rows.forEach((r, i) => {
        english[`name${i}`] = r?.name ?? '';
        english[`value${i}`] = r?.value ?? '';
        translated[`name${i}`] = r?.translations?.[l]?.name ?? '';
        translated[`value${i}`] = r?.translations?.[l]?.value ?? '';
      });
      return [l, translationStatus(english, { [l]: translated }, l)];
    }),
  ) as Record<TranslationLocale, TranslationStatus>;
  const rowErrors = (errors.specifications ?? []) as (
    { name?: unknown; value?: unknown; translations?: Record<string, unknown> } | undefined
  )[];
  const errorIn = (l: Locale) =>
    Array.isArray(rowErrors) && rowErrors.some((r) => (l === 'en' ? !!(r?.name || r?.value) : !!r?.translations?.[l]));
  return (
    <FormSection title={t('specifications')} description={t('specificationsHint')}>
      <LanguageTabs idPrefix="product-specs" label={t('specificationLanguages')} states={languageTabStates(statuses, errorIn)}>
        {(l, input) =>
          l === 'en' ? (
            <>
              {specs.fields.map((row, i) => (
                <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                  <Field label={t('specName')} htmlFor={id(`spec-name-${i}`)} error={msg(`specifications.${i}.name`)}>
                    <Input id={id(`spec-name-${i}`)} {...register(`specifications.${i}.name`)} />
                  </Field>
                  <Field label={t('specValue')} htmlFor={id(`spec-value-${i}`)} error={msg(`specifications.${i}.value`)}>
                    <Input id={id(`spec-value-${i}`)} {...register(`specifications.${i}.value`)} />
                  </Field>
                  <button
                    type="button"
                    onClick={() => specs.remove(i)}
                    aria-label={`${common('delete')}: ${t('specName')} ${i + 1}`}
                    className="mt-7 inline-flex size-10 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-red-700"
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </div>
              ))}
              <Button variant="outline" size="sm" disabled={!hydrated} onClick={() => specs.append({ name: '', value: '' })}>
                <Plus className="size-4" aria-hidden /> {t('addSpecification')}
              </Button>
            </>
          ) : (
            specs.fields.map((row, i) => (
              <div key={row.id} className="grid grid-cols-2 items-start gap-2" data-testid="spec-translation">
                {/* the row's English, which the translation stands for */}
                <p className="col-span-2 -mb-1 text-xs text-fg-muted" lang="en">
                  {i + 1}. <bdi>{rows[i]?.name}</bdi>: <bdi>{rows[i]?.value}</bdi>
                </p>
                <Field label={t('specName')} htmlFor={id(`spec-name-${i}-${l}`)} error={msg(`specifications.${i}.translations.${l}.name`)}>
                  <Input
                    id={id(`spec-name-${i}-${l}`)}
                    placeholder={rows[i]?.name}
                    {...input}
                    {...register(`specifications.${i}.translations.${l}.name`)}
                  />
                </Field>
                <Field
                  label={t('specValue')}
                  htmlFor={id(`spec-value-${i}-${l}`)}
                  error={msg(`specifications.${i}.translations.${l}.value`)}
                >
                  <Input
                    id={id(`spec-value-${i}-${l}`)}
                    placeholder={rows[i]?.value}
                    {...input}
                    {...register(`specifications.${i}.translations.${l}.value`)}
                  />
                </Field>
              </div>
            ))
          )
        }
      </LanguageTabs>
    </FormSection>
  );
}

/**
 * Title, description and image for search engines and link previews; the title and description in four language
 * tabs (docs/requirements.md, "Content in four languages"), optional in every language, each showing the English text
 * as its placeholder.
 */
export function SeoSection() {
  const { form, errors, t, msg, id } = useProductField();
  const { register, control } = form;
  const languages = useTranslations('dashboard.languages');
  const [title, description] = useWatch({ control, name: ['seoTitle', 'seoDescription'] });
  const errorIn = (l: Locale) =>
    l === 'en'
      ? !!(errors.seoTitle || errors.seoDescription)
      : !!(errors.translations?.[l as TranslationLocale]?.seoTitle || errors.translations?.[l as TranslationLocale]?.seoDescription);
  return (
    <FormSection title={t('seo')} description={t('seoHint')}>
      <LanguageTabs idPrefix="product-seo" label={languages('seoLabel')} states={optionalTabStates(errorIn)}>
        {(l, input) => {
          if (l === 'en')
            return (
              <>
                <Field label={t('seoTitle')} htmlFor={id('seoTitle')} error={msg('seoTitle')}>
                  <Input id={id('seoTitle')} {...register('seoTitle')} invalid={!!errors.seoTitle} />
                </Field>
                <Field label={t('seoDescription')} htmlFor={id('seoDescription')} error={msg('seoDescription')}>
                  <Textarea id={id('seoDescription')} rows={2} {...register('seoDescription')} invalid={!!errors.seoDescription} />
                </Field>
              </>
            );
          const path = (f: 'seoTitle' | 'seoDescription') => `translations.${l as TranslationLocale}.${f}` as const;
          return (
            <>
              <Field label={t('seoTitle')} htmlFor={id(`${l}-seoTitle`)} error={msg(path('seoTitle'))}>
                <Input
                  id={id(`${l}-seoTitle`)}
                  {...input}
                  {...register(path('seoTitle'))}
                  placeholder={title}
                  invalid={!!msg(path('seoTitle'))}
                />
              </Field>
              <Field label={t('seoDescription')} htmlFor={id(`${l}-seoDescription`)} error={msg(path('seoDescription'))}>
                <Textarea
                  id={id(`${l}-seoDescription`)}
                  rows={2}
                  {...input}
                  {...register(path('seoDescription'))}
                  placeholder={description}
                  invalid={!!msg(path('seoDescription'))}
                />
              </Field>
            </>
          );
        }}
      </LanguageTabs>
      <Field label={t('seoImage')} htmlFor={id('seoImage')} error={msg('seoImage')} hint={t('seoImageHint')}>
        <Input id={id('seoImage')} {...register('seoImage')} invalid={!!errors.seoImage} dir="ltr" />
      </Field>
    </FormSection>
  );
}

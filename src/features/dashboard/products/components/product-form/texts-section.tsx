'use client';

import { Controller, useWatch } from 'react-hook-form';
import { Field, FormSection, Input, Textarea } from '@/components/dashboard/field';
import { LanguageTabs, languageTabStates } from '@/components/dashboard/language-tabs';
import { RichTextEditor } from '@/components/dashboard/rich-text-editor';
import { PRODUCT_TEXT_FIELDS } from '@/domain/catalogue/product-form';
import { translationStatuses, type TranslationLocale } from '@/domain/content/translations';
import type { Locale } from '@/i18n/locales';
import { useProductField } from './use-product-field';

/**
 * Name, summary and description in the four languages (docs/requirements.md, "Content in four languages"): English is
 * required and is the product's own fields; Bengali, Arabic and French are optional and marked while incomplete.
 */
export function TextsSection({ canEdit }: { canEdit: boolean }) {
  const { form, errors, t, msg, id } = useProductField();
  const { register, control } = form;
  const [name, summary, description, translations] = useWatch({ control, name: ['name', 'summary', 'description', 'translations'] });
  const statuses = translationStatuses({ name, summary, description }, translations, ['description']);
  const errorIn = (l: Locale) =>
    l === 'en' ? PRODUCT_TEXT_FIELDS.some((f) => !!errors[f]) : !!errors.translations?.[l as TranslationLocale];
  return (
    <FormSection title={t('texts')} description={t('textsHint')}>
      <LanguageTabs idPrefix="product-texts" states={languageTabStates(statuses, errorIn)}>
        {(l, input) => {
          if (l === 'en')
            return (
              <>
                <Field label={t('name')} htmlFor={id('name')} error={msg('name')} required>
                  <Input id={id('name')} {...register('name')} invalid={!!errors.name} />
                </Field>
                <Field label={t('summary')} htmlFor={id('summary')} error={msg('summary')} hint={t('summaryHint')}>
                  <Textarea id={id('summary')} rows={3} {...register('summary')} invalid={!!errors.summary} />
                </Field>
                <Controller
                  control={control}
                  name="description"
                  render={({ field }) => (
                    <RichTextEditor
                      readOnly={!canEdit}
                      id={id('description')}
                      label={t('description')}
                      value={field.value}
                      onChange={field.onChange}
                      invalid={!!errors.description}
                    />
                  )}
                />
                {msg('description') && <p className="text-xs font-medium text-red-700">{msg('description')}</p>}
              </>
            );
          const path = (f: (typeof PRODUCT_TEXT_FIELDS)[number]) => `translations.${l}.${f}` as const;
          const fieldError = (f: (typeof PRODUCT_TEXT_FIELDS)[number]) => msg(path(f));
          return (
            <>
              <Field label={t('name')} htmlFor={id(`${l}-name`)} error={fieldError('name')}>
                <Input id={id(`${l}-name`)} {...input} {...register(path('name'))} placeholder={name} invalid={!!fieldError('name')} />
              </Field>
              <Field label={t('summary')} htmlFor={id(`${l}-summary`)} error={fieldError('summary')}>
                <Textarea id={id(`${l}-summary`)} rows={3} {...input} {...register(path('summary'))} invalid={!!fieldError('summary')} />
              </Field>
              <Controller
                control={control}
                name={path('description')}
                render={({ field }) => (
                  <div {...input}>
                    <RichTextEditor
                      readOnly={!canEdit}
                      id={id(`${l}-description`)}
                      label={`${t('description')} (${l})`}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      invalid={!!fieldError('description')}
                    />
                  </div>
                )}
              />
              {fieldError('description') && <p className="text-xs font-medium text-red-700">{fieldError('description')}</p>}
            </>
          );
        }}
      </LanguageTabs>
    </FormSection>
  );
}

'use client';

import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Field, FormSection, Input, Textarea } from '@/components/dashboard/field';
import { useProductField } from './use-product-field';

/** Name and value rows of the specification table. */
export function SpecificationsSection() {
  const { form, t, common, msg, id } = useProductField();
  const { register, control } = form;
  const hydrated = useHydrated();
  const specs = useFieldArray({ control, name: 'specifications' });
  return (
    <FormSection title={t('specifications')} description={t('specificationsHint')}>
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
    </FormSection>
  );
}

/** Title, description and image for search engines and link previews. */
export function SeoSection() {
  const { form, errors, t, msg, id } = useProductField();
  const { register } = form;
  return (
    <FormSection title={t('seo')} description={t('seoHint')}>
      <Field label={t('seoTitle')} htmlFor={id('seoTitle')} error={msg('seoTitle')}>
        <Input id={id('seoTitle')} {...register('seoTitle')} invalid={!!errors.seoTitle} />
      </Field>
      <Field label={t('seoDescription')} htmlFor={id('seoDescription')} error={msg('seoDescription')}>
        <Textarea id={id('seoDescription')} rows={2} {...register('seoDescription')} invalid={!!errors.seoDescription} />
      </Field>
      <Field label={t('seoImage')} htmlFor={id('seoImage')} error={msg('seoImage')} hint={t('seoImageHint')}>
        <Input id={id('seoImage')} {...register('seoImage')} invalid={!!errors.seoImage} dir="ltr" />
      </Field>
    </FormSection>
  );
}

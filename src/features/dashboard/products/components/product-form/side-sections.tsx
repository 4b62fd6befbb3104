'use client';

import Link from 'next/link';
import { Controller, useWatch } from 'react-hook-form';
import { ExternalLink } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, FormSection, Select } from '@/components/dashboard/field';
import type { ProductOptions } from '@/domain/catalogue/product-form';
import { useProductField } from './use-product-field';

/** Published, featured and free-sample switches, the save button and the link to the product in the shop. */
export function PublishingSection({
  canEdit,
  pending,
  isNew,
  savedSlug,
}: {
  canEdit: boolean;
  pending: boolean;
  isNew: boolean;
  savedSlug: string;
}) {
  const { form, errors, t, common, id } = useProductField();
  const { control } = form;
  return (
    <FormSection title={t('publishing')}>
      <Controller
        control={control}
        name="published"
        render={({ field }) => (
          <Checkbox
            id={id('published')}
            label={t('published')}
            description={t('publishedHint')}
            checked={field.value}
            onChange={(e) => field.onChange(e.target.checked)}
          />
        )}
      />
      <Controller
        control={control}
        name="featured"
        render={({ field }) => (
          <Checkbox
            id={id('featured')}
            label={t('featured')}
            description={t('featuredHint')}
            checked={field.value}
            onChange={(e) => field.onChange(e.target.checked)}
          />
        )}
      />
      <Controller
        control={control}
        name="samples"
        render={({ field }) => (
          <Checkbox
            id={id('samples')}
            label={t('samples')}
            description={t('samplesHint')}
            checked={field.value}
            onChange={(e) => field.onChange(e.target.checked)}
          />
        )}
      />
      {canEdit && (
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? common('saving') : !isNew ? common('save') : t('createProduct')}
        </Button>
      )}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {t('fixErrors')}
        </p>
      )}
      {savedSlug && (
        <Link
          href={`/product/${savedSlug}`}
          target="_blank"
          className="flex items-center gap-1.5 text-sm font-medium text-fg underline-offset-2 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden /> {t('viewInShop')}
        </Link>
      )}
    </FormSection>
  );
}

/** Category, subcategory and brand. */
export function OrganisationSection({ options }: { options: ProductOptions }) {
  const { form, errors, t, msg, id } = useProductField();
  const { register, control, setValue } = form;
  const categoryId = useWatch({ control, name: 'categoryId' });
  const subcategories = options.categories.find((c) => c.id === categoryId)?.subcategories ?? [];
  return (
    <FormSection title={t('organisation')}>
      <Field label={t('category')} htmlFor={id('categoryId')} error={msg('categoryId')} required>
        <Select
          id={id('categoryId')}
          {...register('categoryId', { onChange: () => setValue('subcategoryId', '') })}
          invalid={!!errors.categoryId}
        >
          <option value="">{t('choose')}</option>
          {options.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('subcategory')} htmlFor={id('subcategoryId')} error={msg('subcategoryId')}>
        <Select
          id={id('subcategoryId')}
          {...register('subcategoryId')}
          invalid={!!errors.subcategoryId}
          disabled={subcategories.length === 0}
        >
          <option value="">{t('none')}</option>
          {subcategories.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('brand')} htmlFor={id('brandId')} error={msg('brandId')}>
        <Select id={id('brandId')} {...register('brandId')}>
          <option value="">{t('none')}</option>
          {options.brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </Select>
      </Field>
    </FormSection>
  );
}

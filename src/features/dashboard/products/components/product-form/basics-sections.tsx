'use client';

import { Controller, useWatch } from 'react-hook-form';
import { Wand2 } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, FormSection, Input } from '@/components/dashboard/field';
import { ImageUploader } from '@/components/dashboard/image-uploader';
import { PRODUCT_SLUG_MAX } from '@/domain/catalogue/product-form';
import { AREA_UNIT } from '@/domain/catalogue/pricing';
import { slugify } from '@/lib/slug';
import { useProductField } from './use-product-field';

/** Slug (with its generator), SKU, simple or variable; the name and summary are in the texts section. */
export function BasicsSection() {
  const { form, errors, t, msg, id } = useProductField();
  const { register, control, setValue, getValues } = form;
  const name = useWatch({ control, name: 'name' });
  return (
    <FormSection title={t('basics')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('slug')}
          htmlFor={id('slug')}
          error={msg('slug')}
          hint={t('slugHint', { slug: slugify(name ?? '', PRODUCT_SLUG_MAX) || '…' })}
        >
          <div className="flex gap-2">
            <Input id={id('slug')} {...register('slug')} invalid={!!errors.slug} dir="ltr" />
            <Button
              variant="outline"
              size="sm"
              className="h-10"
              onClick={() => setValue('slug', slugify(getValues('name'), PRODUCT_SLUG_MAX), { shouldDirty: true })}
              aria-label={t('makeSlug')}
              title={t('makeSlug')}
            >
              <Wand2 className="size-4" aria-hidden />
            </Button>
          </div>
        </Field>
        <Field label={t('sku')} htmlFor={id('sku')} error={msg('sku')}>
          <Input id={id('sku')} {...register('sku')} invalid={!!errors.sku} dir="ltr" />
        </Field>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-fg">{t('type')}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(['simple', 'variable'] as const).map((v) => (
            <label key={v} className="flex cursor-pointer items-center gap-2">
              <input type="radio" value={v} {...register('type')} className="size-4 accent-[var(--secondary-strong)]" />
              {t(v === 'simple' ? 'typeSimple' : 'typeVariable')}
            </label>
          ))}
        </div>
      </fieldset>
    </FormSection>
  );
}

/** The product's pictures. */
export function ImagesSection() {
  const { form, errors, t, msg, id } = useProductField();
  const { control } = form;
  return (
    <FormSection title={t('images')} description={t('imagesHint')}>
      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <ImageUploader id={id('images')} area="product" value={field.value} onChange={field.onChange} invalid={!!errors.images} />
        )}
      />
      {msg('images') && <p className="text-xs font-medium text-red-700">{msg('images')}</p>}
    </FormSection>
  );
}

/** Price, sale price, stock of a simple product, and the unit it is sold by. */
export function PricingSection() {
  const { form, errors, t, msg, id } = useProductField();
  const { register, control } = form;
  const type = useWatch({ control, name: 'type' });
  // coverage is required only for a product sold by area (docs/requirements.md, "Products")
  const unit = useWatch({ control, name: 'unit' });
  return (
    <FormSection title={t('pricing')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('price')} htmlFor={id('price')} error={msg('price')} required>
          <Input id={id('price')} inputMode="decimal" {...register('price')} invalid={!!errors.price} dir="ltr" />
        </Field>
        <Field label={t('salePrice')} htmlFor={id('discount')} error={msg('discount')} hint={t('salePriceHint')}>
          <Input id={id('discount')} inputMode="decimal" {...register('discount')} invalid={!!errors.discount} dir="ltr" />
        </Field>
        {type === 'simple' && (
          <Field label={t('quantity')} htmlFor={id('quantity')} error={msg('quantity')} hint={t('quantityHint')} required>
            <Input
              id={id('quantity')}
              type="number"
              min={-1}
              step={1}
              // empty stays empty (required), never 0 or NaN
              {...register('quantity', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)) })}
              invalid={!!errors.quantity}
            />
          </Field>
        )}
        <Field
          label={t('lowStockThreshold')}
          htmlFor={id('lowStockThreshold')}
          error={msg('lowStockThreshold')}
          hint={t('lowStockThresholdHint')}
        >
          <Input
            id={id('lowStockThreshold')}
            inputMode="numeric"
            {...register('lowStockThreshold')}
            invalid={!!errors.lowStockThreshold}
            dir="ltr"
          />
        </Field>
      </div>
      <Controller
        control={control}
        name="lotTracked"
        render={({ field }) => (
          <Checkbox
            id={id('lotTracked')}
            label={t('lotTracked')}
            description={t('lotTrackedHint')}
            checked={field.value}
            onChange={(e) => field.onChange(e.target.checked)}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('unit')} htmlFor={id('unit')} error={msg('unit')} required hint={t('unitHint')}>
          <Input id={id('unit')} {...register('unit')} invalid={!!errors.unit} />
        </Field>
        <Field
          label={t('unitValue')}
          htmlFor={id('unitValue')}
          error={msg('unitValue')}
          required={unit?.trim() === AREA_UNIT}
          hint={t('unitValueHint')}
        >
          <Input id={id('unitValue')} inputMode="decimal" {...register('unitValue')} invalid={!!errors.unitValue} dir="ltr" />
        </Field>
        <Field label={t('sellUnit')} htmlFor={id('sellUnit')} error={msg('sellUnit')} required hint={t('sellUnitHint')}>
          <Input id={id('sellUnit')} {...register('sellUnit')} invalid={!!errors.sellUnit} />
        </Field>
        <Field label={t('weightKg')} htmlFor={id('weightKg')} error={msg('weightKg')} hint={t('weightKgHint')}>
          <Input id={id('weightKg')} inputMode="decimal" {...register('weightKg')} invalid={!!errors.weightKg} dir="ltr" />
        </Field>
      </div>
    </FormSection>
  );
}

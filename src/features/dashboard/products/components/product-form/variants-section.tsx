'use client';

import { useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Trash2, Wand2 } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, FormSection, Input, Select } from '@/components/dashboard/field';
import { generateVariants, type ProductOptions } from '@/domain/catalogue/product-form';
import { useProductField } from './use-product-field';
import { ColourChips } from './colour-chips';

/**
 * Colours and one attribute's values of a variable product, the generator of their combinations, and the
 * table of variants (SKU, price, sale price, stock). The chosen attribute values are kept by the form, so
 * switching the product to simple and back keeps them.
 */
export function VariantsSection({
  options,
  chosenValues,
  setChosenValues,
}: {
  options: ProductOptions;
  chosenValues: string[];
  setChosenValues: React.Dispatch<React.SetStateAction<string[]>>;
}) {
  const { form, t, common, msg, id } = useProductField();
  const { register, control, setValue, getValues, formState } = form;
  const variantRows = useFieldArray({ control, name: 'variants' });
  const [colorIds, attributeId, images] = useWatch({ control, name: ['colorIds', 'attributeId', 'images'] });
  const attribute = options.attributes.find((a) => a.id === attributeId);
  const colourName = useMemo(() => new Map(options.colors.map((c) => [c.id, c])), [options.colors]);
  const valueName = useMemo(
    () => new Map(options.attributes.flatMap((a) => a.values.map((v) => [v.id, v.value] as const))),
    [options.attributes],
  );

  const regenerate = () => {
    const price = getValues('price');
    const discount = getValues('discount');
    const next = generateVariants(
      colorIds,
      attribute ? chosenValues.filter((v) => attribute.values.some((x) => x.id === v)) : [],
      getValues('variants'),
      // a new combination's stock is left for staff to enter (empty, required on save), never 0: out of stock at once
      { price, discount, quantity: Number.NaN },
    );
    setValue('variants', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  return (
    <FormSection title={t('variants')} description={t('variantsHint')}>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-fg">{t('colors')}</legend>
        <ColourChips colors={options.colors} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('attribute')} htmlFor={id('attributeId')} error={msg('attributeId')}>
          <Select id={id('attributeId')} {...register('attributeId')}>
            <option value="">{t('noAttribute')}</option>
            {options.attributes.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {attribute && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-fg">{t('values', { attribute: attribute.name })}</legend>
          <div className="flex flex-wrap gap-3">
            {attribute.values.map((v) => (
              <Checkbox
                key={v.id}
                id={id(`value-${v.id}`)}
                label={v.value}
                checked={chosenValues.includes(v.id)}
                onChange={() => setChosenValues((cur) => (cur.includes(v.id) ? cur.filter((x) => x !== v.id) : [...cur, v.id]))}
              />
            ))}
          </div>
        </fieldset>
      )}
      <div>
        <Button variant="outline" size="sm" onClick={regenerate}>
          <Wand2 className="size-4" aria-hidden /> {t('generateVariants')}
        </Button>
      </div>
      {msg('variants') && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {msg('variants')}
        </p>
      )}
      {variantRows.fields.length > 0 && (
        // one card per variant, its fields in a grid that wraps: every field in view at any width, no sideways scroll
        <div className="rounded-md border border-line">
          <ul aria-label={t('variants')} className="divide-y divide-line">
            {variantRows.fields.map((row, i) => {
              const colour = colourName.get(row.colorId);
              const label = [colour?.name, valueName.get(row.attributeValueId)].filter(Boolean).join(' / ');
              const cellError = msg(`variants.${i}.colorId`) ?? msg(`variants.${i}.attributeValueId`);
              const error = (field: string) =>
                msg(`variants.${i}.${field}`) && <span className="block text-xs text-red-700">{msg(`variants.${i}.${field}`)}</span>;
              const caption = (text: string) => (
                <span aria-hidden className="mb-1 block text-xs font-medium text-fg-muted">
                  {text}
                </span>
              );
              return (
                <li key={row.id} className="space-y-2 px-3 py-3" data-testid="variant-row">
                  <div className="flex items-center justify-between gap-2">
                    <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
                      {colour && (
                        <span
                          className="size-3.5 shrink-0 rounded-full border border-line"
                          style={{ background: colour.hex }}
                          aria-hidden
                        />
                      )}
                      <span className="truncate">{label}</span>
                    </span>
                    <button
                      type="button"
                      onClick={() => variantRows.remove(i)}
                      aria-label={`${common('delete')}: ${label}`}
                      className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-red-700"
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </div>
                  {cellError && <span className="block text-xs text-red-700">{cellError}</span>}
                  <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,1.5fr)]">
                    <div>
                      {caption(t('sku'))}
                      <Input
                        aria-label={`${t('sku')} ${label}`}
                        className="h-8 w-full"
                        dir="ltr"
                        {...register(`variants.${i}.sku`)}
                        invalid={!!msg(`variants.${i}.sku`)}
                      />
                      {error('sku')}
                    </div>
                    <div>
                      {caption(t('price'))}
                      <Input
                        aria-label={`${t('price')} ${label}`}
                        className="h-8 w-full"
                        inputMode="decimal"
                        dir="ltr"
                        {...register(`variants.${i}.price`)}
                        invalid={!!msg(`variants.${i}.price`)}
                      />
                      {error('price')}
                    </div>
                    <div>
                      {caption(t('salePrice'))}
                      <Input
                        aria-label={`${t('salePrice')} ${label}`}
                        className="h-8 w-full"
                        inputMode="decimal"
                        dir="ltr"
                        {...register(`variants.${i}.discount`)}
                        invalid={!!msg(`variants.${i}.discount`)}
                      />
                      {error('discount')}
                    </div>
                    <div>
                      {caption(t('quantity'))}
                      <Input
                        aria-label={`${t('quantity')} ${label}`}
                        className="h-8 w-full"
                        type="number"
                        min={-1}
                        step={1}
                        {...register(`variants.${i}.quantity`, { valueAsNumber: true })}
                        invalid={!!msg(`variants.${i}.quantity`)}
                      />
                      {error('quantity')}
                    </div>
                    <div className="col-span-2 sm:col-span-2 xl:col-span-1">
                      {caption(t('variantPicture'))}
                      <Select
                        aria-label={`${t('variantPicture')} ${label}`}
                        className="h-8 w-full"
                        {...register(`variants.${i}.image`)}
                        invalid={!!msg(`variants.${i}.image`)}
                      >
                        <option value="">{t('variantPictureNone')}</option>
                        {images.map((img, n) => (
                          <option key={img.url} value={img.url}>
                            {img.alt ? `${t('variantPictureN', { n: n + 1 })}: ${img.alt}` : t('variantPictureN', { n: n + 1 })}
                          </option>
                        ))}
                      </Select>
                      {error('image')}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="border-t border-line px-3 py-2 text-xs text-fg-muted">
            {t('quantityHint')} · {t('variantPictureHint')}
          </p>
        </div>
      )}
    </FormSection>
  );
}

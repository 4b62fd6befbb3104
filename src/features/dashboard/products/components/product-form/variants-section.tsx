'use client';

import { useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Plus, Trash2, Wand2 } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, FormSection, Input, Select } from '@/components/dashboard/field';
import { generateVariants, type ProductOptions } from '@/domain/catalogue/product-form';
import { MAX_OPTIONS } from '@/domain/catalogue/variant-options';
import { useProductField } from './use-product-field';
import { ColourChips } from './colour-chips';

/**
 * Colours and up to three options (an attribute and its chosen values each) of a variable product, the generator of
 * their combinations, and the variants (SKU, price, sale price, stock, picture). The chosen values are kept by the
 * form, so switching the product to simple and back keeps them.
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
  const [colorIds, attributeIds, images] = useWatch({ control, name: ['colorIds', 'attributeIds', 'images'] });
  const chosenAttributes = attributeIds.map((a) => options.attributes.find((x) => x.id === a));
  const colourName = useMemo(() => new Map(options.colors.map((c) => [c.id, c])), [options.colors]);
  const valueName = useMemo(
    () => new Map(options.attributes.flatMap((a) => a.values.map((v) => [v.id, v.value] as const))),
    [options.attributes],
  );

  const unusedAttribute = () => options.attributes.find((a) => !attributeIds.includes(a.id))?.id ?? null;

  /**
   * Sets option `k` to an attribute (null: removes it; k past the end: adds it). The variants keep their place: their
   * value of a changed option is cleared (Generate variants fills it), a removed option's value goes with it.
   */
  const changeOption = (k: number, attributeId: string | null) => {
    const next = [...attributeIds];
    if (attributeId === null) next.splice(k, 1);
    else next[k] = attributeId;
    setValue('attributeIds', next, { shouldDirty: true });
    const rows = getValues('variants').map((v) => {
      const values = [...v.attributeValueIds];
      if (attributeId === null) values.splice(k, 1);
      else values[k] = '';
      return { ...v, attributeValueIds: Array.from({ length: next.length }, (_, i) => values[i] ?? '') };
    });
    setValue('variants', rows, { shouldDirty: true });
  };

  const regenerate = () => {
    const price = getValues('price');
    const discount = getValues('discount');
    const next = generateVariants(
      colorIds,
      chosenAttributes.map((a) => (a ? chosenValues.filter((v) => a.values.some((x) => x.id === v)) : [])),
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
      {chosenAttributes.map((attribute, k) => (
        <fieldset key={k} className="space-y-3 rounded-md border border-line p-3" data-testid="variant-option">
          <legend className="px-1 text-sm font-medium text-fg">{t('optionN', { n: k + 1 })}</legend>
          <div className="flex items-end gap-2">
            <Field label={t('attribute')} htmlFor={id(`attributeIds-${k}`)} error={msg(`attributeIds.${k}`)} className="min-w-0 flex-1">
              <Select id={id(`attributeIds-${k}`)} value={attributeIds[k]} onChange={(e) => changeOption(k, e.target.value)}>
                {options.attributes
                  .filter((a) => a.id === attributeIds[k] || !attributeIds.includes(a.id))
                  .map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
              </Select>
            </Field>
            <Button
              variant="outline"
              size="sm"
              className="mb-0.5"
              onClick={() => changeOption(k, null)}
              aria-label={t('removeOption', { option: attribute?.name ?? t('optionN', { n: k + 1 }) })}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
          {attribute && (
            <div role="group" aria-label={t('values', { attribute: attribute.name })}>
              <p aria-hidden className="mb-2 text-xs font-medium text-fg-muted">
                {t('values', { attribute: attribute.name })}
              </p>
              <div className="flex flex-wrap gap-3">
                {attribute.values.map((v) => (
                  <Checkbox
                    key={v.id}
                    id={id(`value-${v.id}`)}
                    // a value such as "12 mm" keeps its own direction on an Arabic page
                    label={<bdi>{v.value}</bdi>}
                    checked={chosenValues.includes(v.id)}
                    onChange={() => setChosenValues((cur) => (cur.includes(v.id) ? cur.filter((x) => x !== v.id) : [...cur, v.id]))}
                  />
                ))}
              </div>
            </div>
          )}
        </fieldset>
      ))}
      {attributeIds.length < MAX_OPTIONS && attributeIds.length < options.attributes.length && (
        <div>
          <Button variant="ghost" size="sm" onClick={() => changeOption(attributeIds.length, unusedAttribute())}>
            <Plus className="size-4" aria-hidden /> {t('addOption')}
          </Button>
          <p className="mt-1 text-xs text-fg-muted">{t('optionsHint', { max: MAX_OPTIONS })}</p>
        </div>
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
              const label = [colour?.name, ...row.attributeValueIds.map((v) => valueName.get(v))].filter(Boolean).join(' / ');
              const cellError =
                msg(`variants.${i}.colorId`) ??
                msg(`variants.${i}.attributeValueIds`) ??
                attributeIds.map((_, k) => msg(`variants.${i}.attributeValueIds.${k}`)).find(Boolean);
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

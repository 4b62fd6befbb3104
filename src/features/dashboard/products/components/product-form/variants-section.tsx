'use client';

import { useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Trash2, Wand2 } from 'lucide-react';
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
      { price, discount, quantity: 0 },
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
        <div className="overflow-x-auto rounded-md border border-line">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('variants')}</caption>
            <thead className="bg-surface-muted/60 text-xs font-semibold text-fg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('variant')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('sku')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('price')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('salePrice')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('quantity')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('variantPicture')}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{common('delete')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {variantRows.fields.map((row, i) => {
                const colour = colourName.get(row.colorId);
                const label = [colour?.name, valueName.get(row.attributeValueId)].filter(Boolean).join(' / ');
                const cellError = msg(`variants.${i}.colorId`) ?? msg(`variants.${i}.attributeValueId`);
                return (
                  <tr key={row.id} className="align-top">
                    <th scope="row" className="px-3 py-2 text-start font-medium">
                      <span className="flex items-center gap-2 whitespace-nowrap">
                        {colour && (
                          <span className="size-3.5 rounded-full border border-line" style={{ background: colour.hex }} aria-hidden />
                        )}
                        {label}
                      </span>
                      {cellError && <span className="block text-xs text-red-700">{cellError}</span>}
                    </th>
                    <td className="px-3 py-2">
                      <Input aria-label={`${t('sku')} ${label}`} className="h-8 w-28" dir="ltr" {...register(`variants.${i}.sku`)} />
                    </td>
                    <td className="px-3 py-2">
                      <Input
                        aria-label={`${t('price')} ${label}`}
                        className="h-8 w-24"
                        inputMode="decimal"
                        dir="ltr"
                        {...register(`variants.${i}.price`)}
                        invalid={!!msg(`variants.${i}.price`)}
                      />
                      {msg(`variants.${i}.price`) && <span className="block text-xs text-red-700">{msg(`variants.${i}.price`)}</span>}
                    </td>
                    <td className="px-3 py-2">
                      <Input
                        aria-label={`${t('salePrice')} ${label}`}
                        className="h-8 w-24"
                        inputMode="decimal"
                        dir="ltr"
                        {...register(`variants.${i}.discount`)}
                        invalid={!!msg(`variants.${i}.discount`)}
                      />
                      {msg(`variants.${i}.discount`) && <span className="block text-xs text-red-700">{msg(`variants.${i}.discount`)}</span>}
                    </td>
                    <td className="px-3 py-2">
                      <Input
                        aria-label={`${t('quantity')} ${label}`}
                        className="h-8 w-24"
                        type="number"
                        min={-1}
                        step={1}
                        {...register(`variants.${i}.quantity`, { valueAsNumber: true })}
                        invalid={!!msg(`variants.${i}.quantity`)}
                      />
                    </td>
                    <td className="px-3 py-2">
                      <Select
                        aria-label={`${t('variantPicture')} ${label}`}
                        className="h-8 w-36"
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
                      {msg(`variants.${i}.image`) && <span className="block text-xs text-red-700">{msg(`variants.${i}.image`)}</span>}
                    </td>
                    <td className="px-3 py-2 text-end">
                      <button
                        type="button"
                        onClick={() => variantRows.remove(i)}
                        aria-label={`${common('delete')}: ${label}`}
                        className="inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-red-700"
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="px-3 py-2 text-xs text-fg-muted">
            {t('quantityHint')} · {t('variantPictureHint')}
          </p>
        </div>
      )}
    </FormSection>
  );
}

'use client';

import { useMemo, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Controller, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Plus, Trash2, Wand2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Checkbox, Field, FormSection, Input, Select, Textarea } from '@/components/dashboard/field';
import { ImageUploader } from '@/components/dashboard/image-uploader';
import { RichTextEditor } from '@/components/dashboard/rich-text-editor';
import { useActionForm } from '@/components/dashboard/use-action-form';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { generateVariants, PRODUCT_SLUG_MAX, productFormSchema, type ProductFormValues, type ProductOptions } from '@/domain/catalogue/product-form';
import { slugify } from '@/lib/slug';
import type { ActionResult } from '@/lib/action-result';

interface Saved {
  id: string;
  slug: string;
}

/** Create and edit form of a product: basics, images, pricing & stock, variants, description, specifications, SEO, publishing. */
export function ProductForm({
  initial,
  productId,
  options,
  canEdit,
}: {
  initial: ProductFormValues;
  /** set when editing */
  productId?: string;
  options: ProductOptions;
  canEdit: boolean;
}) {
  const t = useTranslations('dashProducts.form');
  const tv = useTranslations('dashProducts.validation');
  const common = useTranslations('dashboard.common');
  const router = useRouter();
  const { submit, pending } = useActionForm();
  const hydrated = useHydrated();
  const [savedSlug, setSavedSlug] = useState(productId ? initial.slug : '');
  const form = useForm<ProductFormValues>({ resolver: zodResolver(productFormSchema), defaultValues: initial, mode: 'onBlur' });
  const { register, control, handleSubmit, setValue, getValues, setError, reset, formState } = form;
  const { errors, isDirty, isSubmitSuccessful } = formState;
  useUnsavedChanges(canEdit && isDirty && !(isSubmitSuccessful && !productId));

  const specs = useFieldArray({ control, name: 'specifications' });
  const variantRows = useFieldArray({ control, name: 'variants' });
  const [type, categoryId, colorIds, attributeId, name] = useWatch({ control, name: ['type', 'categoryId', 'colorIds', 'attributeId', 'name'] });
  const subcategories = options.categories.find((c) => c.id === categoryId)?.subcategories ?? [];
  const attribute = options.attributes.find((a) => a.id === attributeId);
  const [chosenValues, setChosenValues] = useState<string[]>(() => [...new Set(initial.variants.map((v) => v.attributeValueId).filter(Boolean))]);
  const colourName = useMemo(() => new Map(options.colors.map((c) => [c.id, c])), [options.colors]);
  const valueName = useMemo(() => new Map(options.attributes.flatMap((a) => a.values.map((v) => [v.id, v.value] as const))), [options.attributes]);

  /** a message key of dashProducts.validation, else a dashboard.validation key (Field translates it) */
  const msg = (path: string): string | undefined => {
    let node: unknown = errors;
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    const m = (node as { message?: string } | undefined)?.message ?? (node as { root?: { message?: string } } | undefined)?.root?.message;
    if (!m) return undefined;
    return tv.has(m) ? tv(m as 'slugTaken') : m;
  };

  const regenerate = () => {
    const price = getValues('price');
    const discount = getValues('discount');
    const next = generateVariants(colorIds, attribute ? chosenValues.filter((v) => attribute.values.some((x) => x.id === v)) : [], getValues('variants'), { price, discount, quantity: 0 });
    setValue('variants', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const onSubmit = async (values: ProductFormValues) => {
    const result: ActionResult<Saved> = productId
      ? await submit('product.update', { id: productId, product: values })
      : await submit('product.create', values, { successMessage: t('created') });
    if (!result.ok) {
      for (const [path, message] of Object.entries(result.fieldErrors ?? {})) {
        setError(path.replace(/^product\./, '') as FieldPath<ProductFormValues>, { type: 'server', message });
      }
      return;
    }
    if (productId) {
      reset({ ...values, slug: result.data.slug });
      setSavedSlug(result.data.slug);
      router.refresh();
    } else {
      router.push(`/dashboard/product/${result.data.id}`);
    }
  };

  const id = (field: string) => `product-${field}`;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <fieldset disabled={!canEdit || pending} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-6">
          <FormSection title={t('basics')}>
            <Field label={t('name')} htmlFor={id('name')} error={msg('name')} required>
              <Input id={id('name')} {...register('name')} invalid={!!errors.name} />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('slug')} htmlFor={id('slug')} error={msg('slug')} hint={t('slugHint', { slug: slugify(name ?? '', PRODUCT_SLUG_MAX) || '…' })}>
                <div className="flex gap-2">
                  <Input id={id('slug')} {...register('slug')} invalid={!!errors.slug} dir="ltr" />
                  <Button variant="outline" size="sm" className="h-10" onClick={() => setValue('slug', slugify(getValues('name'), PRODUCT_SLUG_MAX), { shouldDirty: true })} aria-label={t('makeSlug')} title={t('makeSlug')}>
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
            <Field label={t('summary')} htmlFor={id('summary')} error={msg('summary')} hint={t('summaryHint')}>
              <Textarea id={id('summary')} rows={3} {...register('summary')} invalid={!!errors.summary} />
            </Field>
          </FormSection>

          <FormSection title={t('images')} description={t('imagesHint')}>
            <Controller
              control={control}
              name="images"
              render={({ field }) => <ImageUploader id={id('images')} area="product" value={field.value} onChange={field.onChange} invalid={!!errors.images} />}
            />
            {msg('images') && <p className="text-xs font-medium text-red-700">{msg('images')}</p>}
          </FormSection>

          <FormSection title={t('pricing')}>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label={t('price')} htmlFor={id('price')} error={msg('price')} required>
                <Input id={id('price')} inputMode="decimal" {...register('price')} invalid={!!errors.price} dir="ltr" />
              </Field>
              <Field label={t('salePrice')} htmlFor={id('discount')} error={msg('discount')} hint={t('salePriceHint')}>
                <Input id={id('discount')} inputMode="decimal" {...register('discount')} invalid={!!errors.discount} dir="ltr" />
              </Field>
              {type === 'simple' && (
                <Field label={t('quantity')} htmlFor={id('quantity')} error={msg('quantity')} hint={t('quantityHint')}>
                  <Input id={id('quantity')} type="number" min={-1} step={1} {...register('quantity', { valueAsNumber: true })} invalid={!!errors.quantity} />
                </Field>
              )}
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label={t('unit')} htmlFor={id('unit')} error={msg('unit')} required hint={t('unitHint')}>
                <Input id={id('unit')} {...register('unit')} invalid={!!errors.unit} />
              </Field>
              <Field label={t('unitValue')} htmlFor={id('unitValue')} error={msg('unitValue')} required hint={t('unitValueHint')}>
                <Input id={id('unitValue')} inputMode="decimal" {...register('unitValue')} invalid={!!errors.unitValue} dir="ltr" />
              </Field>
              <Field label={t('sellUnit')} htmlFor={id('sellUnit')} error={msg('sellUnit')} required hint={t('sellUnitHint')}>
                <Input id={id('sellUnit')} {...register('sellUnit')} invalid={!!errors.sellUnit} />
              </Field>
            </div>
          </FormSection>

          {type === 'variable' && (
            <FormSection title={t('variants')} description={t('variantsHint')}>
              <fieldset>
                <legend className="mb-2 text-sm font-medium text-fg">{t('colors')}</legend>
                <Controller
                  control={control}
                  name="colorIds"
                  render={({ field }) => (
                    <div className="flex flex-wrap gap-2">
                      {options.colors.map((c) => {
                        const on = field.value.includes(c.id);
                        return (
                          <label key={c.id} className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm ${on ? 'border-secondary-strong bg-surface-muted' : 'border-line'}`}>
                            <input type="checkbox" className="sr-only" checked={on} onChange={() => field.onChange(on ? field.value.filter((x) => x !== c.id) : [...field.value, c.id])} />
                            <span className="size-3.5 rounded-full border border-line" style={{ background: c.hex }} aria-hidden />
                            {c.name}
                          </label>
                        );
                      })}
                    </div>
                  )}
                />
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
                        <th scope="col" className="px-3 py-2 text-start">{t('variant')}</th>
                        <th scope="col" className="px-3 py-2 text-start">{t('sku')}</th>
                        <th scope="col" className="px-3 py-2 text-start">{t('price')}</th>
                        <th scope="col" className="px-3 py-2 text-start">{t('salePrice')}</th>
                        <th scope="col" className="px-3 py-2 text-start">{t('quantity')}</th>
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
                                {colour && <span className="size-3.5 rounded-full border border-line" style={{ background: colour.hex }} aria-hidden />}
                                {label}
                              </span>
                              {cellError && <span className="block text-xs text-red-700">{cellError}</span>}
                            </th>
                            <td className="px-3 py-2">
                              <Input aria-label={`${t('sku')} ${label}`} className="h-8 w-28" dir="ltr" {...register(`variants.${i}.sku`)} />
                            </td>
                            <td className="px-3 py-2">
                              <Input aria-label={`${t('price')} ${label}`} className="h-8 w-24" inputMode="decimal" dir="ltr" {...register(`variants.${i}.price`)} invalid={!!msg(`variants.${i}.price`)} />
                              {msg(`variants.${i}.price`) && <span className="block text-xs text-red-700">{msg(`variants.${i}.price`)}</span>}
                            </td>
                            <td className="px-3 py-2">
                              <Input aria-label={`${t('salePrice')} ${label}`} className="h-8 w-24" inputMode="decimal" dir="ltr" {...register(`variants.${i}.discount`)} invalid={!!msg(`variants.${i}.discount`)} />
                              {msg(`variants.${i}.discount`) && <span className="block text-xs text-red-700">{msg(`variants.${i}.discount`)}</span>}
                            </td>
                            <td className="px-3 py-2">
                              <Input aria-label={`${t('quantity')} ${label}`} className="h-8 w-24" type="number" min={-1} step={1} {...register(`variants.${i}.quantity`, { valueAsNumber: true })} invalid={!!msg(`variants.${i}.quantity`)} />
                            </td>
                            <td className="px-3 py-2 text-end">
                              <button type="button" onClick={() => variantRows.remove(i)} aria-label={`${common('delete')}: ${label}`} className="inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-red-700">
                                <Trash2 className="size-4" aria-hidden />
                              </button>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                  <p className="px-3 py-2 text-xs text-fg-muted">{t('quantityHint')}</p>
                </div>
              )}
            </FormSection>
          )}

          <FormSection title={t('description')}>
            <Controller
              control={control}
              name="description"
              render={({ field }) => <RichTextEditor readOnly={!canEdit} id={id('description')} label={t('description')} value={field.value} onChange={field.onChange} invalid={!!errors.description} />}
            />
            {msg('description') && <p className="text-xs font-medium text-red-700">{msg('description')}</p>}
          </FormSection>

          <FormSection title={t('specifications')} description={t('specificationsHint')}>
            {specs.fields.map((row, i) => (
              <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                <Field label={t('specName')} htmlFor={id(`spec-name-${i}`)} error={msg(`specifications.${i}.name`)}>
                  <Input id={id(`spec-name-${i}`)} {...register(`specifications.${i}.name`)} />
                </Field>
                <Field label={t('specValue')} htmlFor={id(`spec-value-${i}`)} error={msg(`specifications.${i}.value`)}>
                  <Input id={id(`spec-value-${i}`)} {...register(`specifications.${i}.value`)} />
                </Field>
                <button type="button" onClick={() => specs.remove(i)} aria-label={`${common('delete')}: ${t('specName')} ${i + 1}`} className="mt-7 inline-flex size-10 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-red-700">
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            ))}
            <Button variant="outline" size="sm" disabled={!hydrated} onClick={() => specs.append({ name: '', value: '' })}>
              <Plus className="size-4" aria-hidden /> {t('addSpecification')}
            </Button>
          </FormSection>

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
        </div>

        <aside className="space-y-6 lg:sticky lg:top-4 lg:self-start">
          <FormSection title={t('publishing')}>
            <Controller control={control} name="published" render={({ field }) => <Checkbox id={id('published')} label={t('published')} description={t('publishedHint')} checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
            <Controller control={control} name="featured" render={({ field }) => <Checkbox id={id('featured')} label={t('featured')} description={t('featuredHint')} checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
            {canEdit && (
              <Button type="submit" className="w-full" disabled={pending}>
                {pending ? common('saving') : productId ? common('save') : t('createProduct')}
              </Button>
            )}
            {Object.keys(errors).length > 0 && (
              <p role="alert" className="text-xs font-medium text-red-700">
                {t('fixErrors')}
              </p>
            )}
            {savedSlug && (
              <Link href={`/product/${savedSlug}`} target="_blank" className="flex items-center gap-1.5 text-sm font-medium text-fg underline-offset-2 hover:underline">
                <ExternalLink className="size-4" aria-hidden /> {t('viewInShop')}
              </Link>
            )}
          </FormSection>
          <FormSection title={t('organisation')}>
            <Field label={t('category')} htmlFor={id('categoryId')} error={msg('categoryId')} required>
              <Select id={id('categoryId')} {...register('categoryId', { onChange: () => setValue('subcategoryId', '') })} invalid={!!errors.categoryId}>
                <option value="">{t('choose')}</option>
                {options.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('subcategory')} htmlFor={id('subcategoryId')} error={msg('subcategoryId')}>
              <Select id={id('subcategoryId')} {...register('subcategoryId')} invalid={!!errors.subcategoryId} disabled={subcategories.length === 0}>
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
        </aside>
      </fieldset>
    </form>
  );
}

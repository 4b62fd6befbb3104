'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useActionForm } from '@/components/dashboard/use-action-form';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { PRODUCT_TEXT_FIELDS, productFormSchema, type ProductFormValues, type ProductOptions } from '@/domain/catalogue/product-form';
import { SEO_TEXT_FIELDS, translationsForForm } from '@/domain/content/translations';
import { BasicsSection, ImagesSection, PricingSection } from './product-form/basics-sections';
import { SeoSection, SpecificationsSection } from './product-form/content-sections';
import { TextsSection } from './product-form/texts-section';
import { OrganisationSection, PublishingSection } from './product-form/side-sections';
import { VariantsSection } from './product-form/variants-section';
import { AccessoriesSection } from './product-form/accessories-section';
import type { PickerProduct } from '@/components/dashboard/product-list-picker';
import { ColourChips } from './product-form/colour-chips';
import { FormSection } from '@/components/dashboard/field';
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
  accessories = [],
}: {
  initial: ProductFormValues;
  /** set when editing */
  productId?: string;
  options: ProductOptions;
  canEdit: boolean;
  /** the accessories the product names, for their names (product.choices) */
  accessories?: PickerProduct[];
}) {
  const t = useTranslations('dashProducts.form');
  const router = useRouter();
  const { submit, pending } = useActionForm();
  const [savedSlug, setSavedSlug] = useState(productId ? initial.slug : '');
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    // every language's tab starts with its fields, empty where nothing is stored
    defaultValues: { ...initial, translations: translationsForForm([...PRODUCT_TEXT_FIELDS, ...SEO_TEXT_FIELDS], initial.translations) },
    mode: 'onBlur',
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  const { isDirty, isSubmitSuccessful } = formState;
  useUnsavedChanges(canEdit && isDirty && !(isSubmitSuccessful && !productId));

  const type = useWatch({ control, name: 'type' });
  const [chosenValues, setChosenValues] = useState<string[]>(() => [
    ...new Set(initial.variants.flatMap((v) => v.attributeValueIds).filter(Boolean)),
  ]);

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

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <fieldset disabled={!canEdit || pending} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <div className="min-w-0 space-y-6">
            <TextsSection canEdit={canEdit} />
            <BasicsSection />
            <ImagesSection />
            <PricingSection />
            {type === 'variable' ? (
              <VariantsSection options={options} chosenValues={chosenValues} setChosenValues={setChosenValues} />
            ) : (
              <FormSection title={t('colors')} description={t('colorsHint')}>
                <div role="group" aria-label={t('colors')}>
                  <ColourChips colors={options.colors} />
                </div>
              </FormSection>
            )}
            <SpecificationsSection />
            <AccessoriesSection known={accessories} />
            <SeoSection />
          </div>
          <aside className="space-y-6 lg:sticky lg:top-4 lg:self-start">
            <PublishingSection canEdit={canEdit} pending={pending} isNew={!productId} savedSlug={savedSlug} />
            <OrganisationSection options={options} />
          </aside>
        </fieldset>
      </form>
    </FormProvider>
  );
}

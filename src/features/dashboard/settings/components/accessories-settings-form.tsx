'use client';

import { accessoriesSettingsSchema } from '@/domain/settings/settings-forms';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { FormSection } from '@/components/dashboard/field';
import { callAction } from '@/components/dashboard/call-action';
import { ProductListPicker, type PickerProduct } from '@/components/dashboard/product-list-picker';
import { MAX_ACCESSORIES } from '@/domain/catalogue/accessories';
import type { AccessoriesSettingsView } from '@/server/dashboard/settings-accessories';
import { errorAt, SettingsForm } from './settings-form';

type Values = { byCategory: { categoryId: string; productIds: string[] }[] };

const findProducts = async (q: string): Promise<PickerProduct[] | null> => {
  const res = await callAction('settings.findProducts', { q });
  return res.ok ? res.data : null;
};

/**
 * /dashboard/settings/accessories: each floor category's default matching accessories, in order, listed on its
 * products that name none of their own (docs/requirements.md, "Matching accessories").
 */
export function AccessoriesSettingsForm({ view, canEdit }: { view: AccessoriesSettingsView; canEdit: boolean }) {
  const t = useTranslations('dashSettings.accessories');
  const values: Values = {
    byCategory: view.categories.map((c) => ({
      categoryId: c.id,
      productIds: view.byCategory.find((r) => r.categoryId === c.id)?.productIds ?? [],
    })),
  };
  return (
    <SettingsForm<Values, 'settings.updateAccessories'>
      action="settings.updateAccessories"
      schema={accessoriesSettingsSchema}
      defaultValues={values}
      canEdit={canEdit}
    >
      {(form) => (
        <FormSection description={t('intro')}>
          {view.categories.map((c, i) => (
            <Controller
              key={c.id}
              control={form.control}
              name={`byCategory.${i}.productIds`}
              render={({ field }) => (
                <ProductListPicker
                  id={`accessories-${i}`}
                  label={<bdi>{c.name}</bdi>}
                  error={errorAt(form as never, `byCategory.${i}`)}
                  value={field.value}
                  onChange={(ids) => field.onChange(ids)}
                  known={view.products}
                  find={findProducts}
                  max={MAX_ACCESSORIES}
                />
              )}
            />
          ))}
        </FormSection>
      )}
    </SettingsForm>
  );
}

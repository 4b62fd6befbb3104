'use client';

import { Controller } from 'react-hook-form';
import { FormSection } from '@/components/dashboard/field';
import { callAction } from '@/components/dashboard/call-action';
import { ProductListPicker, type PickerProduct } from '@/components/dashboard/product-list-picker';
import { MAX_ACCESSORIES } from '@/domain/catalogue/accessories';
import { useProductField } from './use-product-field';

const findProducts = async (q: string): Promise<PickerProduct[] | null> => {
  const res = await callAction('product.findProducts', { q });
  return res.ok ? res.data : null;
};

/**
 * The matching accessories a floor product's page lists, in order (docs/requirements.md, "Matching accessories"):
 * none listed here means the category's default list from Settings › Accessories.
 */
export function AccessoriesSection({ known }: { known: PickerProduct[] }) {
  const { form, t, msg, id } = useProductField();
  return (
    <FormSection title={t('accessories')} description={t('accessoriesHint')}>
      <Controller
        control={form.control}
        name="accessoryIds"
        render={({ field }) => (
          <ProductListPicker
            id={id('accessoryIds')}
            label={t('accessoriesSearch')}
            error={msg('accessoryIds')}
            value={field.value}
            onChange={(ids) => field.onChange(ids)}
            known={known}
            find={findProducts}
            max={MAX_ACCESSORIES}
          />
        )}
      />
    </FormSection>
  );
}

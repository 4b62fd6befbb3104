'use client';

import { stockSettingsSchema } from '@/domain/settings/settings-forms';
import { useTranslations } from 'next-intl';
import { Checkbox, FormSection } from '@/components/dashboard/field';
import type { StockSettingsInput } from '@/domain/settings/settings-forms';
import { SettingsForm, TextField } from './settings-form';

type Values = Omit<StockSettingsInput, 'lowStockThreshold'> & { lowStockThreshold: string | number };

/** /dashboard/settings/stock: the shop's default low-stock threshold and the daily summary e-mail. */
export function StockSettingsForm({ values, canEdit }: { values: StockSettingsInput; canEdit: boolean }) {
  const t = useTranslations('dashSettings.stock');
  return (
    <SettingsForm<Values, 'settings.updateStock'>
      action="settings.updateStock"
      schema={stockSettingsSchema}
      defaultValues={values}
      canEdit={canEdit}
      toInput={(v) => ({ ...v, lowStockThreshold: v.lowStockThreshold === '' ? Number.NaN : Number(v.lowStockThreshold) })}
    >
      {(form) => (
        <FormSection>
          <TextField form={form} name="lowStockThreshold" type="number" label={t('threshold')} hint={t('thresholdHint')} required />
          <Checkbox id="dailySummary" label={t('dailySummary')} description={t('dailySummaryHint')} {...form.register('dailySummary')} />
        </FormSection>
      )}
    </SettingsForm>
  );
}

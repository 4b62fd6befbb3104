'use client';

import { stockSettingsSchema } from '@/domain/settings/settings-forms';
import { PICKUP_TRANSFER_DAYS } from '@/domain/catalogue/stock-places';
import { useTranslations } from 'next-intl';
import { Checkbox, FormSection } from '@/components/dashboard/field';
import type { StockSettingsInput } from '@/domain/settings/settings-forms';
import { SettingsForm, TextField } from './settings-form';

type Values = Omit<StockSettingsInput, 'lowStockThreshold' | 'pickupTransferDays'> & {
  lowStockThreshold: string | number;
  pickupTransferDays: string | number;
};

const numberOf = (v: string | number) => (v === '' ? Number.NaN : Number(v));

/**
 * /dashboard/settings/stock: the shop's default low-stock threshold and the daily summary e-mail; and the usual days
 * boxes take from the warehouse to a pickup point (docs/requirements.md, "Pickup and the showroom").
 */
export function StockSettingsForm({ values, canEdit }: { values: StockSettingsInput; canEdit: boolean }) {
  const t = useTranslations('dashSettings.stock');
  return (
    <SettingsForm<Values, 'settings.updateStock'>
      action="settings.updateStock"
      schema={stockSettingsSchema}
      defaultValues={{ ...values, pickupTransferDays: values.pickupTransferDays ?? PICKUP_TRANSFER_DAYS.default }}
      canEdit={canEdit}
      toInput={(v) => ({ ...v, lowStockThreshold: numberOf(v.lowStockThreshold), pickupTransferDays: numberOf(v.pickupTransferDays) })}
    >
      {(form) => (
        <>
          <FormSection>
            <TextField form={form} name="lowStockThreshold" type="number" label={t('threshold')} hint={t('thresholdHint')} required />
            <Checkbox id="dailySummary" label={t('dailySummary')} description={t('dailySummaryHint')} {...form.register('dailySummary')} />
          </FormSection>
          <FormSection title={t('pickupTitle')}>
            <TextField
              form={form}
              name="pickupTransferDays"
              type="number"
              label={t('transferDays')}
              hint={t('transferDaysHint')}
              required
            />
          </FormSection>
        </>
      )}
    </SettingsForm>
  );
}

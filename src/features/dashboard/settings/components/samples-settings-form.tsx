'use client';

import { samplesSettingsSchema } from '@/domain/settings/settings-forms';
import { useTranslations } from 'next-intl';
import { FormSection } from '@/components/dashboard/field';
import type { SamplesSettingsInput } from '@/domain/settings/settings-forms';
import { SettingsForm, TextField } from './settings-form';

type Values = { deliveryFeeCents: string | number };

/** /dashboard/settings/samples: the delivery fee of an order of free samples alone, in cents (0 = free). */
export function SamplesSettingsForm({ values, canEdit }: { values: SamplesSettingsInput; canEdit: boolean }) {
  const t = useTranslations('dashSettings.samples');
  return (
    <SettingsForm<Values, 'settings.updateSamples'>
      action="settings.updateSamples"
      schema={samplesSettingsSchema}
      defaultValues={values}
      canEdit={canEdit}
      toInput={(v) => ({ deliveryFeeCents: v.deliveryFeeCents === '' ? Number.NaN : Number(v.deliveryFeeCents) })}
    >
      {(form) => (
        <FormSection>
          <TextField form={form} name="deliveryFeeCents" type="number" label={t('deliveryFee')} hint={t('deliveryFeeHint')} required />
        </FormSection>
      )}
    </SettingsForm>
  );
}

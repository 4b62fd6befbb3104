'use client';

import { installationSettingsSchema } from '@/domain/settings/settings-forms';
import { useTranslations } from 'next-intl';
import { FormSection } from '@/components/dashboard/field';
import type { InstallationSettingsInput } from '@/domain/settings/settings-forms';
import { SettingsForm, TextField } from './settings-form';

type Values = { ratePerSqFtCents: string | number };

/** /dashboard/settings/installation: the installation rate per sq ft, in cents (0 = installation not offered). */
export function InstallationSettingsForm({ values, canEdit }: { values: InstallationSettingsInput; canEdit: boolean }) {
  const t = useTranslations('dashSettings.installation');
  return (
    <SettingsForm<Values, 'settings.updateInstallation'>
      action="settings.updateInstallation"
      schema={installationSettingsSchema}
      defaultValues={values}
      canEdit={canEdit}
      toInput={(v) => ({ ratePerSqFtCents: v.ratePerSqFtCents === '' ? Number.NaN : Number(v.ratePerSqFtCents) })}
    >
      {(form) => (
        <FormSection>
          <TextField form={form} name="ratePerSqFtCents" type="number" label={t('rate')} hint={t('rateHint')} required />
        </FormSection>
      )}
    </SettingsForm>
  );
}

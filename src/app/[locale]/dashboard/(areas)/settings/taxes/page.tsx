import { TaxSettings } from '@/features/dashboard/settings/components/tax-settings';
import { SettingsFrame } from '@/features/dashboard/settings/templates/settings-frame';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { settingsTaxActions } from '@/server/dashboard/settings-taxes';

export default async function TaxSettingsPage() {
  const { access } = await guardPage('/dashboard/settings/taxes', 'settings', 'view');
  const view = pageData(await settingsTaxActions.getTaxes({}));
  return (
    <SettingsFrame page="taxes">
      <TaxSettings view={view} canEdit={access.edit} canDelete={access.delete} />
    </SettingsFrame>
  );
}

import { AccessoriesSettingsForm } from '@/features/dashboard/settings/components/accessories-settings-form';
import { SettingsFrame } from '@/features/dashboard/settings/templates/settings-frame';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { settingsAccessoryActions } from '@/server/dashboard/settings-accessories';

export default async function AccessoriesSettingsPage() {
  const { access } = await guardPage('/dashboard/settings/accessories', 'settings', 'view');
  const view = pageData(await settingsAccessoryActions.getAccessoriesSettings({}));
  return (
    <SettingsFrame page="accessories">
      <AccessoriesSettingsForm view={view} canEdit={access.edit} />
    </SettingsFrame>
  );
}

import { InstallationSettingsForm } from '@/features/dashboard/settings/components/installation-settings-form';
import { SettingsFrame } from '@/features/dashboard/settings/templates/settings-frame';
import { guardPage } from '@/server/dashboard/page-guard';
import { loadSettingsPage } from '../load';

export default async function InstallationSettingsPage() {
  const { view, canEdit } = await loadSettingsPage(await guardPage('/dashboard/settings/installation', 'settings', 'view'));
  return (
    <SettingsFrame page="installation">
      <InstallationSettingsForm values={view.settings.installation} canEdit={canEdit} />
    </SettingsFrame>
  );
}

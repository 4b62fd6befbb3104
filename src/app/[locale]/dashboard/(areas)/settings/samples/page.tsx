import { SamplesSettingsForm } from '@/features/dashboard/settings/components/samples-settings-form';
import { SettingsFrame } from '@/features/dashboard/settings/templates/settings-frame';
import { guardPage } from '@/server/dashboard/page-guard';
import { loadSettingsPage } from '../load';

export default async function SamplesSettingsPage() {
  const { view, canEdit } = await loadSettingsPage(await guardPage('/dashboard/settings/samples', 'settings', 'view'));
  return (
    <SettingsFrame page="samples">
      <SamplesSettingsForm values={view.settings.samples} canEdit={canEdit} />
    </SettingsFrame>
  );
}

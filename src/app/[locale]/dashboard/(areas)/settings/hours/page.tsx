import { HoursSettingsForm } from '@/features/dashboard/settings/components/hours-settings-form';
import { SettingsFrame } from '@/features/dashboard/settings/templates/settings-frame';
import { guardPage } from '@/server/dashboard/page-guard';
import { loadSettingsPage } from '../load';

export default async function HoursSettingsPage() {
  const { view, canEdit } = await loadSettingsPage(await guardPage('/dashboard/settings/hours', 'settings', 'view'));
  return (
    <SettingsFrame page="hours">
      <HoursSettingsForm values={view.settings.openingHours} canEdit={canEdit} />
    </SettingsFrame>
  );
}

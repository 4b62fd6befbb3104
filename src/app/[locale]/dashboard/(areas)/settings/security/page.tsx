import { SecuritySettingsForm } from '@/features/dashboard/settings/components/seo-script-security-forms';
import { SettingsFrame } from '@/features/dashboard/settings/templates/settings-frame';
import { guardPage } from '@/server/dashboard/page-guard';
import { loadSettingsPage } from '../load';

export default async function SecuritySettingsPage() {
  const { view, canEdit } = await loadSettingsPage(await guardPage('/dashboard/settings/security', 'settings', 'view'));
  return (
    <SettingsFrame page="security">
      <SecuritySettingsForm values={view.settings.security} canEdit={canEdit} />
    </SettingsFrame>
  );
}

import { ScriptSettingsForm } from '@/features/dashboard/settings/components/seo-script-security-forms';
import { SettingsFrame } from '@/features/dashboard/settings/templates/settings-frame';
import { guardPage } from '@/server/dashboard/page-guard';
import { loadSettingsPage } from '../load';

export default async function ScriptSettingsPage() {
  const { view, canEdit } = await loadSettingsPage(await guardPage('/dashboard/settings/script', 'settings', 'view'));
  return (
    <SettingsFrame page="script">
      <ScriptSettingsForm values={view.settings.script} canEdit={canEdit} />
    </SettingsFrame>
  );
}

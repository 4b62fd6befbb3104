import { LoginSettingsForm } from '@/features/dashboard/settings/components/credential-forms';
import { SettingsFrame } from '@/features/dashboard/settings/templates/settings-frame';
import { guardPage } from '@/server/dashboard/page-guard';
import { loadSettingsPage } from '../load';

/** Secrets reach this page only masked (settings.get); the form sends new ones, never receives them. */
export default async function LoginSettingsPage() {
  const { view, canEdit } = await loadSettingsPage(await guardPage('/dashboard/settings/login', 'settings', 'view'));
  return (
    <SettingsFrame page="login">
      <LoginSettingsForm view={view.login} canEdit={canEdit} />
    </SettingsFrame>
  );
}

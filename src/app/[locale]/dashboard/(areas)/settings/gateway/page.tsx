import { GatewaySettingsForm } from '@/features/dashboard/settings/components/credential-forms';
import { SettingsFrame } from '@/features/dashboard/settings/templates/settings-frame';
import { guardPage } from '@/server/dashboard/page-guard';
import { loadSettingsPage } from '../load';

/** Secrets reach this page only masked (settings.get); the form sends new ones, never receives them. */
export default async function GatewaySettingsPage() {
  const { view, canEdit } = await loadSettingsPage(await guardPage('/dashboard/settings/gateway', 'settings', 'view'));
  return (
    <SettingsFrame page="gateway">
      <GatewaySettingsForm view={view.gateway} environment={view.gatewayEnvironment} canEdit={canEdit} />
    </SettingsFrame>
  );
}

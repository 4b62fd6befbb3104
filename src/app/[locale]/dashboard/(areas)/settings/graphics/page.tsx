import { GraphicsSettingsForm } from '@/features/dashboard/settings/components/graphics-form';
import { SettingsFrame } from '@/features/dashboard/settings/templates/settings-frame';
import { guardPage } from '@/server/dashboard/page-guard';
import { loadSettingsPage } from '../load';

/** Logo, favicon and payment-methods picture; the storefront reads them from the settings on the next request. */
export default async function GraphicsSettingsPage() {
  const { view, canEdit } = await loadSettingsPage(await guardPage('/dashboard/settings/graphics', 'settings', 'view'));
  const { logo, favicon, gatewayImage } = view.settings;
  return (
    <SettingsFrame page="graphics">
      <GraphicsSettingsForm values={{ logo, favicon, gatewayImage }} canEdit={canEdit} />
    </SettingsFrame>
  );
}

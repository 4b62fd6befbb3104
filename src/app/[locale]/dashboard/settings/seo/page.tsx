import { SeoSettingsForm } from '@/features/dashboard/settings/components/seo-script-security-forms';
import { SettingsFrame } from '@/features/dashboard/settings/templates/settings-frame';
import { guardPage } from '@/server/dashboard/page-guard';
import { loadSettingsPage } from '../load';

export default async function SeoSettingsPage() {
  const { view, canEdit } = await loadSettingsPage(await guardPage('/dashboard/settings/seo', 'settings', 'view'));
  return (
    <SettingsFrame page="seo">
      <SeoSettingsForm values={view.settings.seo} canEdit={canEdit} />
    </SettingsFrame>
  );
}

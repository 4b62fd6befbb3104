import { StockSettingsForm } from '@/features/dashboard/settings/components/stock-settings-form';
import { SettingsFrame } from '@/features/dashboard/settings/templates/settings-frame';
import { guardPage } from '@/server/dashboard/page-guard';
import { loadSettingsPage } from '../load';

export default async function StockSettingsPage() {
  const { view, canEdit } = await loadSettingsPage(await guardPage('/dashboard/settings/stock', 'settings', 'view'));
  return (
    <SettingsFrame page="stock">
      <StockSettingsForm values={view.settings.stock} canEdit={canEdit} />
    </SettingsFrame>
  );
}

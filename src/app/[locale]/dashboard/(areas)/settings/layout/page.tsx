import { LayoutSettingsForm } from '@/features/dashboard/settings/components/layout-settings-form';
import { SettingsFrame } from '@/features/dashboard/settings/templates/settings-frame';
import { guardPage } from '@/server/dashboard/page-guard';
import { translationsForForm } from '@/domain/content/translations';
import { LAYOUT_TEXT_FIELDS } from '@/domain/settings/settings-texts';
import { loadSettingsPage } from '../load';

export default async function LayoutSettingsPage() {
  const { view, canEdit } = await loadSettingsPage(await guardPage('/dashboard/settings/layout', 'settings', 'view'));
  const s = view.settings;
  const values = {
    name: s.name,
    title: s.title,
    description: s.description,
    address: s.address,
    shortAddress: s.shortAddress,
    address2: s.address2,
    shortAddress2: s.shortAddress2,
    email: s.email,
    phoneHeader: s.phoneHeader,
    phoneFooter: s.phoneFooter,
    copyright: s.copyright,
    color: s.color,
    footerBanner: s.footerBanner,
    social: s.social,
    currency: s.currency,
    language: s.language,
    translations: translationsForForm(LAYOUT_TEXT_FIELDS, s.translations),
  };
  return (
    <SettingsFrame page="layout">
      <LayoutSettingsForm values={values} canEdit={canEdit} />
    </SettingsFrame>
  );
}

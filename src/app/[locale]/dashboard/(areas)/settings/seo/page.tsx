import { SeoSettingsForm } from '@/features/dashboard/settings/components/seo-script-security-forms';
import { SettingsFrame } from '@/features/dashboard/settings/templates/settings-frame';
import { guardPage } from '@/server/dashboard/page-guard';
import { translationsForForm } from '@/domain/content/translations';
import { SEO_TEXT_FIELDS } from '@/domain/settings/settings-texts';
import { loadSettingsPage } from '../load';

export default async function SeoSettingsPage() {
  const { view, canEdit } = await loadSettingsPage(await guardPage('/dashboard/settings/seo', 'settings', 'view'));
  const s = view.settings;
  const values = { ...s.seo, translations: translationsForForm(SEO_TEXT_FIELDS, s.translations) };
  return (
    <SettingsFrame page="seo">
      <SeoSettingsForm values={values} canEdit={canEdit} />
    </SettingsFrame>
  );
}

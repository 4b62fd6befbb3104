'use client';

import { useTranslations } from 'next-intl';
import { Checkbox, FormSection } from '@/components/dashboard/field';
import type { ScriptSettingsInput, SecuritySettingsInput, SeoSettingsInput } from '@/domain/settings/settings-forms';
import { SettingsForm, TextField } from './settings-form';

/** /dashboard/settings/seo: the shop's default title, description, keywords and share image. */
export function SeoSettingsForm({ values, canEdit }: { values: SeoSettingsInput; canEdit: boolean }) {
  const t = useTranslations('dashContent.settings.seo');
  return (
    <SettingsForm action="settings.updateSeo" defaultValues={values} canEdit={canEdit}>
      {(form) => (
        <FormSection>
          <TextField form={form} name="title" label={t('title')} />
          <TextField form={form} name="description" label={t('description')} multiline />
          <TextField form={form} name="keyword" label={t('keyword')} hint={t('keywordHint')} multiline />
          <TextField form={form} name="image" label={t('image')} hint={t('imageHint')} dir="ltr" />
        </FormSection>
      )}
    </SettingsForm>
  );
}

const SCRIPT_FIELDS = ['googleSiteVerificationId', 'googleAnalyticsId', 'facebookAppId', 'facebookPixelId', 'messengerPageId'] as const;

/** /dashboard/settings/script: ids of the third-party scripts; each is checked against its format. */
export function ScriptSettingsForm({ values, canEdit }: { values: ScriptSettingsInput; canEdit: boolean }) {
  const t = useTranslations('dashContent.settings.script');
  return (
    <SettingsForm action="settings.updateScript" defaultValues={values} canEdit={canEdit}>
      {(form) => (
        <FormSection description={t('intro')}>
          {SCRIPT_FIELDS.map((f) => (
            <TextField key={f} form={form} name={f} label={t(`${f}.label`)} hint={t(`${f}.hint`)} autoComplete="off" dir="ltr" />
          ))}
        </FormSection>
      )}
    </SettingsForm>
  );
}

/** /dashboard/settings/security */
export function SecuritySettingsForm({ values, canEdit }: { values: SecuritySettingsInput; canEdit: boolean }) {
  const t = useTranslations('dashContent.settings.security');
  return (
    <SettingsForm action="settings.updateSecurity" defaultValues={values} canEdit={canEdit}>
      {(form) => (
        <FormSection>
          <Checkbox
            id="loginForPurchase"
            label={t('loginForPurchase')}
            description={t('loginForPurchaseHint')}
            {...form.register('loginForPurchase')}
          />
        </FormSection>
      )}
    </SettingsForm>
  );
}

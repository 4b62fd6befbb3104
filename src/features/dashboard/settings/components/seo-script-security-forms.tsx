'use client';

import { scriptSettingsSchema, securitySettingsSchema, seoSettingsSchema } from '@/domain/settings/settings-forms';
import { useTranslations } from 'next-intl';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Checkbox, FormSection } from '@/components/dashboard/field';
import { LanguageTabs, languageTabStates } from '@/components/dashboard/language-tabs';
import { translationStatuses, type TranslationLocale } from '@/domain/content/translations';
import type { ScriptSettingsInput, SecuritySettingsInput, SeoSettingsInput } from '@/domain/settings/settings-forms';
import type { SEO_TEXT_FIELDS } from '@/domain/settings/settings-texts';
import { hasErrorAt, SettingsForm, TextField } from './settings-form';

type SeoValues = Omit<SeoSettingsInput, 'translations'> & {
  translations: Record<TranslationLocale, Record<(typeof SEO_TEXT_FIELDS)[number], string>>;
};

/** The SEO title and description in the four language tabs (English the settings' own, the others `seoTitle`, `seoDescription`). */
function SeoTexts({ form }: { form: UseFormReturn<SeoValues> }) {
  const t = useTranslations('dashSettings.seo');
  const [title, description, translations] = useWatch({ control: form.control, name: ['title', 'description', 'translations'] });
  const statuses = translationStatuses({ seoTitle: title, seoDescription: description }, translations);
  const anyForm = form as unknown as UseFormReturn<FieldValues>;
  return (
    <LanguageTabs
      idPrefix="seo-texts"
      states={languageTabStates(statuses, (l) =>
        l === 'en' ? hasErrorAt(anyForm, 'title') || hasErrorAt(anyForm, 'description') : hasErrorAt(anyForm, `translations.${l}`),
      )}
    >
      {(l, input) => (
        <>
          <TextField form={form} name={(l === 'en' ? 'title' : `translations.${l}.seoTitle`) as never} label={t('title')} {...input} />
          <TextField
            form={form}
            name={(l === 'en' ? 'description' : `translations.${l}.seoDescription`) as never}
            label={t('description')}
            multiline
            {...input}
          />
        </>
      )}
    </LanguageTabs>
  );
}

/** /dashboard/settings/seo: the shop's default title, description (in four languages), keywords and share image. */
export function SeoSettingsForm({ values, canEdit }: { values: SeoValues; canEdit: boolean }) {
  const t = useTranslations('dashSettings.seo');
  return (
    <SettingsForm action="settings.updateSeo" schema={seoSettingsSchema} defaultValues={values} canEdit={canEdit}>
      {(form) => (
        <FormSection>
          <SeoTexts form={form} />
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
  const t = useTranslations('dashSettings.script');
  return (
    <SettingsForm action="settings.updateScript" schema={scriptSettingsSchema} defaultValues={values} canEdit={canEdit}>
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

type SecurityValues = { loginForPurchase: boolean; guestCodLimitCents: string | number };

/** /dashboard/settings/security: sign-in to buy, and the most a guest's order paid on delivery may hold (cents, 0 = no limit). */
export function SecuritySettingsForm({ values, canEdit }: { values: Required<SecuritySettingsInput>; canEdit: boolean }) {
  const t = useTranslations('dashSettings.security');
  return (
    <SettingsForm<SecurityValues, 'settings.updateSecurity'>
      action="settings.updateSecurity"
      schema={securitySettingsSchema}
      defaultValues={values}
      canEdit={canEdit}
      toInput={(v) => ({
        loginForPurchase: v.loginForPurchase,
        guestCodLimitCents: v.guestCodLimitCents === '' ? Number.NaN : Number(v.guestCodLimitCents),
      })}
    >
      {(form) => (
        <FormSection>
          <Checkbox
            id="loginForPurchase"
            label={t('loginForPurchase')}
            description={t('loginForPurchaseHint')}
            {...form.register('loginForPurchase')}
          />
          <TextField
            form={form}
            name="guestCodLimitCents"
            type="number"
            label={t('guestCodLimit')}
            hint={t('guestCodLimitHint')}
            required
          />
        </FormSection>
      )}
    </SettingsForm>
  );
}

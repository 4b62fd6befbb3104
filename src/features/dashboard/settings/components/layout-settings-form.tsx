'use client';

import { layoutSettingsSchema } from '@/domain/settings/settings-forms';
import { useTranslations } from 'next-intl';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Field, FormSection, Select } from '@/components/dashboard/field';
import { LanguageTabs, languageTabStates } from '@/components/dashboard/language-tabs';
import { translationStatuses, type TranslationLocale } from '@/domain/content/translations';
import type { LayoutSettingsInput } from '@/domain/settings/settings-forms';
import { LOCALES } from '@/i18n/locales';
import { LAYOUT_TEXT_FIELDS, settingsEnglishTexts } from '@/domain/settings/settings-texts';
import { ColorPalette } from './color-palette';
import { errorAt, hasErrorAt, SettingsForm, TextField } from './settings-form';

type Values = Omit<LayoutSettingsInput, 'currency' | 'translations'> & {
  currency: { name: string; symbol: string; exchangeRate: string | number };
  /** every language's tab, each field present (empty: not translated) */
  translations: Record<TranslationLocale, Record<(typeof LAYOUT_TEXT_FIELDS)[number], string>>;
};

const SOCIAL = ['facebook', 'instagram', 'twitter', 'youtube', 'pinterest'] as const;
const BLOCKS = ['security', 'support', 'delivery'] as const;

/** /dashboard/settings/layout: shop identity, contact, palette, footer banner, social links, currency, language. */
export function LayoutSettingsForm({ values, canEdit }: { values: Values; canEdit: boolean }) {
  const t = useTranslations('dashSettings.layout');
  return (
    <SettingsForm<Values, 'settings.updateLayout'>
      action="settings.updateLayout"
      schema={layoutSettingsSchema}
      defaultValues={values}
      canEdit={canEdit}
      toInput={(v) => ({ ...v, currency: { ...v.currency, exchangeRate: Number(v.currency.exchangeRate) } })}
    >
      {(form) => (
        <>
          <FormSection title={t('general')}>
            <TextField form={form} name="name" label={t('name')} required />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} name="email" label={t('email')} type="email" required />
              <Field label={t('language')} htmlFor="language" error={errorAt(form as never, 'language')}>
                <Select id="language" {...form.register('language')}>
                  {LOCALES.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
          </FormSection>

          <FormSection title={t('contact')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} name="address" label={t('address')} />
              <TextField form={form} name="shortAddress" label={t('shortAddress')} />
              <TextField form={form} name="address2" label={t('address2')} hint={t('address2Hint')} />
              <TextField form={form} name="shortAddress2" label={t('shortAddress2')} />
              <TextField form={form} name="phoneHeader" label={t('phoneHeader')} type="tel" />
              <TextField form={form} name="phoneFooter" label={t('phoneFooter')} type="tel" />
            </div>
          </FormSection>

          <FormSection title={t('texts')} description={t('textsHint')}>
            <ShopTexts form={form} />
          </FormSection>

          <FormSection title={t('palette')} description={t('paletteHint')}>
            <ColorPalette form={form} />
          </FormSection>

          <FormSection title={t('social')} description={t('socialHint')}>
            <div className="grid gap-4 sm:grid-cols-2">
              {SOCIAL.map((s) => (
                <TextField key={s} form={form} name={`social.${s}`} label={t(`socials.${s}`)} type="url" placeholder="https://" />
              ))}
            </div>
          </FormSection>

          <FormSection title={t('currency')}>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField form={form} name="currency.name" dir="ltr" label={t('currencyName')} hint={t('currencyNameHint')} required />
              <TextField form={form} name="currency.symbol" label={t('currencySymbol')} required />
              <TextField form={form} name="currency.exchangeRate" label={t('exchangeRate')} type="number" required />
            </div>
          </FormSection>
        </>
      )}
    </SettingsForm>
  );
}

/**
 * Title, description, copyright and the footer banner in the four language tabs (docs/requirements.md, "Content in four
 * languages"): English is the settings' own fields, the others `translations.<language>.<field>` with flat keys.
 */
function ShopTexts({ form }: { form: UseFormReturn<Values> }) {
  const t = useTranslations('dashSettings.layout');
  const [title, description, copyright, footerBanner, translations] = useWatch({
    control: form.control,
    name: ['title', 'description', 'copyright', 'footerBanner', 'translations'],
  });
  const english = settingsEnglishTexts({ title, description, copyright, footerBanner, seo: { title: '', description: '' } });
  const statuses = translationStatuses(english, translations);
  const anyForm = form as unknown as UseFormReturn<FieldValues>;
  const englishError = ['title', 'description', 'copyright', 'footerBanner'].some((n) => hasErrorAt(anyForm, n));
  return (
    <LanguageTabs
      idPrefix="settings-texts"
      states={languageTabStates(statuses, (l) => (l === 'en' ? englishError : hasErrorAt(anyForm, `translations.${l}`)))}
    >
      {(l, input) => {
        const name = (english: string, flat: string) => (l === 'en' ? english : `translations.${l}.${flat}`) as never;
        return (
          <>
            <TextField form={form} name={name('title', 'title')} label={t('title')} {...input} />
            <TextField form={form} name={name('description', 'description')} label={t('description')} multiline {...input} />
            <TextField form={form} name={name('copyright', 'copyright')} label={t('copyright')} {...input} />
            <p className="text-sm font-semibold text-fg">{t('footerBanner')}</p>
            <div className="grid gap-4 md:grid-cols-3">
              {BLOCKS.map((b) => (
                <div key={b} className="space-y-3 rounded-md border border-line p-3">
                  <p className="text-sm font-semibold text-fg">{t(`blocks.${b}`)}</p>
                  <TextField form={form} name={name(`footerBanner.${b}.title`, `${b}Title`)} label={t('blockTitle')} {...input} />
                  <TextField
                    form={form}
                    name={name(`footerBanner.${b}.description`, `${b}Description`)}
                    label={t('blockDescription')}
                    multiline
                    {...input}
                  />
                </div>
              ))}
            </div>
          </>
        );
      }}
    </LanguageTabs>
  );
}

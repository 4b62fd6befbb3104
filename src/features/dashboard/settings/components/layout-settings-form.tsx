'use client';

import { useTranslations } from 'next-intl';
import { Field, FormSection, Select } from '@/components/dashboard/field';
import type { LayoutSettingsInput } from '@/domain/settings/settings-forms';
import { LANGUAGES } from '@/domain/settings/settings-forms';
import { ColorPalette } from './color-palette';
import { errorAt, SettingsForm, TextField } from './settings-form';

type Values = Omit<LayoutSettingsInput, 'currency'> & { currency: { name: string; symbol: string; exchangeRate: string | number } };

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = { en: 'English', bn: 'বাংলা', ar: 'العربية', fr: 'Français' };
const SOCIAL = ['facebook', 'instagram', 'twitter', 'youtube', 'pinterest'] as const;
const BLOCKS = ['security', 'support', 'delivery'] as const;

/** /dashboard/settings/layout: shop identity, contact, palette, footer banner, social links, currency, language. */
export function LayoutSettingsForm({ values, canEdit }: { values: LayoutSettingsInput; canEdit: boolean }) {
  const t = useTranslations('dashContent.settings.layout');
  return (
    <SettingsForm<Values, 'settings.updateLayout'>
      action="settings.updateLayout"
      defaultValues={values}
      canEdit={canEdit}
      toInput={(v) => ({ ...v, currency: { ...v.currency, exchangeRate: Number(v.currency.exchangeRate) } })}
    >
      {(form) => (
        <>
          <FormSection title={t('general')}>
            <TextField form={form} name="name" label={t('name')} required />
            <TextField form={form} name="title" label={t('title')} />
            <TextField form={form} name="description" label={t('description')} multiline />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} name="email" label={t('email')} type="email" required />
              <Field label={t('language')} htmlFor="language" error={errorAt(form as never, 'language')}>
                <Select id="language" {...form.register('language')}>
                  {LANGUAGES.map((l) => (
                    <option key={l} value={l}>
                      {LANGUAGE_NAMES[l]}
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
            <TextField form={form} name="copyright" label={t('copyright')} />
          </FormSection>

          <FormSection title={t('palette')} description={t('paletteHint')}>
            <ColorPalette form={form} />
          </FormSection>

          <FormSection title={t('footerBanner')}>
            <div className="grid gap-4 md:grid-cols-3">
              {BLOCKS.map((b) => (
                <div key={b} className="space-y-3 rounded-md border border-line p-3">
                  <p className="text-sm font-semibold text-fg">{t(`blocks.${b}`)}</p>
                  <TextField form={form} name={`footerBanner.${b}.title`} label={t('blockTitle')} />
                  <TextField form={form} name={`footerBanner.${b}.description`} label={t('blockDescription')} multiline />
                </div>
              ))}
            </div>
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

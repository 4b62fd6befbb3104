import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsSchema } from './settings';
import { layoutSettingsSchema, seoSettingsSchema } from './settings-forms';
import { localizeSettings, mergeSettingsTranslations, settingsEnglishTexts } from './settings-texts';

const withTexts = {
  ...DEFAULT_SETTINGS,
  translations: {
    ar: { securityTitle: 'دفع آمن', copyright: '© جميع الحقوق محفوظة', seoTitle: 'متجر أرضيات' },
    fr: { title: 'Floorshop Surrey', deliveryDescription: '  ' },
  },
};

describe('localizeSettings', () => {
  it('shows each text in the page language and marks the English ones standing in', () => {
    const ar = localizeSettings(withTexts, 'ar');
    expect(ar.footerBanner.security).toEqual({ title: 'دفع آمن', description: DEFAULT_SETTINGS.footerBanner.security.description });
    expect(ar.copyright).toBe('© جميع الحقوق محفوظة');
    expect(ar.seo).toEqual({ ...DEFAULT_SETTINGS.seo, title: 'متجر أرضيات' });
    expect(ar.lang).toMatchObject({ securityDescription: 'en', title: 'en', seoDescription: 'en' });
    expect(ar.lang).not.toHaveProperty('securityTitle');
    expect(ar).not.toHaveProperty('translations');
  });
  it('takes a blank translation as none', () => {
    const fr = localizeSettings(withTexts, 'fr');
    expect(fr.title).toBe('Floorshop Surrey');
    expect(fr.footerBanner.delivery.description).toBe(DEFAULT_SETTINGS.footerBanner.delivery.description);
    expect(fr.lang?.deliveryDescription).toBe('en');
  });
  it('leaves English pages and the other fields alone, unmarked', () => {
    const en = localizeSettings(withTexts, 'en');
    expect(settingsEnglishTexts({ ...en, translations: undefined })).toEqual(settingsEnglishTexts(DEFAULT_SETTINGS));
    expect(en.lang).toBeUndefined();
    expect(en.name).toBe(DEFAULT_SETTINGS.name);
    expect(en.seo.keyword).toBe(DEFAULT_SETTINGS.seo.keyword);
  });
  it('does not mark an empty English text', () => {
    const s = { ...DEFAULT_SETTINGS, seo: { ...DEFAULT_SETTINGS.seo, title: '' } };
    expect(localizeSettings(s, 'bn').lang).not.toHaveProperty('seoTitle');
  });
});

describe('mergeSettingsTranslations', () => {
  const stored = { fr: { title: 'Ancien titre', seoTitle: 'SEO' }, ar: { copyright: '©' } };
  it('keeps everything when nothing is sent', () => {
    expect(mergeSettingsTranslations(stored, undefined, ['title', 'copyright'])).toEqual(stored);
  });
  it("replaces the page's own fields in every language and keeps the other pages'", () => {
    expect(mergeSettingsTranslations(stored, { fr: { title: 'Nouveau', copyright: '' } }, ['title', 'copyright'])).toEqual({
      fr: { title: 'Nouveau', seoTitle: 'SEO' },
    });
  });
  it('ignores a field of another page', () => {
    expect(mergeSettingsTranslations(undefined, { fr: { seoTitle: 'x', title: 'y' } }, ['title'])).toEqual({ fr: { title: 'y' } });
  });
});

describe('the settings schemas', () => {
  it('validate the stored translations with the English limits', () => {
    expect(settingsSchema.safeParse(withTexts).success).toBe(true);
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, translations: { fr: { copyright: 'x'.repeat(301) } } }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, translations: { es: { title: 'x' } } }).success).toBe(false);
  });
  it('let each page send only its own texts, with the tooLong key', () => {
    const layout = { ...DEFAULT_SETTINGS, translations: { ar: { supportDescription: 'ب'.repeat(501) } } };
    const res = layoutSettingsSchema.safeParse(layout);
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({ path: ['translations', 'ar', 'supportDescription'], message: 'tooLong' });
    expect(layoutSettingsSchema.safeParse({ ...DEFAULT_SETTINGS, translations: { fr: { seoTitle: 'x' } } }).success).toBe(false);
    expect(seoSettingsSchema.safeParse({ ...DEFAULT_SETTINGS.seo, translations: { fr: { seoTitle: 'x' } } }).success).toBe(true);
    expect(seoSettingsSchema.safeParse({ ...DEFAULT_SETTINGS.seo, translations: { fr: { title: 'x' } } }).success).toBe(false);
  });
});

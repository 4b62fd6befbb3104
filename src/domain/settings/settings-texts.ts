import {
  compactTranslations,
  pickText,
  TRANSLATION_LOCALES,
  type ContentTranslations,
  type FallbackLang,
} from '@/domain/content/translations';

/*
 * The settings texts in four languages (docs/requirements.md, "Content in four languages"): the English texts are the
 * settings document's own fields; the Bengali, Arabic and French ones live in the document's optional `translations`,
 * the one shape every entity uses, with flat field keys (the footer banner's security title is `securityTitle`).
 */

/** The texts the layout settings page edits. */
export const LAYOUT_TEXT_FIELDS = [
  'title',
  'description',
  'copyright',
  'securityTitle',
  'securityDescription',
  'supportTitle',
  'supportDescription',
  'deliveryTitle',
  'deliveryDescription',
] as const;
/** The texts the SEO settings page edits. */
export const SEO_TEXT_FIELDS = ['seoTitle', 'seoDescription'] as const;
export const SETTINGS_TEXT_FIELDS = [...LAYOUT_TEXT_FIELDS, ...SEO_TEXT_FIELDS] as const;
export type SettingsTextField = (typeof SETTINGS_TEXT_FIELDS)[number];

/** A footer banner block's limits, the same for the three blocks. */
export const FOOTER_BLOCK_LIMITS = { title: 120, description: 500 } as const;

/**
 * The longest each text may be, in English and in every translation: the one place the settings document's schema and
 * the settings pages' forms take these limits from.
 */
export const SETTINGS_TEXT_LIMITS: Record<SettingsTextField, number> = {
  title: 200,
  description: 1000,
  copyright: 300,
  securityTitle: FOOTER_BLOCK_LIMITS.title,
  securityDescription: FOOTER_BLOCK_LIMITS.description,
  supportTitle: FOOTER_BLOCK_LIMITS.title,
  supportDescription: FOOTER_BLOCK_LIMITS.description,
  deliveryTitle: FOOTER_BLOCK_LIMITS.title,
  deliveryDescription: FOOTER_BLOCK_LIMITS.description,
  seoTitle: 200,
  seoDescription: 1000,
};

type BlockKey = 'security' | 'support' | 'delivery';
type Block = { title: string; description: string };

/** What of the settings document carries the texts. */
export interface SettingsTextSource {
  title: string;
  description: string;
  copyright: string;
  footerBanner: Record<BlockKey, Block>;
  seo: { title: string; description: string };
  translations?: ContentTranslations<SettingsTextField>;
}

/** The English texts under their flat keys. */
export function settingsEnglishTexts(s: SettingsTextSource): Record<SettingsTextField, string> {
  const fb = s.footerBanner;
  return {
    title: s.title,
    description: s.description,
    copyright: s.copyright,
    securityTitle: fb.security.title,
    securityDescription: fb.security.description,
    supportTitle: fb.support.title,
    supportDescription: fb.support.description,
    deliveryTitle: fb.delivery.title,
    deliveryDescription: fb.delivery.description,
    seoTitle: s.seo.title,
    seoDescription: s.seo.description,
  };
}

/** The settings as a page in `locale` shows them: each text in its language or English, and `lang` naming the English ones. */
export type LocalizedSettings<S extends SettingsTextSource> = Omit<S, 'translations'> & {
  lang?: FallbackLang<SettingsTextField>;
};

/**
 * The settings with every text in `locale` (pickText: its translation, else the English text marked in `lang`), without
 * the translations. An empty English SEO text stays empty (the page then takes the shop's title or description).
 */
export function localizeSettings<S extends SettingsTextSource>(s: S, locale: string): LocalizedSettings<S> {
  const english = settingsEnglishTexts(s);
  const text = {} as Record<SettingsTextField, string>;
  const lang: FallbackLang<SettingsTextField> = {};
  for (const field of SETTINGS_TEXT_FIELDS) {
    const picked = pickText(english[field], s.translations, field, locale);
    text[field] = picked.text;
    if (picked.fallback) lang[field] = 'en';
  }
  const rest: Partial<S> = { ...s };
  delete rest.translations;
  const block = (b: BlockKey) => ({
    ...s.footerBanner[b],
    title: text[`${b}Title`],
    description: text[`${b}Description`],
  });
  return {
    ...(rest as Omit<S, 'translations'>),
    title: text.title,
    description: text.description,
    copyright: text.copyright,
    footerBanner: { ...s.footerBanner, security: block('security'), support: block('support'), delivery: block('delivery') },
    seo: { ...s.seo, title: text.seoTitle, description: text.seoDescription },
    ...(Object.keys(lang).length ? { lang } : {}),
  };
}

/**
 * The translations after a save of one settings page: that page's `fields` take the sent texts (a blank one is no
 * translation), the other pages' fields keep theirs. Without sent translations everything stored stays.
 */
export function mergeSettingsTranslations(
  stored: ContentTranslations | null | undefined,
  sent: ContentTranslations | null | undefined,
  fields: readonly SettingsTextField[],
): ContentTranslations<SettingsTextField> {
  if (!sent) return compactTranslations(stored) as ContentTranslations<SettingsTextField>;
  const out: ContentTranslations = {};
  for (const locale of TRANSLATION_LOCALES) {
    const kept = Object.entries(stored?.[locale] ?? {}).filter(([f]) => !(fields as readonly string[]).includes(f));
    const given = Object.entries(sent[locale] ?? {}).filter(([f]) => (fields as readonly string[]).includes(f));
    out[locale] = Object.fromEntries([...kept, ...given]);
  }
  return compactTranslations(out) as ContentTranslations<SettingsTextField>;
}

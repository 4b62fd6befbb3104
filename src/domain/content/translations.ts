import { TRANSLATION_LOCALE_IDS } from '@/i18n/locales';
/**
 * Shop content in four languages (docs/requirements.md, "Content in four languages"): the English text lives in an
 * entity's own columns and is required; Bengali, Arabic and French are optional, stored per row in one jsonb column
 * `translations` of the shape `{bn?: {field?: text}, ar?: {...}, fr?: {...}}`. Every translatable entity uses this
 * one shape; a page shows a field in the visitor's language and falls back to English, marked `lang="en"`.
 */

/** The languages content is translated into; English is the entity's own columns. */
export const TRANSLATION_LOCALES = TRANSLATION_LOCALE_IDS;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** The stored translations of one row: per language, per field, the text (absent or empty: not translated). */
export type ContentTranslations<F extends string = string> = Partial<Record<TranslationLocale, Partial<Record<F, string>>>>;

export function isTranslationLocale(locale: unknown): locale is TranslationLocale {
  return (TRANSLATION_LOCALES as readonly unknown[]).includes(locale);
}

/** The text a page in `locale` shows for one field, and whether it is the English text standing in for a missing translation. */
export interface PickedText {
  text: string;
  /** true when the page is not English and the text shown is English's (the element carries lang="en") */
  fallback: boolean;
}

/** A field's text in `locale`: its translation when there is one (not blank), else the English text. */
export function pickText(
  english: string | null | undefined,
  translations: ContentTranslations | null | undefined,
  field: string,
  locale: string,
): PickedText {
  const en = english ?? '';
  if (!isTranslationLocale(locale)) return { text: en, fallback: false };
  const translated = translations?.[locale]?.[field];
  if (typeof translated === 'string' && translated.trim() !== '') return { text: translated, fallback: false };
  return { text: en, fallback: en !== '' };
}

/** Where an entity keeps its SEO translations: `seoTitle` and `seoDescription` beside its translated texts. */
export const SEO_TEXT_FIELDS = ['seoTitle', 'seoDescription'] as const;
export type SeoTextField = (typeof SEO_TEXT_FIELDS)[number];

/**
 * The text of a page's `<title>` or description meta (and their Open Graph copies) in `locale` (docs/requirements.md,
 * "Content in four languages"): the language's own SEO text, else its translated text (`text`: the name, title,
 * summary or excerpt), else the English SEO text, else the English text. An English page: its SEO text, else its text.
 */
export function pickSeoText(
  english: { seo: string | null | undefined; text: string | null | undefined },
  translations: ContentTranslations | null | undefined,
  fields: { seo: SeoTextField; text: string },
  locale: string,
): string {
  const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';
  const en = filled(english.seo) ? english.seo : (english.text ?? '');
  if (!isTranslationLocale(locale)) return en;
  const own = translations?.[locale];
  if (filled(own?.[fields.seo])) return own[fields.seo]!;
  if (filled(own?.[fields.text])) return own[fields.text]!;
  return en;
}

/** The fields of an item shown in English on a page of another language: `lang={item.lang?.name}` marks them. */
export type FallbackLang<F extends string> = Partial<Record<F, 'en'>>;

/** An item as a page in one language shows it: translated fields in place, the translations gone, fallbacks named. */
export type Localized<T, F extends string> = Omit<T, 'translations'> & { lang?: FallbackLang<F> };

/**
 * The item with each of `fields` in `locale` (pickText), without its `translations`, and `lang` naming the fields that
 * fell back to English (absent when none did).
 */
export function localize<T extends { translations?: ContentTranslations | null }, F extends keyof T & string>(
  item: T,
  fields: readonly F[],
  locale: string,
): Localized<T, F> {
  const { translations, ...rest } = item;
  const out: Record<string, unknown> = rest;
  const lang: FallbackLang<F> = {};
  for (const field of fields) {
    const value: unknown = item[field];
    if (value !== null && value !== undefined && typeof value !== 'string') continue;
    const picked = pickText(value, translations, field, locale);
    // a null stays null (an optional field such as an SEO title): the page then takes its own fallback
    if (value !== null) out[field] = picked.text;
    if (picked.fallback) lang[field] = 'en';
  }
  if (Object.keys(lang).length) out.lang = lang;
  return out as Localized<T, F>;
}

/** How far one language is translated: every field with English text has a translation, some have, or none. */
export type TranslationStatus = 'complete' | 'partial' | 'missing';

export function translationStatus<F extends string>(
  english: Record<F, string | null | undefined>,
  translations: ContentTranslations | null | undefined,
  locale: TranslationLocale,
): TranslationStatus {
  const needed = (Object.keys(english) as F[]).filter((f) => (english[f] ?? '').trim() !== '');
  const done = needed.filter((f) => (translations?.[locale]?.[f] ?? '').trim() !== '');
  if (done.length === needed.length) return 'complete';
  return done.length ? 'partial' : 'missing';
}

/** The words of a rich text: an editor left empty holds "<p></p>", which is no text. */
export const textOf = (html: string | null | undefined) => (html ?? '').replace(/<[^>]*>|&nbsp;/g, '').trim();

/**
 * Every language's translationStatus against the English texts, the `rich` fields (HTML) counted by their words
 * (textOf): what a form's language tabs and a list's language column show for one row.
 */
export function translationStatuses<F extends string>(
  english: Record<F, string | null | undefined>,
  translations: ContentTranslations | null | undefined,
  rich: readonly NoInfer<F>[] = [],
): Record<TranslationLocale, TranslationStatus> {
  const words = (fields: Partial<Record<string, string | null | undefined>> | undefined) =>
    Object.fromEntries(
      Object.entries(fields ?? {}).map(([f, v]) => [f, (rich as readonly string[]).includes(f) ? textOf(v) : (v ?? '')]),
    ) as Record<string, string>;
  const en = words(english) as Record<F, string>;
  return Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, translationStatus(en, { [l]: words(translations?.[l]) }, l)])) as Record<
    TranslationLocale,
    TranslationStatus
  >;
}

/** Translations without blank texts or empty languages, each text passed through `clean` (the English field's sanitiser). */
export function compactTranslations(
  translations: ContentTranslations | null | undefined,
  clean: (field: string, text: string) => string = (_f, t) => t,
): ContentTranslations {
  const out: ContentTranslations = {};
  for (const locale of TRANSLATION_LOCALES) {
    const fields = translations?.[locale];
    if (!fields) continue;
    const kept: Record<string, string> = {};
    for (const [field, text] of Object.entries(fields)) {
      if (typeof text !== 'string' || text.trim() === '') continue;
      const cleaned = clean(field, text);
      if (cleaned.trim() !== '') kept[field] = cleaned;
    }
    if (Object.keys(kept).length) out[locale] = kept;
  }
  return out;
}

/** Empty tabs for a form: every language with every field empty, overlaid by what is stored. */
export function translationsForForm<F extends string>(
  fields: readonly F[],
  stored: ContentTranslations | null | undefined,
): Record<TranslationLocale, Record<F, string>> {
  const out = {} as Record<TranslationLocale, Record<F, string>>;
  for (const locale of TRANSLATION_LOCALES) {
    out[locale] = Object.fromEntries(fields.map((f) => [f, stored?.[locale]?.[f] ?? ''])) as Record<F, string>;
  }
  return out;
}

import { languageTabStates } from '@/components/dashboard/language-tabs';
import { TRANSLATION_LOCALES, translationStatus, type ContentTranslations, type TranslationLocale } from '@/domain/content/translations';
import type { Locale } from '@/i18n/locales';

/** The words of a rich text (an editor left empty holds "<p></p>"). */
export const textOf = (html: string | undefined) => (html ?? '').replace(/<[^>]*>|&nbsp;/g, '').trim();

/**
 * The markers of a content form's language tabs (docs/requirements.md, "Content in four languages"): each language's
 * translation status against the English texts (`rich` fields counted by their words), overridden by an error in it.
 */
export function contentTabStates<F extends string>(
  english: Record<F, string | undefined>,
  translations: ContentTranslations | undefined,
  rich: readonly NoInfer<F>[],
  errorIn: (locale: Locale) => boolean,
) {
  const words = (fields: Partial<Record<string, string>> | undefined) =>
    Object.fromEntries(Object.entries(fields ?? {}).map(([f, v]) => [f, (rich as readonly string[]).includes(f) ? textOf(v) : (v ?? '')]));
  const en = words(english) as Record<F, string>;
  const statuses = Object.fromEntries(
    TRANSLATION_LOCALES.map((l) => [l, translationStatus(en, { [l]: words(translations?.[l]) }, l)]),
  ) as Record<TranslationLocale, ReturnType<typeof translationStatus>>;
  return languageTabStates(statuses, errorIn);
}

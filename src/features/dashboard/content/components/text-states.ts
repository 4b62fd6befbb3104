import { languageTabStates } from '@/components/dashboard/language-tabs';
import { translationStatuses, type ContentTranslations } from '@/domain/content/translations';
import type { Locale } from '@/i18n/locales';

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
  return languageTabStates(translationStatuses(english, translations, rich), errorIn);
}

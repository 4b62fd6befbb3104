import { z } from 'zod';
import { TRANSLATION_LOCALE_IDS, type Locale } from '@/i18n/locales';

// Kept apart from translations.ts so the storefront's browser code, which picks texts with pickText, does not carry
// zod (docs/architecture.md, "Content in four languages").

/**
 * The zod schema of a `translations` value: known languages and known fields only (anything else is refused), each
 * field validated as `fields` says (the same length limits as the English column). Empty texts are allowed (the
 * dashboard sends its empty tabs) and dropped by `compactTranslations` before storing.
 */
export function translationsSchema<S extends Record<string, z.ZodType<string>>>(fields: S) {
  const language = z.strictObject(fields).partial();
  return z.strictObject(
    Object.fromEntries(TRANSLATION_LOCALE_IDS.map((l) => [l, language.optional()])) as Record<
      Exclude<Locale, 'en'>,
      z.ZodOptional<typeof language>
    >,
  );
}

import { compactTranslations, localize, type ContentTranslations, type FallbackLang } from '@/domain/content/translations';

/*
 * A product's specifications in four languages (docs/requirements.md, "Content in four languages"): each row is
 * `{name, value}` in English and may carry its own `translations` `{bn?: {name?, value?}, ar?: ..., fr?: ...}`.
 */

export const SPECIFICATION_TEXT_FIELDS = ['name', 'value'] as const;
export type SpecificationField = (typeof SPECIFICATION_TEXT_FIELDS)[number];

export interface SpecificationRow {
  name: string;
  value: string;
  translations?: ContentTranslations<SpecificationField>;
}

/** A row as a page in one language shows it; `lang` names the texts shown in English instead. */
export interface LocalizedSpecification {
  name: string;
  value: string;
  lang?: FallbackLang<SpecificationField>;
}

/** The rows in `locale`, English standing in (marked) where a row has no translation of a text. */
export function localizeSpecifications(rows: readonly SpecificationRow[], locale: string): LocalizedSpecification[] {
  return rows.map((row) => {
    const { name, value, lang } = localize(
      { name: row.name, value: row.value, translations: row.translations },
      SPECIFICATION_TEXT_FIELDS,
      locale,
    );
    return lang ? { name, value, lang } : { name, value };
  });
}

const key = (row: { name: string; value: string }) => `${row.name.trim().toLowerCase()}\u0000${row.value.trim().toLowerCase()}`;

/**
 * The rows to store: each row's translations without blank texts (a row left with none carries no `translations`).
 * A row sent without `translations` (the CSV import sends none) keeps those of the stored row with the same English
 * name and value; a row sent with them replaces them.
 */
export function specificationsToStore(
  rows: readonly SpecificationRow[],
  stored: readonly SpecificationRow[] = [],
  clean: (text: string) => string = (t) => t.trim(),
): SpecificationRow[] {
  const storedByKey = new Map(stored.map((s) => [key(s), s.translations]));
  return rows.map((row) => {
    const given = row.translations === undefined ? storedByKey.get(key(row)) : row.translations;
    const translations = compactTranslations(given, (_f, text) => clean(text));
    return Object.keys(translations).length
      ? { name: row.name, value: row.value, translations: translations as ContentTranslations<SpecificationField> }
      : { name: row.name, value: row.value };
  });
}

import type { ContentTranslations, TranslationLocale } from '@/domain/content/translations';

/**
 * A seeded product's words in one language: its name and summary, and its description as an opening paragraph, a
 * list of points and an optional closing paragraph (inline `<strong>` allowed), built into the same HTML in every
 * language (docs/requirements.md, "Content in four languages").
 */
export interface ProductCopy {
  name: string;
  summary: string;
  intro: string;
  points: string[];
  outro?: string;
}

export type ProductTranslations = ContentTranslations<'name' | 'summary' | 'description'>;

/** The description's HTML: the opening paragraph, the points as a list, the closing paragraph. */
export const descriptionHtml = (intro: string, points: string[], outro?: string): string =>
  `<p>${intro}</p><ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>` + (outro ? `<p>${outro}</p>` : '');

/** A product's words in Bengali, Arabic and French as the product's stored translations. */
export function productTranslations(copy: Record<TranslationLocale, ProductCopy>): ProductTranslations {
  const out: ProductTranslations = {};
  for (const [locale, c] of Object.entries(copy) as [TranslationLocale, ProductCopy][]) {
    out[locale] = { name: c.name, summary: c.summary, description: descriptionHtml(c.intro, c.points, c.outro) };
  }
  return out;
}

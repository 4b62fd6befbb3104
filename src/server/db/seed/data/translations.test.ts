import { describe, expect, it } from 'vitest';
import { productTranslationsSchema } from '@/domain/catalogue/product-form';
import { categoryTranslationsSchema, subcategoryTranslationsSchema } from '@/domain/catalogue/reference-forms';
import { TRANSLATION_LOCALES } from '@/domain/content/translations';
import { SEED_CATEGORIES } from './categories';
import { SEED_PRODUCTS } from './products';
import { sanitizeRichText } from '@/server/content/sanitize-html';
import { ACCESSORY_COPY } from './product-translations/accessories';
import { LAMINATE_COPY } from './product-translations/laminate';
import { CARVED_TILE_COPY } from './product-translations/tiles-carved';
import { PLAIN_TILE_COPY } from './product-translations/tiles-plain';
import { VINYL_COPY } from './product-translations/vinyl-plank';
import { FEATURE_WOOD_COPY } from './product-translations/wood-feature';
import { WHITE_WOOD_COPY } from './product-translations/wood-white';
import { CATEGORY_TRANSLATIONS, PRODUCT_COPY, PRODUCT_TRANSLATIONS, SUBCATEGORY_TRANSLATIONS } from './translations';

const PARTS = [
  ['laminate', LAMINATE_COPY],
  ['vinyl-plank', VINYL_COPY],
  ['accessories', ACCESSORY_COPY],
  ['tiles-plain', PLAIN_TILE_COPY],
  ['tiles-carved', CARVED_TILE_COPY],
  ['wood-white', WHITE_WOOD_COPY],
  ['wood-feature', FEATURE_WOOD_COPY],
] as const;

/** Each language's own script: Bengali and Arabic letters; French letters (a text of only digits and units is no translation). */
const SCRIPT = { bn: /[\u0980-\u09FF]/u, ar: /[\u0600-\u06FF]/u, fr: /\p{L}/u } as const;

describe('seeded translations', () => {
  it('translate every category and subcategory into the three languages, within the form rules', () => {
    expect(Object.keys(CATEGORY_TRANSLATIONS).sort()).toEqual(SEED_CATEGORIES.map((c) => c.slug).sort());
    expect(Object.keys(SUBCATEGORY_TRANSLATIONS).sort()).toEqual(
      SEED_CATEGORIES.flatMap((c) => c.subCategories.map((s) => `${c.slug}/${s.slug}`)).sort(),
    );
    for (const [slug, tr] of Object.entries(CATEGORY_TRANSLATIONS)) {
      expect(categoryTranslationsSchema.safeParse(tr).success, slug).toBe(true);
      for (const l of TRANSLATION_LOCALES) expect(tr[l]?.name && tr[l]?.description, `${slug} ${l}`).toBeTruthy();
    }
    for (const [slug, tr] of Object.entries(SUBCATEGORY_TRANSLATIONS)) {
      expect(subcategoryTranslationsSchema.safeParse(tr).success, slug).toBe(true);
      for (const l of TRANSLATION_LOCALES) expect(tr[l]?.name, `${slug} ${l}`).toBeTruthy();
    }
  });

  it('translate every seeded product, and no other', () => {
    expect(Object.keys(PRODUCT_COPY).sort()).toEqual(SEED_PRODUCTS.map((p) => p.slug).sort());
    // no slug is translated twice across the parts
    expect(PARTS.reduce((n, [, part]) => n + Object.keys(part).length, 0)).toBe(SEED_PRODUCTS.length);
  });

  describe.each(PARTS)('%s', (_part, copies) => {
    it.each(Object.keys(copies))('%s: every language has its own words, built like the English description', (slug) => {
      const english = SEED_PRODUCTS.find((p) => p.slug === slug);
      expect(english, 'a seeded product').toBeDefined();
      const count = (html: string, tag: string) => html.split(`<${tag}>`).length - 1;
      const stored = PRODUCT_TRANSLATIONS[slug];
      expect(productTranslationsSchema.safeParse(stored).success).toBe(true);
      for (const locale of TRANSLATION_LOCALES) {
        const copy = copies[slug][locale];
        const description = stored[locale]!.description!;
        for (const text of [copy.name, copy.summary, copy.intro, ...copy.points, ...(copy.outro === undefined ? [] : [copy.outro])]) {
          expect(text.trim(), `${locale} text`).not.toBe('');
          expect(SCRIPT[locale].test(text), `${locale}: ${text}`).toBe(true);
        }
        // the same paragraphs, points and emphasis as the English, and nothing the sanitiser would strip
        for (const tag of ['p', 'li', 'strong']) expect(count(description, tag), `${locale} <${tag}>`).toBe(count(english!.description, tag));
        expect(sanitizeRichText(description), locale).toBe(description);
      }
      expect(copies[slug].fr.summary).not.toBe(english!.summary);
      expect(copies[slug].fr.intro).not.toBe(english!.description);
    });
  });
});

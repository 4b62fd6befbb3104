import { describe, expect, it } from 'vitest';
import { productTranslationsSchema } from '@/domain/catalogue/product-form';
import { categoryTranslationsSchema, subcategoryTranslationsSchema } from '@/domain/catalogue/reference-forms';
import { TRANSLATION_LOCALES } from '@/domain/content/translations';
import { SEED_CATEGORIES } from './categories';
import { SEED_PRODUCTS } from './products';
import { CATEGORY_TRANSLATIONS, PRODUCT_TRANSLATIONS, SUBCATEGORY_TRANSLATIONS } from './translations';

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

  it('name seeded products only, within the product form rules', () => {
    const slugs = new Set(SEED_PRODUCTS.map((p) => p.slug));
    expect(Object.keys(PRODUCT_TRANSLATIONS).length).toBeGreaterThanOrEqual(5);
    for (const [slug, tr] of Object.entries(PRODUCT_TRANSLATIONS)) {
      expect(slugs.has(slug), slug).toBe(true);
      expect(productTranslationsSchema.safeParse(tr).success, slug).toBe(true);
    }
  });
});

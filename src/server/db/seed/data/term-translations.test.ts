import { describe, expect, it } from 'vitest';
import { specificationTranslationsSchema } from '@/domain/catalogue/product-form';
import { nameTranslationsSchema, valueTranslationsSchema } from '@/domain/catalogue/reference-forms';
import { tourTranslationsSchema } from '@/domain/content/tour-forms';
import { TRANSLATION_LOCALES } from '@/domain/content/translations';
import { SEED_PRODUCTS } from './products';
import { SEED_ATTRIBUTES, SEED_COLORS } from './reference';
import {
  ATTRIBUTE_TRANSLATIONS,
  ATTRIBUTE_VALUE_TRANSLATIONS,
  COLOR_TRANSLATIONS,
  SPEC_NAME_TRANSLATIONS,
  SPEC_VALUE_TRANSLATIONS,
  specificationWithTranslations,
  TOUR_TRANSLATIONS,
} from './term-translations';
import { SEED_TOURS } from './tours';

const complete = (tr: Record<string, Record<string, string> | undefined>, field: string, what: string) => {
  for (const l of TRANSLATION_LOCALES) expect(tr[l]?.[field], `${what} ${l}`).toBeTruthy();
};

describe('seeded catalogue terms', () => {
  it('name every colour, attribute, attribute value and tour in the three languages, within the form rules', () => {
    expect(Object.keys(COLOR_TRANSLATIONS).sort()).toEqual(SEED_COLORS.map((c) => c.name).sort());
    expect(Object.keys(ATTRIBUTE_TRANSLATIONS).sort()).toEqual(SEED_ATTRIBUTES.map((a) => a.name).sort());
    expect(Object.keys(ATTRIBUTE_VALUE_TRANSLATIONS).sort()).toEqual(SEED_ATTRIBUTES.flatMap((a) => a.values.map((v) => `${a.name}/${v}`)).sort());
    expect(Object.keys(TOUR_TRANSLATIONS).sort()).toEqual(SEED_TOURS.map((t) => t.name).sort());
    for (const [name, tr] of [...Object.entries(COLOR_TRANSLATIONS), ...Object.entries(ATTRIBUTE_TRANSLATIONS)]) {
      expect(nameTranslationsSchema.safeParse(tr).success, name).toBe(true);
      complete(tr, 'name', name);
    }
    for (const [value, tr] of Object.entries(ATTRIBUTE_VALUE_TRANSLATIONS)) {
      expect(valueTranslationsSchema.safeParse(tr).success, value).toBe(true);
      complete(tr, 'value', value);
    }
    for (const [name, tr] of Object.entries(TOUR_TRANSLATIONS)) {
      expect(tourTranslationsSchema.safeParse(tr).success, name).toBe(true);
      complete(tr, 'title', name);
    }
  });

  it('name every seeded specification, and translate only values that are used', () => {
    const rows = SEED_PRODUCTS.flatMap((p) => p.specifications);
    expect(Object.keys(SPEC_NAME_TRANSLATIONS).sort()).toEqual([...new Set(rows.map((r) => r.name))].sort());
    const values = new Set(rows.map((r) => r.value));
    for (const value of Object.keys(SPEC_VALUE_TRANSLATIONS)) expect(values.has(value), value).toBe(true);
    for (const row of rows) {
      const seeded = specificationWithTranslations(row);
      expect(specificationTranslationsSchema.safeParse(seeded.translations ?? {}).success, row.name).toBe(true);
      complete(seeded.translations ?? {}, 'name', row.name);
    }
    expect(specificationWithTranslations({ name: 'Warranty', value: 'Lifetime residential' }).translations?.fr).toEqual({
      name: 'Garantie',
      value: 'À vie en résidentiel',
    });
    // a measurement keeps its English value: only the name is translated
    expect(specificationWithTranslations({ name: 'Thickness', value: '12.3 mm' }).translations?.ar).toEqual({ name: 'السماكة' });
  });
});

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

/**
 * What a pure measurement, count or code may hold besides digits: units, the "x" of a size, codes and ratings ("AC4",
 * "PEI 4", "IIC 66 / STC 71"). A specification value holding any other letter is worded and needs its translations.
 */
const NOT_WORDS = /(?<!\p{L})(?:sq ft|mm|in|ft|lb|oz|mil|x|[A-Z]+\d+|[A-Z]{2,})(?!\p{L})/gu;
const worded = (value: string) => /\p{L}/u.test(value.replace(NOT_WORDS, ''));

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

  it('translate every worded specification value of the seed, writing measurements the language’s way', () => {
    for (const value of ['12.3 mm', '24" x 48" (600 x 1200 mm)', '12x24', '78 in (6.5 ft)', '15.49 sq ft', '25 lb', '12 mil (0.3 mm)'])
      expect(worded(value), value).toBe(false);
    for (const value of ['AC4', 'PEI 4', 'IIC 72 / STC 71', '8 / 4 / 2', '1/16", 1/8", 3/16", 1/4"']) expect(worded(value), value).toBe(false);
    for (const value of ['Matt', 'Travertine', '8 ft or 12 ft', '1/8" to 1/2"', '10.1 oz cartridge', 'IIC 66 (tested assembly)'])
      expect(worded(value), value).toBe(true);

    const values = [...new Set(SEED_PRODUCTS.flatMap((p) => p.specifications.map((r) => r.value)))];
    const untranslated = values.filter(
      (value) => worded(value) && TRANSLATION_LOCALES.some((l) => !SPEC_VALUE_TRANSLATIONS[value]?.[l]?.value?.trim()),
    );
    expect(untranslated, `untranslated: ${untranslated.join(' | ')}`).toEqual([]);

    for (const [value, tr] of Object.entries(SPEC_VALUE_TRANSLATIONS)) {
      // Bengali digits (codes such as "R11" or "IIC 66" keep theirs), Western digits in Arabic, a decimal comma in French
      expect(tr.bn?.value?.replace(/[A-Z]+ ?\d+/g, ''), `${value} bn`).not.toMatch(/[0-9]/);
      expect(tr.ar?.value, `${value} ar`).not.toMatch(/[০-৯٠-٩]/);
      expect(tr.fr?.value, `${value} fr`).not.toMatch(/\d\.\d/);
    }
  });
});

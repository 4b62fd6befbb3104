import { describe, expect, it } from 'vitest';
import { productFormSchema } from './product-form';
import { localizeSpecifications, specificationsToStore } from './specifications';

const rows = [
  { name: 'Thickness', value: '12.3 mm', translations: { fr: { name: 'Épaisseur', value: '12,3 mm' }, ar: { name: 'السماكة' } } },
  { name: 'Warranty', value: 'Lifetime residential' },
];

describe('specification rows in four languages', () => {
  it('show each text in the page’s language, English standing in marked', () => {
    expect(localizeSpecifications(rows, 'fr')).toEqual([
      { name: 'Épaisseur', value: '12,3 mm' },
      { name: 'Warranty', value: 'Lifetime residential', lang: { name: 'en', value: 'en' } },
    ]);
    expect(localizeSpecifications(rows, 'ar')[0]).toEqual({ name: 'السماكة', value: '12.3 mm', lang: { value: 'en' } });
    // English pages carry no marks and no translations
    expect(localizeSpecifications(rows, 'en')).toEqual([
      { name: 'Thickness', value: '12.3 mm' },
      { name: 'Warranty', value: 'Lifetime residential' },
    ]);
  });

  it('store a row’s translations without blanks; a row sent without them keeps the stored row’s of the same name and value', () => {
    const sent = [
      { name: 'Thickness', value: '12.3 mm' },
      { name: 'Warranty', value: 'Lifetime residential', translations: { fr: { name: 'Garantie', value: ' ' }, bn: { name: '' } } },
      { name: 'Thickness', value: '14 mm' },
    ];
    expect(specificationsToStore(sent, rows)).toEqual([
      rows[0],
      { name: 'Warranty', value: 'Lifetime residential', translations: { fr: { name: 'Garantie' } } },
      // another value: nothing is carried over
      { name: 'Thickness', value: '14 mm' },
    ]);
    // sent with translations, they replace the stored ones (emptied: none)
    expect(specificationsToStore([{ ...rows[0], translations: { fr: { name: '' } } }], rows)).toEqual([
      { name: 'Thickness', value: '12.3 mm' },
    ]);
  });

  it('validate a row’s translations with the English limits, known languages and fields only', () => {
    const base = productFormSchema.shape;
    const specs = (translations: unknown) => base.specifications.safeParse([{ name: 'Edge', value: 'Micro-bevel', translations }]).success;
    expect(specs({ fr: { name: 'Bords', value: 'Micro-chanfrein' } })).toBe(true);
    expect(specs(undefined)).toBe(true);
    expect(specs({ fr: { name: 'x'.repeat(101) } })).toBe(false);
    expect(specs({ fr: { value: 'x'.repeat(301) } })).toBe(false);
    expect(specs({ de: { name: 'Kante' } })).toBe(false);
    expect(specs({ fr: { label: 'Bords' } })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { specificationRows } from './compare';

describe('compare rows', () => {
  const a = {
    specifications: [
      { name: 'Thickness', value: '12 mm' },
      { name: 'Installation', value: 'Click' },
    ],
  };
  const b = {
    specifications: [
      { name: 'Installation', value: 'Nail' },
      { name: 'Length', value: '8 ft' },
    ],
  };

  it('lists the union of specification names once, in first-seen order, with an empty cell where a product lacks one', () => {
    expect(specificationRows([a, b])).toEqual([
      { key: 'Thickness', name: 'Thickness', values: [{ value: '12 mm' }, null] },
      { key: 'Installation', name: 'Installation', values: [{ value: 'Click' }, { value: 'Nail' }] },
      { key: 'Length', name: 'Length', values: [null, { value: '8 ft' }] },
    ]);
    expect(specificationRows([])).toEqual([]);
  });

  it('matches rows by their English name when one product’s label is translated and another’s stands in English', () => {
    const fr = {
      specifications: [{ name: 'Épaisseur', value: '12,3 mm' }],
      english: { specifications: [{ name: 'Thickness', value: '12.3 mm' }] },
    };
    const en = {
      specifications: [{ name: 'Thickness', value: '8 mm', lang: { name: 'en' as const, value: 'en' as const } }],
      english: { specifications: [{ name: 'Thickness', value: '8 mm' }] },
    };
    expect(specificationRows([fr, en])).toEqual([
      { key: 'Thickness', name: 'Épaisseur', values: [{ value: '12,3 mm' }, { value: '8 mm', lang: 'en' }] },
    ]);
    // labelled by the first product that has the row: its English name marked
    expect(specificationRows([en, fr])[0]).toMatchObject({ name: 'Thickness', lang: 'en' });
  });
});

import { describe, expect, it } from 'vitest';
import { specificationNames, specificationValue } from './compare';

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

  it('lists the union of specification names once, in first-seen order', () => {
    expect(specificationNames([a, b])).toEqual(['Thickness', 'Installation', 'Length']);
    expect(specificationNames([])).toEqual([]);
  });

  it('gives an empty cell where a product lacks a specification', () => {
    expect(specificationValue(b, 'Thickness')).toBe('');
    expect(specificationValue(b, 'Installation')).toBe('Nail');
  });
});

import { describe, expect, it } from 'vitest';
import { referenceLanguages, translatedFields } from './config';

describe('referenceLanguages', () => {
  it("counts a category's name and description: a French name without its description is partly translated", () => {
    expect(translatedFields('category')).toEqual(['name', 'description']);
    const row = {
      name: 'Laminate',
      description: 'Durable planks',
      translations: { fr: { name: 'Stratifié' }, ar: { name: 'لامينيت', description: 'ألواح متينة' } },
    };
    expect(referenceLanguages(row, translatedFields('category'))).toEqual({ bn: 'missing', ar: 'complete', fr: 'partial' });
  });

  it('counts only texts that have English: a category without a description is complete with its name', () => {
    const row = { name: 'Tiles', description: '', translations: { fr: { name: 'Carrelage' } } };
    expect(referenceLanguages(row, translatedFields('category')).fr).toBe('complete');
  });

  it("counts an attribute's values beside its name", () => {
    const row = {
      name: 'Finish',
      translations: { fr: { name: 'Fini' }, bn: { name: 'ফিনিশ' } },
      values: [
        { value: 'Matte', translations: { fr: { value: 'Mat' } } },
        { value: 'Gloss', translations: { fr: { value: 'Brillant' } } },
      ],
    };
    expect(translatedFields('attribute')).toEqual(['name']);
    expect(referenceLanguages(row, translatedFields('attribute'))).toEqual({ bn: 'partial', ar: 'missing', fr: 'complete' });
  });
});

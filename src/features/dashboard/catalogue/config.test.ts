import { describe, expect, it } from 'vitest';
import { formValuesOf, referenceLanguages, translatedFields } from './config';

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

  it('leaves the optional SEO texts out: English SEO texts without a French one still leave French complete', () => {
    const row = {
      name: 'Tiles',
      description: '',
      seoTitle: 'Porcelain tiles in Surrey',
      seoDescription: 'Tiles for floors and walls',
      translations: { fr: { name: 'Carrelage' }, ar: { seoTitle: 'بلاط في ساري' } },
    };
    expect(referenceLanguages(row, translatedFields('category'))).toEqual({ bn: 'missing', ar: 'missing', fr: 'complete' });
    // the form still carries them, in their own tabs
    expect(formValuesOf('category', row).translations).toMatchObject({ ar: { seoTitle: 'بلاط في ساري', seoDescription: '' } });
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

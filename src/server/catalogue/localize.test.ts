import { describe, expect, it } from 'vitest';
import { localizeAccessories, localizeFacets } from './localize';
import type { ListingFacets } from './list-facets';

const facets: ListingFacets = {
  // as read: in English alphabetical order
  brands: [
    { slug: 'a', name: 'Alpine', count: 1 },
    { slug: 'o', name: 'Oak House', count: 2, translations: { fr: { name: 'Maison du chêne' } } },
    { slug: 'z', name: 'Zenith', count: 3 },
  ],
  colors: [
    { id: '1', name: 'Ash Blonde', hex: '#eee', count: 1, translations: { fr: { name: 'Blond cendré' } } },
    { id: '2', name: 'Charcoal', hex: '#333', count: 1, translations: { fr: { name: 'Anthracite' } } },
    { id: '3', name: 'Natural Oak', hex: '#c19a6b', count: 1, translations: { fr: { name: 'Chêne naturel' } } },
  ],
  attributes: [
    {
      name: 'Finish',
      translations: { fr: { name: 'Fini' } },
      values: [
        { id: 'm', value: 'Matte', count: 1, translations: { fr: { value: 'Mat' } } },
        { id: 'g', value: 'Gloss', count: 1, translations: { fr: { value: 'Brillant' } } },
      ],
    },
    { name: 'Thickness', translations: { fr: { name: 'Épaisseur' } }, values: [] },
  ],
  price: null,
};

describe('localizeFacets', () => {
  it('orders brands, colours and attributes by their names in the page language, accents as letters', () => {
    const fr = localizeFacets(facets, 'fr');
    expect(fr.colors.map((c) => c.name)).toEqual(['Anthracite', 'Blond cendré', 'Chêne naturel']);
    expect(fr.brands.map((b) => [b.name, b.lang?.name])).toEqual([
      ['Alpine', 'en'],
      ['Maison du chêne', undefined],
      ['Zenith', 'en'],
    ]);
    // "Épaisseur" sorts with the E's, before "Fini"
    expect(fr.attributes.map((a) => a.name)).toEqual(['Épaisseur', 'Fini']);
    // the values keep the order staff gave them
    expect(fr.attributes[1].values.map((v) => v.value)).toEqual(['Mat', 'Brillant']);
  });

  it('keeps the English order in English', () => {
    expect(localizeFacets(facets, 'en').colors.map((c) => c.name)).toEqual(['Ash Blonde', 'Charcoal', 'Natural Oak']);
  });
});

describe('localizeAccessories', () => {
  const accessory = {
    _id: '1',
    name: 'Primed MDF Base Shoe',
    slug: 'primed-mdf-base-shoe',
    image: null,
    type: 'simple' as const,
    unit: 'ft',
    unitValue: 8,
    sellUnit: 'piece',
    price: 4.49,
    discount: 4.49,
    stock: 10,
    translations: { ar: { name: 'قالب ربع دائري MDF' } },
  };

  it('names each accessory in the page language and sends no other language', () => {
    const [ar] = localizeAccessories([accessory], 'ar');
    expect(ar.name).toBe('قالب ربع دائري MDF');
    expect(ar.lang).toBeUndefined();
    expect(ar).not.toHaveProperty('translations');
  });

  it('marks the English name standing in', () => {
    expect(localizeAccessories([accessory], 'fr')[0]).toMatchObject({ name: 'Primed MDF Base Shoe', lang: 'en' });
    expect(localizeAccessories([accessory], 'en')[0].lang).toBeUndefined();
  });
});

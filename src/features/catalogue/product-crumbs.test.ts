import { describe, expect, it } from 'vitest';
import { productCrumbs } from './product-crumbs';

const labels = { home: 'Home', shop: 'Shop' };
const product = (categoryPublished: boolean, subPublished: boolean | null) => ({
  name: 'Oak plank',
  category: { _id: 'c', name: 'Laminate', slug: 'laminate', published: categoryPublished },
  subcategory: subPublished === null ? null : { _id: 's', name: 'Matt', slug: 'matt-tiles', published: subPublished },
});

describe('productCrumbs', () => {
  it('links the category and subcategory of a product on sale', () => {
    expect(productCrumbs(product(true, true), labels)).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Shop', href: '/shop' },
      { name: 'Laminate', href: '/shop/laminate' },
      { name: 'Matt', href: '/shop/laminate/matt-tiles' },
      { name: 'Oak plank' },
    ]);
  });

  it('names a hidden category or subcategory without a link', () => {
    expect(productCrumbs(product(false, false), labels).slice(2)).toEqual([
      { name: 'Laminate', href: undefined },
      { name: 'Matt', href: undefined },
      { name: 'Oak plank' },
    ]);
    expect(productCrumbs(product(true, false), labels)[2]).toEqual({ name: 'Laminate', href: '/shop/laminate' });
    expect(productCrumbs(product(true, null), labels)).toHaveLength(4);
  });

  it('marks a name shown in English on a page of another language', () => {
    const p = {
      ...product(true, true),
      name: 'Oak plank',
      lang: { name: 'en' as const },
      category: { _id: 'c', name: 'Stratifié', slug: 'laminate', published: true },
      subcategory: { _id: 's', name: 'Matt', slug: 'matt-tiles', published: true, lang: { name: 'en' as const } },
    };
    const crumbs = productCrumbs(p, labels);
    expect(crumbs[2].lang).toBeUndefined();
    expect(crumbs[3].lang).toBe('en');
    expect(crumbs[4]).toEqual({ name: 'Oak plank', lang: 'en' });
  });
});

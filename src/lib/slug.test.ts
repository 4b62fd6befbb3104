import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Laminate Flooring', 'laminate-flooring'],
    ['Installation & care', 'installation-care'],
    ['Molding, Trims & Base Board', 'molding-trims-base-board'],
    ['Kerrisdale Hickory 12.3 mm Hand-Scraped Laminate', 'kerrisdale-hickory-123-mm-hand-scraped-laminate'],
    ["Builder's Choice", 'builders-choice'],
    ['Builder\u2019s Choice', 'builders-choice'],
    ['  Crème Brûlée Tiles  ', 'creme-brulee-tiles'],
    ['Oak Plank 7" – Natural', 'oak-plank-7-natural'],
    ['12x24 Porcelain', '12x24-porcelain'],
    ['Sea-to-Sky  Hardwood', 'sea-to-sky-hardwood'],
    ['---', ''],
    ['بلاط', ''],
  ])('%s → %s', (name, slug) => expect(slugify(name, 200)).toBe(slug));

  it('cuts to the given length without a trailing hyphen', () => {
    const s = slugify(`${'a'.repeat(79)} b`, 80);
    expect(s).toBe('a'.repeat(79));
    expect(slugify('oak walnut', 3)).toBe('oak');
    expect(slugify(`${'a'.repeat(150)}`, 120)).toHaveLength(120);
  });

  it('makes slugs the slug pattern accepts', () => {
    for (const name of ['A & B', 'x -- y', ' Ça.va! ']) expect(SLUG_PATTERN.test(slugify(name, 80))).toBe(true);
    expect(SLUG_PATTERN.test('Bad Slug')).toBe(false);
  });
});

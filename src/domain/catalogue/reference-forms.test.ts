import { describe, expect, it } from 'vitest';
import {
  attributeFormSchema,
  brandFormSchema,
  categoryFormSchema,
  colorFormSchema,
  freeSlug,
  slugOrName,
  subcategoryFormSchema,
  withId,
} from './reference-forms';

const errors = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const category = { name: 'Laminate', slug: '', description: '', image: '', position: 0, published: true, seoTitle: '', seoDescription: '' };
const UUID = '0b6c3f0e-8a4b-4c1e-9f3a-2d5e7c9b1a00';

describe('slugs', () => {
  it('falls back on the name, then on a placeholder', () => {
    expect(slugOrName('my-slug', 'Name')).toBe('my-slug');
    expect(slugOrName('', 'Vinyl Plank')).toBe('vinyl-plank');
    expect(slugOrName('', 'স্ল্যাব')).toBe('item');
  });

  it('finds the next free slug', () => {
    expect(freeSlug('oak', new Set())).toBe('oak');
    expect(freeSlug('oak', new Set(['oak', 'oak-2']))).toBe('oak-3');
  });
});

describe('category form', () => {
  it('accepts a minimal category and trims', () => {
    const r = categoryFormSchema.safeParse({ ...category, name: '  Tiles ' });
    expect(r.success && r.data.name).toBe('Tiles');
  });
  it.each([
    [{ name: '' }, { name: 'required' }],
    [{ name: 'x'.repeat(81) }, { name: 'tooLong' }],
    [{ slug: 'Upper Case' }, { slug: 'invalidSlug' }],
    [{ slug: 'double--hyphen' }, { slug: 'invalidSlug' }],
    [{ slug: '-lead' }, { slug: 'invalidSlug' }],
    [{ image: 'not a url' }, { image: 'invalidUrl' }],
    [{ image: '//evil.example/x.png' }, { image: 'invalidUrl' }],
    [{ position: -1 }, { position: 'notNegative' }],
    [{ position: 1.5 }, { position: 'wholeNumber' }],
    [{ position: Number.NaN }, { position: 'wholeNumber' }],
    [{ seoDescription: 'x'.repeat(321) }, { seoDescription: 'tooLong' }],
    [{ translations: { fr: { seoTitle: 'é'.repeat(121) } } }, { 'translations.fr.seoTitle': 'tooLong' }],
    [{ translations: { ar: { seoDescription: 'x'.repeat(321) } } }, { 'translations.ar.seoDescription': 'tooLong' }],
  ])('refuses %o', (patch, expected) => {
    expect(errors(categoryFormSchema.safeParse({ ...category, ...patch }))).toEqual(expected);
  });
  it('takes no position (the server places it after the last one)', () => {
    expect(categoryFormSchema.safeParse({ ...category, position: undefined }).success).toBe(true);
    expect(subcategoryFormSchema.safeParse({ categoryId: UUID, name: 'Matt', slug: '', image: '', published: true }).success).toBe(true);
  });
  it('takes a translated SEO title and description', () => {
    const translations = { fr: { name: 'Carrelage', seoTitle: 'Carrelage à Surrey', seoDescription: 'Porcelaine et céramique' } };
    expect(categoryFormSchema.safeParse({ ...category, translations }).success).toBe(true);
  });
  it.each(['', '/images/catalog/oak.webp', 'https://cdn.example.com/a.png', 'http://x.example/b.jpg'])(
    'accepts the picture %s',
    (image) => {
      expect(categoryFormSchema.safeParse({ ...category, image }).success).toBe(true);
    },
  );
  it.each(['laminate', 'matt-tiles', '12x24'])('accepts the slug %s', (slug) => {
    expect(categoryFormSchema.safeParse({ ...category, slug }).success).toBe(true);
  });
  it('an update needs the id', () => {
    expect(errors(withId(categoryFormSchema).safeParse(category))).toEqual({ id: 'invalid' });
    expect(withId(categoryFormSchema).safeParse({ ...category, id: UUID }).success).toBe(true);
  });
});

describe('subcategory and brand forms', () => {
  it('a subcategory needs its category', () => {
    expect(
      errors(subcategoryFormSchema.safeParse({ categoryId: '', name: 'Matt', slug: '', image: '', position: 0, published: true })),
    ).toEqual({ categoryId: 'required' });
    expect(
      subcategoryFormSchema.safeParse({ categoryId: UUID, name: 'Matt', slug: 'matt-tiles', image: '', position: 2, published: false })
        .success,
    ).toBe(true);
  });
  it('a brand has a name, a slug and an optional logo', () => {
    expect(brandFormSchema.safeParse({ name: 'Cascadia Stone', slug: '', logo: '' }).success).toBe(true);
    expect(errors(brandFormSchema.safeParse({ name: ' ', slug: 'ok', logo: 'ftp://x' }))).toEqual({ name: 'required', logo: 'invalidUrl' });
  });
});

describe('colour form', () => {
  it.each(['#ffc107', '#EF4A23', '#000000'])('accepts %s', (hex) =>
    expect(colorFormSchema.safeParse({ name: 'Amber', hex }).success).toBe(true),
  );
  it.each(['ffc107', '#fff', '#ffc10', '#ffc1077', '#gggggg', 'red', ''])('refuses %s', (hex) => {
    expect(errors(colorFormSchema.safeParse({ name: 'Amber', hex }))).toEqual({ hex: 'invalidColor' });
  });
});

describe('attribute form', () => {
  it('keeps the values in order with their ids', () => {
    const r = attributeFormSchema.parse({
      name: 'Thickness',
      values: [
        { id: UUID, value: '8 mm' },
        { id: '', value: ' 12 mm ' },
      ],
    });
    expect(r.values.map((v) => v.value)).toEqual(['8 mm', '12 mm']);
  });
  it('needs at least one value, no empty and no duplicate ones', () => {
    expect(errors(attributeFormSchema.safeParse({ name: 'Size', values: [] }))).toEqual({ values: 'required' });
    expect(errors(attributeFormSchema.safeParse({ name: 'Size', values: [{ id: '', value: '' }] }))).toEqual({
      'values.0.value': 'required',
    });
    expect(
      errors(
        attributeFormSchema.safeParse({
          name: 'Size',
          values: [
            { id: '', value: '12x24' },
            { id: '', value: '12X24 ' },
          ],
        }),
      ),
    ).toEqual({ 'values.1.value': 'duplicate' });
  });
});

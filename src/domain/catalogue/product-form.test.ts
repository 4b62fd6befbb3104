import { describe, expect, it } from 'vitest';
import {
  discountFits,
  emptyProductForm,
  generateVariants,
  productFormSchema,
  productListQuerySchema,
  productTranslationsSchema,
  toCents,
  uniqueSlug,
  type VariantInput,
} from './product-form';

const CAT = '7f1a0b52-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
const RED = '11111111-1111-4111-8111-111111111111';
const BLUE = '22222222-2222-4222-8222-222222222222';
const SMALL = '33333333-3333-4333-8333-333333333333';
const LARGE = '44444444-4444-4444-8444-444444444444';
const THIN = '55555555-5555-4555-8555-555555555555';
const MATTE = '66666666-6666-4666-8666-666666666666';
const GLOSS = '77777777-7777-4777-8777-777777777777';
const SIZE = '88888888-8888-4888-8888-888888888888';
const THICKNESS = '99999999-9999-4999-8999-999999999999';
const FINISH = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const valid = () => ({ ...emptyProductForm(), name: 'Oak Plank', categoryId: CAT, unitValue: '20.5', price: '49.99', quantity: 10 });
const errors = (input: unknown) => {
  const r = productFormSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('uniqueSlug', () => {
  it('uniqueSlug adds the first free number', () => {
    expect(uniqueSlug('oak', new Set())).toBe('oak');
    expect(uniqueSlug('oak', new Set(['oak', 'oak-2']))).toBe('oak-3');
    expect(uniqueSlug('', new Set())).toBe('product');
  });
});

describe('discount rule', () => {
  it('compares exact cents', () => {
    expect(toCents('10.1')).toBe(1010);
    expect(toCents('0.07')).toBe(7);
    expect(discountFits('10.00', '10')).toBe(true);
    expect(discountFits('10.00', '10.01')).toBe(false);
    expect(discountFits('10.00', '')).toBe(true);
  });

  it('refuses a sale price above the price on the product and on each variant', () => {
    expect(errors({ ...valid(), discount: '60' })).toEqual({ discount: 'discountAbovePrice' });
    const variants = [{ colorId: RED, attributeValueIds: [], sku: '', price: '5', discount: '6', quantity: 1, image: '' }];
    expect(errors({ ...valid(), type: 'variable', colorIds: [RED], variants })).toEqual({ 'variants.0.discount': 'discountAbovePrice' });
  });
});

describe('productFormSchema', () => {
  it('accepts a minimal simple product', () => {
    expect(productFormSchema.safeParse(valid()).success).toBe(true);
  });

  it('answers message keys for bad fields', () => {
    expect(errors({ ...valid(), name: ' ', categoryId: '', price: 'abc', slug: 'Not A Slug', quantity: -2 })).toEqual({
      name: 'required',
      categoryId: 'required',
      price: 'amountFormat',
      slug: 'invalidSlug',
      quantity: 'quantityMin',
    });
    expect(errors({ ...valid(), quantity: 1.5 })).toEqual({ quantity: 'quantityFormat' });
    expect(errors({ ...valid(), images: [{ url: 'javascript:alert(1)', alt: '' }] })).toEqual({ 'images.0.url': 'invalidUrl' });
    expect(errors({ ...valid(), images: [{ url: '/uploads/../etc/passwd', alt: '' }] })).toEqual({ 'images.0.url': 'invalidUrl' });
    expect(errors({ ...valid(), images: [{ url: '/uploads/2026/11/a.webp', alt: 'Oak' }] })).toEqual({});
  });

  it('names the rule a value breaks, with its real limit', () => {
    expect(errors({ ...valid(), price: '-5', discount: '-1' })).toEqual({ price: 'priceAtLeastZero', discount: 'salePriceAtLeastZero' });
    expect(errors({ ...valid(), price: '12.505' })).toEqual({ price: 'amountFormat' });
    expect(errors({ ...valid(), price: '1234567890' })).toEqual({ price: 'maxNumber:999999999.99' });
    expect(errors({ ...valid(), name: 'x'.repeat(201), sku: 'x'.repeat(81) })).toEqual({ name: 'maxChars:200', sku: 'maxChars:80' });
    expect(errors({ ...valid(), quantity: 10_000_001 })).toEqual({ quantity: 'maxNumber:10000000' });
    expect(errors({ ...valid(), lowStockThreshold: '-1' })).toEqual({ lowStockThreshold: 'thresholdFormat' });
    expect(errors({ ...valid(), weightKg: '1.2345' })).toEqual({ weightKg: 'weightFormat' });
    const images = Array.from({ length: 21 }, (_, i) => ({ url: `/uploads/2026/11/${i}.webp`, alt: '' }));
    expect(errors({ ...valid(), images })).toEqual({ images: 'maxImages:20' });
    const v = { colorId: RED, attributeValueIds: [], sku: '', price: '-1', discount: '', quantity: 1, image: '' };
    expect(errors({ ...valid(), type: 'variable', colorIds: [RED], variants: [v] })).toEqual({ 'variants.0.price': 'priceAtLeastZero' });
  });

  it('starts a new product without a stock, and needs one for a simple product (-1: unlimited), none for a variable one', () => {
    expect(emptyProductForm().quantity).toBeUndefined();
    expect(errors({ ...valid(), quantity: undefined })).toEqual({ quantity: 'quantityRequired' });
    // an emptied number field (NaN) asks for a stock too
    expect(errors({ ...valid(), quantity: Number.NaN })).toEqual({ quantity: 'quantityRequired' });
    expect(errors({ ...valid(), quantity: -1 })).toEqual({});
    expect(errors({ ...valid(), quantity: 0 })).toEqual({});
    const v = { colorId: RED, attributeValueIds: [], sku: '', price: '5', discount: '', quantity: 3, image: '' };
    expect(errors({ ...valid(), quantity: undefined, type: 'variable', colorIds: [RED], variants: [v] })).toEqual({});
    // a generated variant starts without a stock (never 0, out of stock at once) and needs one to be saved
    const [generated] = generateVariants([RED], [], [], { price: '5', discount: '', quantity: Number.NaN });
    expect(errors({ ...valid(), type: 'variable', colorIds: [RED], variants: [generated] })).toEqual({
      'variants.0.quantity': 'quantityRequired',
    });
  });

  it('needs a coverage above 0 only for a product sold by area (sq ft); others may leave it empty', () => {
    expect(errors({ ...valid(), unitValue: '' })).toEqual({ unitValue: 'coverageRequired' });
    expect(errors({ ...valid(), unitValue: '0.00' })).toEqual({ unitValue: 'coverageRequired' });
    expect(errors({ ...valid(), unit: 'tube', sellUnit: 'tube', unitValue: '' })).toEqual({});
    expect(errors({ ...valid(), unit: 'ft', sellUnit: 'piece', unitValue: '' })).toEqual({});
    expect(errors({ ...valid(), unit: 'ft', sellUnit: 'piece', unitValue: '8' })).toEqual({});
    expect(errors({ ...valid(), unit: 'bag', unitValue: 'lots' })).toEqual({ unitValue: 'amountFormat' });
  });

  it('takes the SEO title and description in Bengali, Arabic and French with the English limits', () => {
    const translations = { fr: { seoTitle: 'Chêne blanc à Surrey', seoDescription: 'Parquet posé' }, ar: { seoTitle: '' } };
    expect(errors({ ...valid(), translations })).toEqual({});
    expect(errors({ ...valid(), translations: { fr: { seoTitle: 'é'.repeat(121) } } })).toEqual({
      'translations.fr.seoTitle': 'maxChars:120',
    });
    expect(errors({ ...valid(), translations: { bn: { seoDescription: 'x'.repeat(321) } } })).toEqual({
      'translations.bn.seoDescription': 'maxChars:320',
    });
    expect(productTranslationsSchema.safeParse({ fr: { seoKeywords: 'chêne' } }).success).toBe(false);
  });

  it('needs variants for a variable product, each once and with a chosen colour', () => {
    expect(errors({ ...valid(), type: 'variable' })).toEqual({ variants: 'variantsRequired' });
    const v = { colorId: RED, attributeValueIds: [], sku: '', price: '5', discount: '', quantity: -1, image: '' };
    expect(errors({ ...valid(), type: 'variable', colorIds: [RED], variants: [v, v] })).toEqual({
      'variants.1.colorId': 'variantDuplicate',
    });
    expect(errors({ ...valid(), type: 'variable', colorIds: [], variants: [v] })).toEqual({ 'variants.0.colorId': 'invalid' });
  });

  it('needs a value of every option on every variant, each option once and at most three', () => {
    const v = { colorId: RED, attributeValueIds: [SMALL, THIN], sku: '', price: '5', discount: '', quantity: 1, image: '' };
    const base = { ...valid(), type: 'variable' as const, colorIds: [RED], attributeIds: [SIZE, THICKNESS] };
    expect(errors({ ...base, variants: [v, { ...v, attributeValueIds: [LARGE, THIN] }] })).toEqual({});
    expect(errors({ ...base, variants: [{ ...v, attributeValueIds: [SMALL, ''] }] })).toEqual({
      'variants.0.attributeValueIds.1': 'required',
    });
    expect(errors({ ...base, variants: [{ ...v, attributeValueIds: [SMALL] }] })).toEqual({ 'variants.0.attributeValueIds.1': 'required' });
    expect(errors({ ...base, variants: [v, { ...v }] })).toEqual({ 'variants.1.colorId': 'variantDuplicate' });
    expect(errors({ ...base, attributeIds: [SIZE, SIZE], variants: [v] })).toEqual({ 'attributeIds.1': 'optionDuplicate' });
    expect(errors({ ...base, attributeIds: [SIZE], variants: [v] })).toEqual({ 'variants.0.attributeValueIds': 'invalid' });
    expect(errors({ ...base, attributeIds: [SIZE, THICKNESS, FINISH, CAT] })).toMatchObject({ attributeIds: expect.any(String) });
    // without a colour, the options alone make the combination
    expect(errors({ ...base, colorIds: [], variants: [{ ...v, colorId: '' }] })).toEqual({});
  });

  it("takes a variant's picture only among the product's own pictures", () => {
    const images = [{ url: '/uploads/2026/11/red.webp', alt: 'Red' }];
    const v = { colorId: RED, attributeValueIds: [], sku: '', price: '5', discount: '', quantity: 1, image: images[0].url };
    expect(errors({ ...valid(), type: 'variable', colorIds: [RED], images, variants: [v] })).toEqual({});
    expect(errors({ ...valid(), type: 'variable', colorIds: [RED], images: [], variants: [v] })).toEqual({ 'variants.0.image': 'invalid' });
    expect(errors({ ...valid(), type: 'variable', colorIds: [RED], images, variants: [{ ...v, image: 'javascript:x' }] })).toMatchObject({
      'variants.0.image': expect.any(String),
    });
  });
});

describe('generateVariants', () => {
  const defaults = { price: '10', discount: '', quantity: 0 };
  const combos = (rows: VariantInput[]) => rows.map((r) => [r.colorId, ...r.attributeValueIds]);
  it('makes colours × values', () => {
    expect(combos(generateVariants([RED, BLUE], [[SMALL, LARGE]], [], defaults))).toEqual([
      [RED, SMALL],
      [RED, LARGE],
      [BLUE, SMALL],
      [BLUE, LARGE],
    ]);
  });
  it("makes every combination of up to three options, in the options' order", () => {
    expect(combos(generateVariants([RED], [[SMALL, LARGE], [THIN], [MATTE, GLOSS]], [], defaults))).toEqual([
      [RED, SMALL, THIN, MATTE],
      [RED, SMALL, THIN, GLOSS],
      [RED, LARGE, THIN, MATTE],
      [RED, LARGE, THIN, GLOSS],
    ]);
    expect(combos(generateVariants([], [[SMALL], [THIN, GLOSS]], [], defaults))).toEqual([
      ['', SMALL, THIN],
      ['', SMALL, GLOSS],
    ]);
  });
  it('works with colours only or values only, and nothing for neither or for an option without values', () => {
    expect(combos(generateVariants([RED], [], [], defaults))).toEqual([[RED]]);
    expect(combos(generateVariants([], [[SMALL]], [], defaults))).toEqual([['', SMALL]]);
    expect(generateVariants([], [], [], defaults)).toEqual([]);
    expect(generateVariants([RED], [[SMALL], []], [], defaults)).toEqual([]);
  });
  it('keeps the prices and stock of rows that stay, drops the others', () => {
    const kept = { colorId: RED, attributeValueIds: [SMALL], sku: 'R-S', price: '12', discount: '11', quantity: 7, image: '' };
    const gone = { ...kept, colorId: BLUE };
    const rows = generateVariants([RED], [[SMALL, LARGE]], [kept, gone], defaults);
    expect(rows).toEqual([kept, { colorId: RED, attributeValueIds: [LARGE], sku: '', price: '10', discount: '', quantity: 0, image: '' }]);
  });
  it("starts a new combination with its colour's picture", () => {
    const red = { colorId: RED, attributeValueIds: [SMALL], sku: '', price: '12', discount: '', quantity: 1, image: '/uploads/red.webp' };
    const rows = generateVariants([RED, BLUE], [[SMALL, LARGE]], [red], defaults);
    expect(rows.map((r) => [r.colorId, ...r.attributeValueIds, r.image])).toEqual([
      [RED, SMALL, '/uploads/red.webp'],
      [RED, LARGE, '/uploads/red.webp'],
      [BLUE, SMALL, ''],
      [BLUE, LARGE, ''],
    ]);
  });
});

describe('productListQuerySchema', () => {
  it('reads filters and ignores bad ones', () => {
    expect(productListQuerySchema.parse({ category: CAT, published: 'no', stock: 'out', sort: 'price' })).toMatchObject({
      category: CAT,
      published: 'no',
      stock: 'out',
      sort: 'price',
    });
    expect(productListQuerySchema.parse({ category: 'x', published: 'maybe', stock: 'some' })).toMatchObject({
      category: undefined,
      published: undefined,
      stock: undefined,
    });
  });
});

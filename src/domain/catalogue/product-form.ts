import { z } from 'zod';
import { type TranslationLocale, type TranslationStatus } from '@/domain/content/translations';
import { translationsSchema } from '@/domain/content/translations-schema';
import { SLUG_PATTERN } from '@/lib/slug';
import { listQuerySchema } from '@/domain/dashboard/list-query';
import { limitMessage } from '@/lib/limit-message';
import { accessoryIdsSchema } from './accessories';
import { AREA_UNIT } from './pricing';
import { MAX_OPTIONS } from './variant-options';
import { PRODUCT_TEXT_FIELDS, type ProductText } from './product-texts';

/**
 * The product form of the dashboard: one zod schema for the browser form (react-hook-form + zodResolver)
 * and the server actions. Messages are keys of `dashboard.validation` (or `dashProducts.validation`).
 * Money stays a decimal string ("12.50") so it is exact from the form to the numeric column.
 */

export const PRODUCT_SORTS = ['name', 'price', 'quantity', 'createdAt'] as const;

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
/** The largest amount a money column takes (9 digits, 2 decimals). */
const MAX_AMOUNT = 999_999_999.99;
/** Messages that name the rule (docs/requirements.md, "Dashboard forms"): a length or a count says its limit. */
const maxChars = (n: number) => limitMessage('maxChars', n);
const maxItems = (n: number) => limitMessage('maxItems', n);

/** Why an amount is refused, named: below 0 (the field's own message), too large, or not an amount with 2 decimals. */
export function amountMessage(value: string, atLeastZero: string): string | undefined {
  if (value === '' || MONEY.test(value)) return undefined;
  if (/^-\d+(\.\d+)?$/.test(value)) return atLeastZero;
  if (/^\d{10,}(\.\d+)?$/.test(value)) return limitMessage('maxNumber', MAX_AMOUNT);
  return 'amountFormat';
}
const amountRule = (atLeastZero: string) => (value: string, ctx: z.RefinementCtx) => {
  const message = amountMessage(value, atLeastZero);
  if (message) ctx.addIssue({ code: 'custom', message });
};
/** A required amount: a decimal string ("12.50"); `atLeastZero` is the field's message for a negative amount. */
const money = (atLeastZero: string) => z.string().trim().min(1, 'required').superRefine(amountRule(atLeastZero));
/** An amount that may be empty (a sale price: not on sale; a coverage: none). */
const optionalMoney = (atLeastZero: string) => z.string().trim().superRefine(amountRule(atLeastZero));
const optionalId = z.union([z.uuid('invalid'), z.literal('')]);
/** A stock count; a field left empty (a number input gives NaN) asks for one rather than calling it malformed. */
const quantity = z
  .number({ error: (issue) => (issue.input === undefined || Number.isNaN(issue.input) ? 'quantityRequired' : 'quantityFormat') })
  .int('quantityFormat')
  .min(-1, 'quantityMin')
  .max(10_000_000, limitMessage('maxNumber', 10_000_000));

/** A URL an image may have: one of our files (/uploads/..., /images/...) or an https address. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(500, maxChars(500))
  .refine((v) => (/^\/(uploads|images)\/[\w./-]+$/.test(v) ? !v.includes('..') : /^https:\/\/[^\s"'<>]+$/.test(v)), 'invalidUrl');

/** Most pictures of one product. */
export const PRODUCT_IMAGES_MAX = 20;

/** Longest product slug. */
export const PRODUCT_SLUG_MAX = 120;

/** Exact cents of a validated money string. */
export function toCents(value: string): number {
  const [whole, frac = ''] = value.trim().split('.');
  return Number(whole) * 100 + Number((frac + '00').slice(0, 2));
}

/** The sale price may not be above the price; an empty sale price means "not on sale". */
export function discountFits(price: string, discount: string): boolean {
  if (!MONEY.test(price.trim()) || discount.trim() === '') return true;
  if (!MONEY.test(discount.trim())) return true;
  return toCents(discount) <= toCents(price);
}

export const variantInputSchema = z.object({
  colorId: optionalId,
  /** the variant's value of each of the product's options, in their order ('' where none is chosen yet) */
  attributeValueIds: z.array(optionalId).max(MAX_OPTIONS, maxItems(MAX_OPTIONS)),
  sku: z.string().trim().max(80, maxChars(80)),
  price: money('priceAtLeastZero'),
  discount: optionalMoney('salePriceAtLeastZero'),
  quantity,
  /** the variant's own picture, one of the product's ('' for none): the gallery opens on it when the variant is chosen */
  image: z.union([imageUrlSchema, z.literal('')]),
});
export type VariantInput = z.output<typeof variantInputSchema>;

export const productImageSchema = z.object({ url: imageUrlSchema, alt: z.string().trim().max(200, maxChars(200)) });

/** The product's translatable texts with the English field's limits (docs/requirements.md, "Content in four languages"). */
const productText = {
  name: z.string().trim().max(200, maxChars(200)),
  summary: z.string().trim().max(2000, maxChars(2000)),
  /** HTML; the server sanitises it before storing, as the English description */
  description: z.string().max(200_000, maxChars(200_000)),
  /** optional in every language, and not counted by the language completeness: the page takes its name and summary */
  seoTitle: z.string().trim().max(120, maxChars(120)),
  seoDescription: z.string().trim().max(320, maxChars(320)),
} satisfies Record<ProductText, z.ZodType>;
export { PRODUCT_TEXT_FIELDS };
export const productTranslationsSchema = translationsSchema(productText);

/** A specification row's name and value with the English limits; its translations are the row's own. */
const specificationText = { name: z.string().trim().max(100, maxChars(100)), value: z.string().trim().max(300, maxChars(300)) };
export const specificationTranslationsSchema = translationsSchema(specificationText);

export const productFormSchema = z
  .object({
    name: productText.name.min(1, 'required'),
    /** empty: made from the name */
    slug: z
      .string()
      .trim()
      .max(PRODUCT_SLUG_MAX, maxChars(PRODUCT_SLUG_MAX))
      .refine((v) => v === '' || SLUG_PATTERN.test(v), 'invalidSlug'),
    sku: z.string().trim().max(80, maxChars(80)),
    type: z.enum(['simple', 'variable']),
    categoryId: z.uuid('required'),
    subcategoryId: optionalId,
    brandId: optionalId,
    unit: z.string().trim().min(1, 'required').max(30, maxChars(30)),
    /**
     * what one sell unit covers: required (above 0) for a product sold by area (unit 'sq ft'); a piece's length for
     * 'ft'; otherwise optional, empty when it means nothing (a bag of grout). Stored as 0 when empty.
     */
    unitValue: optionalMoney('atLeastZero'),
    sellUnit: z.string().trim().min(1, 'required').max(30, maxChars(30)),
    /** kg of one sell unit, for delivery fees by weight (docs/requirements.md, "Delivery fees"); empty: unknown */
    weightKg: z
      .string()
      .trim()
      .regex(/^(\d{1,6}(\.\d{1,3})?)?$/, 'weightFormat'),
    price: money('priceAtLeastZero'),
    discount: optionalMoney('salePriceAtLeastZero'),
    /**
     * simple products; -1 unlimited. Required for a simple product and never filled in for staff: a new product starts
     * empty, not at 0 (docs/requirements.md, "Products"); the form's emptied field is undefined
     */
    quantity: quantity.optional(),
    /** low-stock alert at this many units or fewer; empty: the shop's default (docs/requirements.md, "Low stock") */
    lowStockThreshold: z
      .string()
      .trim()
      .regex(/^(\d{1,6})?$/, 'thresholdFormat'),
    /** "Track dye lots": stock is held per lot and an order's boxes come from one lot (docs/requirements.md, "Locations and lots") */
    lotTracked: z.boolean(),
    colorIds: z.array(z.uuid()).max(100, maxItems(100)),
    /** the options besides colour the variants vary by, in the order the product page asks them */
    attributeIds: z.array(z.uuid()).max(MAX_OPTIONS, maxItems(MAX_OPTIONS)),
    variants: z.array(variantInputSchema).max(500, maxItems(500)),
    images: z.array(productImageSchema).max(PRODUCT_IMAGES_MAX, limitMessage('maxImages', PRODUCT_IMAGES_MAX)),
    summary: productText.summary,
    /** HTML; the server sanitises it before storing */
    description: productText.description,
    /** Bengali, Arabic and French texts; absent: the stored ones stay (the CSV import sends none) */
    translations: productTranslationsSchema.optional(),
    specifications: z
      .array(
        z.object({
          name: specificationText.name.min(1, 'required'),
          value: specificationText.value.min(1, 'required'),
          /** the row's name and value in Bengali, Arabic and French; absent: the stored row of the same name and value keeps its own */
          translations: specificationTranslationsSchema.optional(),
        }),
      )
      .max(60, maxItems(60)),
    seoTitle: productText.seoTitle,
    seoDescription: productText.seoDescription,
    seoImage: z.union([imageUrlSchema, z.literal('')]),
    published: z.boolean(),
    featured: z.boolean(),
    /** "Offer free samples": only floor products offer them (docs/requirements.md, "Free samples") */
    samples: z.boolean(),
    /** the matching accessories a floor product's page lists, in order (docs/requirements.md, "Matching accessories") */
    accessoryIds: accessoryIdsSchema,
  })
  .superRefine((p, ctx) => {
    if (!discountFits(p.price, p.discount)) ctx.addIssue({ code: 'custom', path: ['discount'], message: 'discountAbovePrice' });
    if (p.unit === AREA_UNIT && (p.unitValue === '' || toCents(p.unitValue) === 0))
      ctx.addIssue({ code: 'custom', path: ['unitValue'], message: 'coverageRequired' });
    if (p.type === 'simple' && p.quantity === undefined) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'quantityRequired' });
    if (p.type !== 'variable') return;
    p.attributeIds.forEach((a, k) => {
      if (p.attributeIds.indexOf(a) !== k) ctx.addIssue({ code: 'custom', path: ['attributeIds', k], message: 'optionDuplicate' });
    });
    if (p.variants.length === 0) ctx.addIssue({ code: 'custom', path: ['variants'], message: 'variantsRequired' });
    const seen = new Set<string>();
    p.variants.forEach((v, i) => {
      if (!discountFits(v.price, v.discount))
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'discount'], message: 'discountAbovePrice' });
      if (v.image && !p.images.some((img) => img.url === v.image))
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'image'], message: 'invalid' });
      if (v.colorId && !p.colorIds.includes(v.colorId))
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'colorId'], message: 'invalid' });
      p.attributeIds.forEach((_, k) => {
        if (!v.attributeValueIds[k]) ctx.addIssue({ code: 'custom', path: ['variants', i, 'attributeValueIds', k], message: 'required' });
      });
      if (v.attributeValueIds.length > p.attributeIds.length)
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'attributeValueIds'], message: 'invalid' });
      if (!v.colorId && !p.attributeIds.length) ctx.addIssue({ code: 'custom', path: ['variants', i, 'colorId'], message: 'required' });
      const key = variantKey(v);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['variants', i, 'colorId'], message: 'variantDuplicate' });
      seen.add(key);
    });
  });

export type ProductFormValues = z.output<typeof productFormSchema>;

export const productUpdateSchema = z.object({ id: z.uuid(), product: productFormSchema });

/** An empty form for a new product: the stock is left for staff to enter (no quantity until they do). */
export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    slug: '',
    sku: '',
    type: 'simple',
    categoryId: '',
    subcategoryId: '',
    brandId: '',
    unit: 'sq ft',
    unitValue: '',
    sellUnit: 'box',
    weightKg: '',
    price: '',
    discount: '',
    quantity: undefined,
    lowStockThreshold: '',
    lotTracked: false,
    colorIds: [],
    attributeIds: [],
    variants: [],
    images: [],
    summary: '',
    description: '',
    specifications: [],
    seoTitle: '',
    seoDescription: '',
    seoImage: '',
    published: true,
    featured: false,
    samples: true,
    accessoryIds: [],
  };
}

/** A variant's combination (colour and option values) as one string: two variants of a product never share it. */
export const variantKey = (v: Pick<VariantInput, 'colorId' | 'attributeValueIds'>) => [v.colorId, ...v.attributeValueIds].join('|');

/**
 * The variant rows for the chosen colours × the chosen values of each option (one list per option, in the options'
 * order). Rows that already exist for a combination keep their price, sale price, stock, SKU and picture; new rows
 * start from `defaults`.
 */
export function generateVariants(
  colorIds: readonly string[],
  valuesByOption: readonly (readonly string[])[],
  existing: readonly VariantInput[],
  defaults: Pick<VariantInput, 'price' | 'discount' | 'quantity'>,
): VariantInput[] {
  let combos: string[][] = [[]];
  for (const values of valuesByOption) combos = combos.flatMap((c) => values.map((v) => [...c, v]));
  if (valuesByOption.some((values) => values.length === 0)) combos = [];
  const colours = colorIds.length ? colorIds : [''];
  const byKey = new Map(existing.map((v) => [variantKey(v), v]));
  const out: VariantInput[] = [];
  for (const colorId of colours) {
    for (const attributeValueIds of combos) {
      if (!colorId && !attributeValueIds.length) continue;
      const old = byKey.get(variantKey({ colorId, attributeValueIds }));
      // a new combination starts with its colour's picture, when another variant of that colour has one
      const image = (colorId && existing.find((v) => v.colorId === colorId && v.image)?.image) || '';
      out.push(
        old
          ? { ...old }
          : { colorId, attributeValueIds, sku: '', price: defaults.price, discount: defaults.discount, quantity: defaults.quantity, image },
      );
    }
  }
  return out;
}

/** Slug not in `taken`: the base, else base-2, base-3, ... */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || 'product';
  if (!taken.has(root)) return root;
  for (let i = 2; ; i++) {
    const candidate = `${root}-${i}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export const STOCK_FILTERS = ['in', 'out'] as const;

/** Query of the product table: search (name, SKU), sort, page, and filters. */
export const productListQuerySchema = listQuerySchema.extend({
  category: z.uuid().optional().catch(undefined),
  published: z.enum(['yes', 'no']).optional().catch(undefined),
  stock: z.enum(STOCK_FILTERS).optional().catch(undefined),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export interface ProductListRow {
  id: string;
  /** how far name, summary and description are translated, per language (docs/requirements.md, "Content in four languages") */
  languages: Record<TranslationLocale, TranslationStatus>;
  name: string;
  slug: string;
  sku: string | null;
  type: 'simple' | 'variable';
  image: string | null;
  category: string;
  subcategory: string | null;
  price: string;
  discount: string;
  /** simple: quantity; variable: summed variant stock; -1 unlimited */
  quantity: number;
  published: boolean;
  featured: boolean;
  createdAt: string;
}

export interface ProductOptions {
  categories: { id: string; name: string; subcategories: { id: string; name: string }[] }[];
  brands: { id: string; name: string }[];
  colors: { id: string; name: string; hex: string }[];
  attributes: { id: string; name: string; values: { id: string; value: string }[] }[];
}

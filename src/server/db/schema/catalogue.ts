import { boolean, check, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ContentTranslations, SeoTextField } from '../../../domain/content/translations';
import type { ProductText } from '../../../domain/catalogue/product-texts';
import { createdAt, id, money, translationsColumn as translations, updatedAt } from './_columns';

/** The translatable fields of each entity (docs/requirements.md, "Content in four languages"). */
/** The SEO texts are translated in the same column (docs/requirements.md, "Content in four languages"). */
export type CategoryText = 'name' | 'description' | SeoTextField;
export type SubcategoryText = 'name';
export type { ProductText };
export type BrandText = 'name';
export type ColorText = 'name';
export type AttributeText = 'name';
export type AttributeValueText = 'value';
export type SpecificationText = 'name' | 'value';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    translations: translations<CategoryText>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_slug_uq').on(t.slug)],
);

/** Subcategory slugs are unique within their category only (matt-tiles is under laminate and tiles). */
export const subcategories = pgTable(
  'subcategories',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    translations: translations<SubcategoryText>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('subcategories_category_slug_uq').on(t.categoryId, t.slug)],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    translations: translations<BrandText>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug)],
);

export const colors = pgTable(
  'colors',
  {
    id: id(),
    name: text('name').notNull(),
    hex: text('hex').notNull(),
    translations: translations<ColorText>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('colors_name_uq').on(t.name)],
);

export const attributes = pgTable(
  'attributes',
  {
    id: id(),
    name: text('name').notNull(),
    translations: translations<AttributeText>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('attributes_name_uq').on(t.name)],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: id(),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
    translations: translations<AttributeValueText>(),
  },
  (t) => [uniqueIndex('attribute_values_uq').on(t.attributeId, t.value)],
);

export const productType = pgEnum('product_type', ['simple', 'variable']);

/**
 * One row of a product's specifications; `translations` holds its name and value in Bengali, Arabic and French
 * (docs/requirements.md, "Content in four languages"), absent when none.
 */
export interface Specification {
  name: string;
  value: string;
  translations?: ContentTranslations<SpecificationText>;
}

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sku: text('sku'),
    type: productType('type').notNull().default('simple'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subcategoryId: uuid('subcategory_id').references(() => subcategories.id, { onDelete: 'set null' }),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    /** what unitValue measures: 'sq ft' means unitValue is the coverage of one sell unit */
    unit: text('unit').notNull(),
    unitValue: numeric('unit_value', { precision: 12, scale: 2 }).notNull(),
    /** what one price buys: box, piece, roll... */
    sellUnit: text('sell_unit').notNull().default('box'),
    price: money('price').notNull(),
    /** the price charged; equal to price when not on sale (docs/requirements.md, "Prices and discounts") */
    discount: money('discount').notNull(),
    /** simple products: -1 unlimited; variable products keep stock on their variants */
    quantity: integer('quantity').notNull().default(0),
    /** stock is held per dye lot, and an order's boxes come from one lot when one holds enough (docs/requirements.md, "Locations and lots") */
    lotTracked: boolean('lot_tracked').notNull().default(false),
    /** stock at or below this is low (for each variant of a variable product); null: the shop's default from settings */
    lowStockThreshold: integer('low_stock_threshold'),
    /**
     * the attributes the variants vary by besides colour, in the order the product page asks them (thickness, plank
     * width, finish): up to three options, filled from the first (null: colour only); docs/requirements.md, "Variants"
     */
    attributeId: uuid('attribute_id').references(() => attributes.id, { onDelete: 'set null' }),
    attribute2Id: uuid('attribute2_id').references(() => attributes.id, { onDelete: 'set null' }),
    attribute3Id: uuid('attribute3_id').references(() => attributes.id, { onDelete: 'set null' }),
    summary: text('summary').notNull().default(''),
    /** sanitised HTML */
    description: text('description').notNull().default(''),
    specifications: jsonb('specifications').$type<Specification[]>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    /** "Offer free samples": on by default; only floor products offer them (docs/requirements.md, "Free samples") */
    samples: boolean('samples').notNull().default(true),
    /** weight of one sell unit (box) in kg, for delivery fees by weight (docs/requirements.md, "Delivery fees"); null: unknown */
    weightKg: numeric('weight_kg', { precision: 10, scale: 3 }),
    sold: integer('sold').notNull().default(0),
    /**
     * the published reviews' average rating (two decimals, 0 without any) and their number, kept by moderation
     * (docs/requirements.md, "Product reviews"): what "Top rated" sorts by
     */
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2 }).notNull().default('0'),
    ratingCount: integer('rating_count').notNull().default(0),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoKeywords: text('seo_keywords'),
    seoImage: text('seo_image'),
    translations: translations<ProductText>(),
    /** the distinct words of the name, folded (fs_search_words); written by a trigger (docs/architecture.md, "Search") */
    searchWords: text('search_words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * the folded names the search ranks by (English, bn, ar, fr; '' where untranslated), written by the same trigger,
     * so a search folds no name at query time (docs/architecture.md, "Search")
     */
    searchNames: text('search_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_search_words_idx').using('gin', t.searchWords),
    // a subcategory's best sellers (related products, best selling) and the scope of a category or subcategory
    index('products_subcategory_sold_idx').on(t.categoryId, t.subcategoryId, t.sold.desc().nullsFirst(), t.id),
    // a brand filter over the whole shop
    index('products_brand_idx').on(t.brandId),
    index('products_created_idx').on(t.createdAt),
    // shop sort orders (best selling, price, name) and a category listing by newest, without a sort of the whole table
    index('products_category_created_idx').on(t.categoryId, t.createdAt),
    // each sort within a category, so that a sparse filtered listing walks its category only (docs/architecture.md, "Listings at scale")
    index('products_category_sold_idx').on(t.categoryId, t.sold.desc().nullsFirst(), t.id),
    index('products_category_name_idx').on(t.categoryId, t.name, t.id),
    index('products_category_discount_idx').on(t.categoryId, t.discount),
    index('products_category_rating_idx').on(t.categoryId, t.ratingAverage.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), t.id),
    // "on sale" is the one filter without an index of its own (a quarter of the catalogue)
    index('products_on_sale_idx')
      .on(t.categoryId, t.discount)
      .where(sql`${t.discount} < ${t.price}`),
    index('products_sold_idx').on(t.sold),
    index('products_rating_idx').on(t.ratingAverage.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), t.id),
    index('products_discount_idx').on(t.discount),
    index('products_name_idx').on(t.name),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('products_price_nonneg', sql`${t.price} >= 0 and ${t.discount} >= 0`),
    // an attribute is one option of a product at most
    check(
      'products_options_distinct',
      sql`(${t.attribute2Id} is null or ${t.attribute2Id} is distinct from ${t.attributeId}) and (${t.attribute3Id} is null or (${t.attribute3Id} is distinct from ${t.attributeId} and ${t.attribute3Id} is distinct from ${t.attribute2Id}))`,
    ),
  ],
);

/**
 * Every word that ever appeared in a product name, folded (the search vocabulary): a misspelled word is matched
 * against these few thousand words by trigram similarity, not against every product name.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * One row: a token that a trigger replaces when a transaction that changed which products a search can find (a
 * product added, deleted, renamed, translated, published or hidden) commits. The search's in-memory index of words to
 * products is kept while the token is unchanged (docs/architecture.md, "Search").
 */
export const searchState = pgTable('search_state', {
  id: integer('id').primaryKey().default(1),
  version: uuid('version').notNull().defaultRandom(),
});

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const productColors = pgTable(
  'product_colors',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: uuid('color_id')
      .notNull()
      .references(() => colors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.colorId] }), index('product_colors_color_idx').on(t.colorId)],
);

export const variants = pgTable(
  'variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: uuid('color_id').references(() => colors.id, { onDelete: 'set null' }),
    /** the variant's value of each of the product's options, in the product's option order */
    attributeValueId: uuid('attribute_value_id').references(() => attributeValues.id, { onDelete: 'set null' }),
    attributeValue2Id: uuid('attribute_value2_id').references(() => attributeValues.id, { onDelete: 'set null' }),
    attributeValue3Id: uuid('attribute_value3_id').references(() => attributeValues.id, { onDelete: 'set null' }),
    sku: text('sku'),
    price: money('price').notNull(),
    discount: money('discount').notNull(),
    /** -1 unlimited */
    quantity: integer('quantity').notNull().default(0),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // an attribute filter finds its products from here (docs/architecture.md, "Listings at scale")
  (t) => [
    index('variants_product_idx').on(t.productId),
    index('variants_attribute_value_idx').on(t.attributeValueId),
    index('variants_attribute_value2_idx').on(t.attributeValue2Id),
    index('variants_attribute_value3_idx').on(t.attributeValue3Id),
  ],
);

/**
 * Every product and variant code (SKU) once, as compared (trimmed, upper case: `skuCode`): kept by triggers on
 * `products` and `variants` (migration `0032_unique-skus`), so no two products or variants share a code whatever writes
 * them. The key is checked at commit, so a save may move codes between one product's variants.
 */
export const skuCodes = pgTable('sku_codes', {
  code: text('code').primaryKey(),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** null: the product's own code */
  variantId: uuid('variant_id').references(() => variants.id, { onDelete: 'cascade' }),
});

/**
 * The accessories a floor product names, in the order its page lists them (docs/requirements.md, "Matching
 * accessories"); a product naming none takes its category's default list from settings.
 */
export const productAccessories = pgTable(
  'product_accessories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    accessoryId: uuid('accessory_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.accessoryId] }),
    index('product_accessories_accessory_idx').on(t.accessoryId),
    check('product_accessories_not_self', sql`${t.productId} <> ${t.accessoryId}`),
  ],
);

export type Category = typeof categories.$inferSelect;
export type Subcategory = typeof subcategories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Variant = typeof variants.$inferSelect;

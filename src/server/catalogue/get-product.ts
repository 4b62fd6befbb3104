import { offersSamples } from '@/domain/cart/samples';
import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { optionIdsOf, optionSlots } from './option-columns';
import { availableQuantity, effectiveQuantity, isInStock } from '@/domain/catalogue/stock';
import { openingVariant } from '@/domain/catalogue/variants';
import type { ContentTranslations, FallbackLang, SeoTextField } from '@/domain/content/translations';
import { sanitizeRichText, sanitizeStoredTranslations } from '@/server/content/sanitize-html';
import type { LocalizedSpecification, SpecificationRow } from '@/domain/catalogue/specifications';
import { getDb, type DbOrTx } from '@/server/db';
import { readStockPlaces } from '@/server/stock/stock-places';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  colors,
  productColors,
  productImages,
  products,
  subcategories,
  variants,
} from '@/server/db/schema';

/** A colour as the catalogue shows it; `translations` until a page picks its language, then `lang` marks an English stand-in. */
export interface ColorDto {
  _id: string;
  name: string;
  hex: string;
  translations?: ContentTranslations<'name'>;
  lang?: FallbackLang<'name'>;
}

/** An attribute value (a variant's size, finish...), translated as a colour is. */
export interface AttributeValueDto {
  _id: string;
  value: string;
  translations?: ContentTranslations<'value'>;
  lang?: FallbackLang<'value'>;
}

/** One of a product's options besides colour (thickness, plank width...), translated as a colour is. */
export interface OptionDto {
  _id: string;
  name: string;
  translations?: ContentTranslations<'name'>;
  lang?: FallbackLang<'name'>;
}

export interface VariantDto {
  _id: string;
  color: ColorDto | null;
  /** the variant's value of each of the product's options, in their order (null where it has none) */
  values: (AttributeValueDto | null)[];
  price: number;
  discount: number;
  /** raw quantity (-1 unlimited) */
  quantity: number;
  /** most units that may be bought (docs/requirements.md, "Stock rule") */
  stock: number;
  image: string | null;
  /** the variant's own stock-keeping code, when staff gave it one */
  sku: string | null;
  /** its largest dye lot (docs/requirements.md, "Largest matching lot"); null: unlimited stock */
  largestLot: number | null;
  /** its boxes at the pickup points (docs/requirements.md, "Pickup and the showroom"); null: none, or unlimited stock */
  atPickup: number | null;
}

export interface ProductDetailDto {
  _id: string;
  name: string;
  slug: string;
  sku: string | null;
  type: 'simple' | 'variable';
  unit: string;
  unitValue: number;
  sellUnit: string;
  price: number;
  discount: number;
  quantity: number;
  inStock: boolean;
  stock: number;
  /** stock is held per dye lot: the page says when more is asked for than one lot holds */
  lotTracked: boolean;
  /** a simple product's largest lot and boxes at the pickup points (a variable product's are its variants') */
  largestLot: number | null;
  atPickup: number | null;
  summary: string;
  /** sanitised HTML */
  description: string;
  /** every language's rows as read; a page's own language after localizeProduct, `lang` marking English stand-ins */
  specifications: (SpecificationRow | LocalizedSpecification)[];
  images: { url: string; alt: string }[];
  brand: { name: string; slug: string; translations?: ContentTranslations<'name'>; lang?: FallbackLang<'name'> } | null;
  /** `published`: a hidden category (or subcategory) is named, never linked (its listing answers 404) */
  category: CrumbCategory;
  subcategory: CrumbCategory | null;
  colors: ColorDto[];
  /** the options the variants vary by besides colour, in the order the page asks them (docs/requirements.md, "Variants") */
  options: OptionDto[];
  /**
   * On a page of another language (set by localizeProduct): the English specifications, option names (by id) and
   * values (by id) that the room preview reads sizes from (docs/requirements.md, "Room preview").
   */
  english?: { specifications: { name: string; value: string }[]; options: Record<string, string>; values: Record<string, string> };
  variants: VariantDto[];
  /**
   * The English SEO texts as read (null: none); after localizeProduct, `title` and `description` are the page's head
   * texts in its language (docs/requirements.md, "Content in four languages").
   */
  seo: { title: string | null; description: string | null; keywords: string | null; image: string | null };
  /** "Order a free sample" is offered (docs/requirements.md, "Free samples") */
  offersSamples: boolean;
  /** name, summary, description and SEO texts in Bengali, Arabic and French; a page shows its language's (localizeProduct) */
  translations?: ContentTranslations<'name' | 'summary' | 'description' | SeoTextField>;
  /** after localizeProduct: the fields shown in English on a page of another language */
  lang?: FallbackLang<'name' | 'summary' | 'description'>;
}

/** A product's category or subcategory as its breadcrumb names it. */
export interface CrumbCategory {
  _id: string;
  name: string;
  slug: string;
  published: boolean;
  translations?: ContentTranslations<'name'>;
  lang?: FallbackLang<'name'>;
}

/** The names of a category's translations (a breadcrumb shows no description). */
export const namesOf = (translations: ContentTranslations): ContentTranslations<'name'> =>
  Object.fromEntries(Object.entries(translations).flatMap(([l, f]) => (f?.name ? [[l, { name: f.name }]] : [])));

const value1 = alias(attributeValues, 'value1');
const value2 = alias(attributeValues, 'value2');
const value3 = alias(attributeValues, 'value3');

/** A published product by slug with everything its page shows, or null. */
export async function getProduct(slug: string, db?: DbOrTx): Promise<ProductDetailDto | null> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 200) return null;
  db ??= await getDb();
  const [p] = await db
    .select({
      product: products,
      brandName: brands.name,
      brandSlug: brands.slug,
      brandTranslations: brands.translations,
      categoryName: categories.name,
      categorySlug: categories.slug,
      categoryPublished: categories.published,
      categoryTranslations: categories.translations,
      subName: subcategories.name,
      subSlug: subcategories.slug,
      subPublished: subcategories.published,
      subTranslations: subcategories.translations,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.slug, slug), eq(products.published, true)));
  if (!p) return null;
  const id = p.product.id;
  const slots = optionSlots(p.product);
  const optionIds = optionIdsOf(p.product);
  const [images, colorRows, optionRows, variantRows, placesOf] = await Promise.all([
    db
      .select({ url: productImages.url, alt: productImages.alt })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position)),
    db
      .select({ _id: colors.id, name: colors.name, hex: colors.hex, translations: colors.translations })
      .from(productColors)
      .innerJoin(colors, eq(colors.id, productColors.colorId))
      .where(eq(productColors.productId, id))
      .orderBy(asc(colors.name)),
    p.product.type === 'variable' && optionIds.length
      ? db
          .select({ _id: attributes.id, name: attributes.name, translations: attributes.translations })
          .from(attributes)
          .where(inArray(attributes.id, optionIds))
      : Promise.resolve([]),
    p.product.type === 'variable'
      ? db
          .select({
            v: variants,
            colorId: colors.id,
            colorName: colors.name,
            colorHex: colors.hex,
            colorTranslations: colors.translations,
            value1: { _id: value1.id, value: value1.value, translations: value1.translations },
            value2: { _id: value2.id, value: value2.value, translations: value2.translations },
            value3: { _id: value3.id, value: value3.value, translations: value3.translations },
          })
          .from(variants)
          .leftJoin(colors, eq(colors.id, variants.colorId))
          .leftJoin(value1, eq(value1.id, variants.attributeValueId))
          .leftJoin(value2, eq(value2.id, variants.attributeValue2Id))
          .leftJoin(value3, eq(value3.id, variants.attributeValue3Id))
          .where(eq(variants.productId, id))
          // the page's order: colour name, then each option's value in the order staff gave them, then id (as the card's)
          .orderBy(asc(colors.name), asc(value1.position), asc(value2.position), asc(value3.position), asc(variants.id))
      : Promise.resolve([]),
    // where the stock is: part of the page's cached data, so it changes with the stock (revalidateStock)
    readStockPlaces(db, [id]),
  ]);
  // each option's value, from the columns the product's options sit in
  const rows = variantRows.map(({ value1: a, value2: b, value3: c, ...r }) => ({ ...r, values: slots.map((k) => [a, b, c][k] ?? null) }));
  const vs: VariantDto[] = rows.map(({ v, values, ...c }) => ({
    _id: v.id,
    color: c.colorId ? { _id: c.colorId, name: c.colorName!, hex: c.colorHex!, translations: c.colorTranslations ?? {} } : null,
    values: values.map((x) => x && { _id: x._id, value: x.value, translations: x.translations ?? {} }),
    price: Number(v.price),
    discount: Number(v.discount),
    quantity: v.quantity,
    stock: effectiveQuantity(v.quantity),
    image: v.image,
    sku: v.sku,
    ...placesOf(id, v.id, v.quantity),
  }));
  const options = optionIds.flatMap((a) =>
    optionRows.filter((o) => o._id === a).map((o) => ({ ...o, translations: o.translations ?? {} })),
  );
  const stockInput = { type: p.product.type, quantity: p.product.quantity, variants: vs };
  const pr = p.product;
  // a variable product is priced as its card: by the variant its page opens with (docs/requirements.md, "Variants")
  const opening = pr.type === 'variable' ? openingVariant(vs) : undefined;
  return {
    _id: id,
    name: pr.name,
    slug: pr.slug,
    sku: pr.sku,
    type: pr.type,
    unit: pr.unit,
    unitValue: Number(pr.unitValue),
    sellUnit: pr.sellUnit,
    price: opening?.price ?? Number(pr.price),
    discount: opening?.discount ?? Number(pr.discount),
    quantity: pr.quantity,
    inStock: isInStock(stockInput),
    stock: availableQuantity(stockInput),
    lotTracked: pr.lotTracked,
    ...(pr.type === 'simple' ? placesOf(id, null, pr.quantity) : { largestLot: null, atPickup: null }),
    summary: pr.summary,
    description: sanitizeRichText(pr.description),
    specifications: pr.specifications ?? [],
    images,
    brand: p.brandName ? { name: p.brandName, slug: p.brandSlug!, translations: p.brandTranslations ?? {} } : null,
    category: {
      _id: pr.categoryId,
      name: p.categoryName,
      slug: p.categorySlug,
      published: p.categoryPublished,
      translations: namesOf(p.categoryTranslations),
    },
    subcategory:
      pr.subcategoryId && p.subName
        ? {
            _id: pr.subcategoryId,
            name: p.subName,
            slug: p.subSlug!,
            published: p.categoryPublished && !!p.subPublished,
            translations: namesOf(p.subTranslations ?? {}),
          }
        : null,
    colors: colorRows,
    options,
    variants: vs,
    seo: { title: pr.seoTitle, description: pr.seoDescription, keywords: pr.seoKeywords, image: pr.seoImage },
    offersSamples: offersSamples({ samples: pr.samples, categorySlug: p.categorySlug }),
    translations: sanitizeStoredTranslations(pr.translations, ['description']),
  };
}

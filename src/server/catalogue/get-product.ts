import { offersSamples } from '@/domain/cart/samples';
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { availableQuantity, effectiveQuantity, isInStock } from '@/domain/catalogue/stock';
import { openingVariant } from '@/domain/catalogue/variants';
import type { ContentTranslations, FallbackLang, SeoTextField } from '@/domain/content/translations';
import { sanitizeRichText, sanitizeStoredTranslations } from '@/server/content/sanitize-html';
import type { LocalizedSpecification, SpecificationRow } from '@/domain/catalogue/specifications';
import { getDb, type DbOrTx } from '@/server/db';
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

export interface VariantDto {
  _id: string;
  color: ColorDto | null;
  attribute: AttributeValueDto | null;
  price: number;
  discount: number;
  /** raw quantity (-1 unlimited) */
  quantity: number;
  /** most units that may be bought (docs/requirements.md, "Stock rule") */
  stock: number;
  image: string | null;
  /** the variant's own stock-keeping code, when staff gave it one */
  sku: string | null;
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
  /** name of the attribute the variants vary by (besides colour) */
  attributeName: string | null;
  /** the attribute's name in Bengali, Arabic and French (until localizeProduct); then whether it is shown in English */
  attributeTranslations?: ContentTranslations<'name'>;
  attributeLang?: 'en';
  /**
   * On a page of another language (set by localizeProduct): the English specifications, attribute name and values
   * that the room preview reads sizes from (docs/requirements.md, "Room preview").
   */
  english?: { specifications: { name: string; value: string }[]; attributeName: string | null; values: Record<string, string> };
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
      attributeName: attributes.name,
      attributeTranslations: attributes.translations,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(attributes, eq(attributes.id, products.attributeId))
    .where(and(eq(products.slug, slug), eq(products.published, true)));
  if (!p) return null;
  const id = p.product.id;
  const [images, colorRows, variantRows] = await Promise.all([
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
    p.product.type === 'variable'
      ? db
          .select({
            id: variants.id,
            colorId: colors.id,
            colorName: colors.name,
            colorHex: colors.hex,
            colorTranslations: colors.translations,
            valueId: attributeValues.id,
            value: attributeValues.value,
            valueTranslations: attributeValues.translations,
            position: attributeValues.position,
            price: variants.price,
            discount: variants.discount,
            quantity: variants.quantity,
            image: variants.image,
            sku: variants.sku,
          })
          .from(variants)
          .leftJoin(colors, eq(colors.id, variants.colorId))
          .leftJoin(attributeValues, eq(attributeValues.id, variants.attributeValueId))
          .where(eq(variants.productId, id))
          .orderBy(asc(colors.name), asc(attributeValues.position), asc(variants.id))
      : Promise.resolve([]),
  ]);
  const vs: VariantDto[] = variantRows.map((v) => ({
    _id: v.id,
    color: v.colorId ? { _id: v.colorId, name: v.colorName!, hex: v.colorHex!, translations: v.colorTranslations ?? {} } : null,
    attribute: v.valueId ? { _id: v.valueId, value: v.value!, translations: v.valueTranslations ?? {} } : null,
    price: Number(v.price),
    discount: Number(v.discount),
    quantity: v.quantity,
    stock: effectiveQuantity(v.quantity),
    image: v.image,
    sku: v.sku,
  }));
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
    attributeName: p.attributeName,
    attributeTranslations: p.attributeTranslations ?? {},
    variants: vs,
    seo: { title: pr.seoTitle, description: pr.seoDescription, keywords: pr.seoKeywords, image: pr.seoImage },
    offersSamples: offersSamples({ samples: pr.samples, categorySlug: p.categorySlug }),
    translations: sanitizeStoredTranslations(pr.translations, ['description']),
  };
}

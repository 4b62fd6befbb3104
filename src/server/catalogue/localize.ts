import { localize, pickSeoText, pickText, type ContentTranslations } from '@/domain/content/translations';
import { PRODUCT_TEXT_FIELDS } from '@/domain/catalogue/product-texts';
import { localizeSpecifications, type SpecificationRow } from '@/domain/catalogue/specifications';
import type { AccessoryDto } from './get-accessories';
import type { ProductCardDto } from './dto';
import type { ColorDto, ProductDetailDto } from './get-product';
import type { CategoryDto } from './list-categories';
import type { ListingFacets } from './list-facets';
import type { CategoryPathDto } from './resolve-category';

/*
 * The catalogue's reads as a page in one language shows them (docs/requirements.md, "Content in four languages"):
 * the cached reads hold every language, the page keeps its own and marks the English fallbacks (`lang`). Pure: the
 * pages call these after reading from cache.
 */

/** A colour's name in the page's language (English marked when it stands in). */
export const localizeColor = <C extends ColorDto>(c: C, locale: string) => localize(c, ['name'], locale);

/**
 * The texts of a page's head in `locale` (pickSeoText): the language's SEO title and description, else the translated
 * `title` and `description` fields (a product's name and summary, a category's name and description), else English.
 */
function seoIn(
  english: { title: string | null; description: string | null; name: string; summary: string },
  translations: ContentTranslations | null | undefined,
  fields: { name: string; summary: string },
  locale: string,
) {
  return {
    title: pickSeoText({ seo: english.title, text: english.name }, translations, { seo: 'seoTitle', text: fields.name }, locale),
    description: pickSeoText(
      { seo: english.description, text: english.summary },
      translations,
      { seo: 'seoDescription', text: fields.summary },
      locale,
    ),
  };
}

/** The product in `locale`; `seo.title` and `seo.description` become its page's head texts (never empty but for a blank summary). */
export function localizeProduct(p: ProductDetailDto, locale: string): ProductDetailDto {
  const seo = seoIn({ ...p.seo, name: p.name, summary: p.summary }, p.translations, { name: 'name', summary: 'summary' }, locale);
  const options: Record<string, string> = Object.fromEntries(p.options.map((o) => [o._id, o.name]));
  const values: Record<string, string> = {};
  for (const v of p.variants) for (const x of v.values) if (x) values[x._id] = x.value;
  return {
    ...localize(p, PRODUCT_TEXT_FIELDS, locale),
    seo: { ...p.seo, ...seo },
    category: localize(p.category, ['name'], locale),
    subcategory: p.subcategory && localize(p.subcategory, ['name'], locale),
    brand: p.brand && localize(p.brand, ['name'], locale),
    colors: p.colors.map((c) => localizeColor(c, locale)),
    options: p.options.map((o) => localize(o, ['name'], locale)),
    variants: p.variants.map((v) => ({
      ...v,
      color: v.color && localizeColor(v.color, locale),
      values: v.values.map((x) => x && localize(x, ['value'], locale)),
    })),
    specifications: localizeSpecifications(p.specifications as SpecificationRow[], locale),
    // the room preview reads plank and tile sizes from the English texts
    ...(locale === 'en'
      ? {}
      : { english: { specifications: p.specifications.map(({ name, value }) => ({ name, value })), options, values } }),
  };
}

export function localizeCategories(list: CategoryDto[], locale: string): CategoryDto[] {
  return list.map((c) => ({
    ...localize(c, ['name', 'description'], locale),
    subCategories: c.subCategories.map((s) => localize(s, ['name'], locale)),
  }));
}

/** The category (and subcategory) in `locale`; the category's `seoTitle` and `seoDescription` become its listing's head texts. */
export function localizeCategoryPath(path: CategoryPathDto, locale: string): CategoryPathDto {
  const c = path.category;
  const seo = seoIn(
    { title: c.seoTitle, description: c.seoDescription, name: c.name, summary: c.description },
    c.translations,
    { name: 'name', summary: 'description' },
    locale,
  );
  return {
    category: { ...localize(c, ['name', 'description'], locale), seoTitle: seo.title, seoDescription: seo.description },
    subcategory: path.subcategory && localize(path.subcategory, ['name'], locale),
  };
}

/** A card's brand in the page's language, marked when English stands in (null without a brand). */
export function cardBrand(card: Pick<ProductCardDto, 'brand' | 'brandTranslations'>, locale: string) {
  if (!card.brand) return null;
  const picked = pickText(card.brand, card.brandTranslations, 'name', locale);
  return { name: picked.text, lang: picked.fallback ? ('en' as const) : undefined };
}

/** A card's name in the page's language, and whether it is the English one standing in (the element gets lang="en"). */
export function cardName(card: Pick<ProductCardDto, 'name' | 'translations'>, locale: string) {
  const picked = pickText(card.name, card.translations, 'name', locale);
  return { name: picked.text, lang: picked.fallback ? ('en' as const) : undefined };
}

/** The matching accessories named in the page's language (English marked), without the other languages' names. */
export function localizeAccessories(list: AccessoryDto[], locale: string): AccessoryDto[] {
  return list.map(({ translations, ...a }) => {
    const { name, lang } = cardName({ name: a.name, translations }, locale);
    return { ...a, name, ...(lang ? { lang } : {}) };
  });
}

/**
 * A listing's filter choices (brands, colours, attributes and their values) in the page's language, brands, colours
 * and attributes in that language's alphabetical order (the values keep the order staff gave them).
 */
export function localizeFacets(f: ListingFacets, locale: string): ListingFacets {
  const collator = new Intl.Collator(locale);
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
  return {
    ...f,
    brands: f.brands.map((b) => localize(b, ['name'], locale)).sort(byName),
    colors: f.colors.map((c) => localize(c, ['name'], locale)).sort(byName),
    attributes: f.attributes
      .map((a) => ({
        ...localize(a, ['name'], locale),
        values: a.values.map((v) => localize(v, ['value'], locale)),
      }))
      .sort(byName),
  };
}

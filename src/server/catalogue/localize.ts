import { localize, pickText } from '@/domain/content/translations';
import type { ProductCardDto } from './dto';
import type { ProductDetailDto } from './get-product';
import type { CategoryDto } from './list-categories';
import type { CategoryPathDto } from './resolve-category';

/*
 * The catalogue's reads as a page in one language shows them (docs/requirements.md, "Content in four languages"):
 * the cached reads hold every language, the page keeps its own and marks the English fallbacks (`lang`). Pure: the
 * pages call these after reading from cache.
 */

export function localizeProduct(p: ProductDetailDto, locale: string): ProductDetailDto {
  return {
    ...localize(p, ['name', 'summary', 'description'], locale),
    category: localize(p.category, ['name'], locale),
    subcategory: p.subcategory && localize(p.subcategory, ['name'], locale),
  };
}

export function localizeCategories(list: CategoryDto[], locale: string): CategoryDto[] {
  return list.map((c) => ({
    ...localize(c, ['name', 'description'], locale),
    subCategories: c.subCategories.map((s) => localize(s, ['name'], locale)),
  }));
}

export function localizeCategoryPath(path: CategoryPathDto, locale: string): CategoryPathDto {
  return {
    category: localize(path.category, ['name', 'description'], locale),
    subcategory: path.subcategory && localize(path.subcategory, ['name'], locale),
  };
}

/** A card's name in the page's language, and whether it is the English one standing in (the element gets lang="en"). */
export function cardName(card: Pick<ProductCardDto, 'name' | 'translations'>, locale: string) {
  const picked = pickText(card.name, card.translations, 'name', locale);
  return { name: picked.text, lang: picked.fallback ? ('en' as const) : undefined };
}

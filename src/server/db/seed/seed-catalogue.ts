import 'server-only';
import type { Database } from '../client';
import * as t from '../schema';
import { SEED_CATEGORIES } from './data/categories';
import { categoryImageUrl, subcategoryImageUrl } from './data/images';
import { SEED_ATTRIBUTES, SEED_BRANDS, SEED_COLORS } from './data/reference';
import { ATTRIBUTE_TRANSLATIONS, ATTRIBUTE_VALUE_TRANSLATIONS, COLOR_TRANSLATIONS } from './data/term-translations';
import { CATEGORY_TRANSLATIONS, SUBCATEGORY_TRANSLATIONS } from './data/translations';

export interface CategoryIds {
  /** category id by slug */
  catId: Map<string, string>;
  /** subcategory id by `${categoryId}/${slug}` */
  subId: Map<string, string>;
}

export interface ReferenceIds {
  /** by name */
  brandId: Map<string, string>;
  colorId: Map<string, string>;
  attrId: Map<string, string>;
  /** attribute value id by `${attributeId}/${value}` */
  valueId: Map<string, string>;
}

/** Categories and their subcategories; returns the ids of all of them, seeded now or before. */
export async function seedCategories(db: Database): Promise<CategoryIds> {
  for (const [ci, c] of SEED_CATEGORIES.entries()) {
    await db
      .insert(t.categories)
      .values({
        name: c.name,
        slug: c.slug,
        description: c.description,
        translations: CATEGORY_TRANSLATIONS[c.slug] ?? {},
        image: categoryImageUrl(c.slug),
        position: ci,
      })
      .onConflictDoNothing();
  }
  const cats = await db.select({ id: t.categories.id, slug: t.categories.slug }).from(t.categories);
  const catId = new Map(cats.map((c) => [c.slug, c.id]));
  await db
    .insert(t.subcategories)
    .values(
      SEED_CATEGORIES.flatMap((c) =>
        c.subCategories.map((s, si) => ({
          categoryId: catId.get(c.slug)!,
          name: s.name,
          slug: s.slug,
          translations: SUBCATEGORY_TRANSLATIONS[`${c.slug}/${s.slug}`] ?? {},
          image: subcategoryImageUrl(c.slug, s.slug),
          position: si,
        })),
      ),
    )
    .onConflictDoNothing();
  const subs = await db
    .select({ id: t.subcategories.id, slug: t.subcategories.slug, categoryId: t.subcategories.categoryId })
    .from(t.subcategories);
  const subId = new Map(subs.map((s) => [`${s.categoryId}/${s.slug}`, s.id]));
  return { catId, subId };
}

/** Brands, colours, attributes and their values; returns the ids of all of them. */
export async function seedReferenceData(db: Database): Promise<ReferenceIds> {
  await db
    .insert(t.brands)
    .values(SEED_BRANDS.map((b) => ({ name: b.name, slug: b.slug })))
    .onConflictDoNothing();
  await db
    .insert(t.colors)
    .values(SEED_COLORS.map((c) => ({ name: c.name, hex: c.hex, translations: COLOR_TRANSLATIONS[c.name] ?? {} })))
    .onConflictDoNothing();
  await db
    .insert(t.attributes)
    .values(SEED_ATTRIBUTES.map((a) => ({ name: a.name, translations: ATTRIBUTE_TRANSLATIONS[a.name] ?? {} })))
    .onConflictDoNothing();
  const attrRows = await db.select().from(t.attributes);
  const attrId = new Map(attrRows.map((a) => [a.name, a.id]));
  await db
    .insert(t.attributeValues)
    .values(
      SEED_ATTRIBUTES.flatMap((a) =>
        a.values.map((value, position) => ({
          attributeId: attrId.get(a.name)!,
          value,
          position,
          translations: ATTRIBUTE_VALUE_TRANSLATIONS[`${a.name}/${value}`] ?? {},
        })),
      ),
    )
    .onConflictDoNothing();
  const brandId = new Map((await db.select().from(t.brands)).map((b) => [b.name, b.id]));
  const colorId = new Map((await db.select().from(t.colors)).map((c) => [c.name, c.id]));
  const valueId = new Map((await db.select().from(t.attributeValues)).map((v) => [`${v.attributeId}/${v.value}`, v.id]));
  return { brandId, colorId, attrId, valueId };
}

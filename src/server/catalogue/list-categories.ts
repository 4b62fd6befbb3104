import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/server/db';
import { categories, subcategories } from '@/server/db/schema';
import type { ContentTranslations, FallbackLang } from '@/domain/content/translations';

export interface SubcategoryDto {
  _id: string;
  name: string;
  slug: string;
  image: string | null;
  translations?: ContentTranslations<'name'>;
  lang?: FallbackLang<'name'>;
}

export interface CategoryDto {
  _id: string;
  name: string;
  slug: string;
  description: string;
  image: string | null;
  /** name and description in Bengali, Arabic and French (localizeCategories) */
  translations?: ContentTranslations<'name' | 'description'>;
  lang?: FallbackLang<'name' | 'description'>;
  subCategories: SubcategoryDto[];
}

/** Published categories with their published subcategories, in menu order (docs/requirements.md, "Category tree"). */
export async function listCategories(db?: DbOrTx): Promise<CategoryDto[]> {
  db ??= await getDb();
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      image: categories.image,
      translations: categories.translations,
      subId: subcategories.id,
      subName: subcategories.name,
      subSlug: subcategories.slug,
      subImage: subcategories.image,
      subPublished: subcategories.published,
      subTranslations: subcategories.translations,
    })
    .from(categories)
    .leftJoin(subcategories, eq(subcategories.categoryId, categories.id))
    .where(eq(categories.published, true))
    .orderBy(asc(categories.position), asc(categories.name), asc(subcategories.position), asc(subcategories.name));
  const out = new Map<string, CategoryDto>();
  for (const r of rows) {
    let c = out.get(r.id);
    if (!c) {
      c = {
        _id: r.id,
        name: r.name,
        slug: r.slug,
        description: r.description,
        image: r.image,
        translations: r.translations,
        subCategories: [],
      };
      out.set(r.id, c);
    }
    if (r.subId && r.subPublished)
      c.subCategories.push({ _id: r.subId, name: r.subName!, slug: r.subSlug!, image: r.subImage, translations: r.subTranslations ?? {} });
  }
  return [...out.values()];
}

import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/server/db';
import { categories, subcategories } from '@/server/db/schema';
import type { ContentTranslations, FallbackLang, SeoTextField } from '@/domain/content/translations';
import type { SubcategoryDto } from './list-categories';

export interface CategoryPathDto {
  category: {
    _id: string;
    name: string;
    slug: string;
    description: string;
    image: string | null;
    /** the English SEO texts as read (null: none); after localizeCategoryPath, the listing's head texts in its language */
    seoTitle: string | null;
    seoDescription: string | null;
    /** name, description and SEO texts in Bengali, Arabic and French */
    translations?: ContentTranslations<'name' | 'description' | SeoTextField>;
    lang?: FallbackLang<'name' | 'description'>;
  };
  subcategory: SubcategoryDto | null;
}

/** A published category and (optionally) one of its subcategories by slug; null when either is unknown. Subcategory slugs are unique within their category only. */
export async function resolveCategoryPath(categorySlug: string, subcategorySlug?: string, db?: DbOrTx): Promise<CategoryPathDto | null> {
  db ??= await getDb();
  const [c] = await db
    .select({
      _id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      image: categories.image,
      seoTitle: categories.seoTitle,
      seoDescription: categories.seoDescription,
      translations: categories.translations,
    })
    .from(categories)
    .where(and(eq(categories.slug, categorySlug), eq(categories.published, true)));
  if (!c) return null;
  if (subcategorySlug === undefined) return { category: c, subcategory: null };
  const [s] = await db
    .select({
      _id: subcategories.id,
      name: subcategories.name,
      slug: subcategories.slug,
      image: subcategories.image,
      translations: subcategories.translations,
    })
    .from(subcategories)
    .where(and(eq(subcategories.categoryId, c._id), eq(subcategories.slug, subcategorySlug), eq(subcategories.published, true)));
  return s ? { category: c, subcategory: s } : null;
}

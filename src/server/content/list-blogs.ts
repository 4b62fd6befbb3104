import 'server-only';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { BLOG_PAGE_SIZE } from '@/domain/content/blogs';
import { getDb, type DbOrTx } from '@/server/db';
import { blogCategories, blogs } from '@/server/db/schema';
import type { ContentTranslations, FallbackLang, SeoTextField } from '@/domain/content/translations';
import { sanitizeRichText } from './sanitize-html';

/** A post's texts as a page shows them; `translations` holds them in Bengali, Arabic and French (localizeBlogPost). */
export type BlogPostText = 'title' | 'excerpt' | 'html';

/** A post's category as its page and cards name it, with the name's translations. */
export interface BlogCategoryRef {
  name: string;
  slug: string;
  translations?: ContentTranslations<'name'>;
  lang?: FallbackLang<'name'>;
}

/**
 * Stored post translations (title, excerpt, content) as a page reads them: the content sanitised again for rendering
 * as `html`, as the English content is (docs/requirements.md, "Content in four languages"). The post's page
 * (`withHtml`) keeps the SEO title and description for its head; the list's cards carry neither.
 */
export function blogTextTranslations(
  translations: ContentTranslations<'title' | 'excerpt' | 'content' | SeoTextField>,
  withHtml: boolean,
): ContentTranslations<BlogPostText | SeoTextField> {
  const out: ContentTranslations<BlogPostText | SeoTextField> = {};
  for (const [locale, f] of Object.entries(translations) as [keyof ContentTranslations, Record<string, string | undefined>][]) {
    if (!f) continue;
    const { content, seoTitle, seoDescription, ...plain } = f;
    // a card without the SEO texts may have nothing left in that language
    if (!withHtml) {
      if (Object.keys(plain).length) out[locale] = plain;
    } else
      out[locale] = {
        ...plain,
        ...(content ? { html: sanitizeRichText(content) } : {}),
        ...(seoTitle ? { seoTitle } : {}),
        ...(seoDescription ? { seoDescription } : {}),
      };
  }
  return out;
}

export interface BlogCategoryDto {
  name: string;
  slug: string;
  /** published posts in the category */
  count: number;
  translations?: ContentTranslations<'name'>;
  lang?: FallbackLang<'name'>;
}

export interface BlogSummaryDto {
  title: string;
  slug: string;
  excerpt: string;
  coverImage: string | null;
  publishedAt: string;
  category: BlogCategoryRef | null;
  /** title and excerpt in Bengali, Arabic and French (localizeBlogList) */
  translations?: ContentTranslations<'title' | 'excerpt'>;
  lang?: FallbackLang<'title' | 'excerpt'>;
}

export interface BlogListDto {
  posts: BlogSummaryDto[];
  page: number;
  pageCount: number;
  total: number;
  category: BlogCategoryDto | null;
  /** every category, for the filter */
  categories: BlogCategoryDto[];
}

/** Only published posts whose publish date has come are public. */
export const isPublic = () => and(eq(blogs.status, 'published'), lte(blogs.publishedAt, sql`now()`));

export async function listBlogCategories(db?: DbOrTx): Promise<BlogCategoryDto[]> {
  db ??= await getDb();
  const rows = await db
    .select({
      name: blogCategories.name,
      slug: blogCategories.slug,
      translations: blogCategories.translations,
      count: sql<number>`count(${blogs.id}) filter (where ${blogs.status} = 'published' and ${blogs.publishedAt} <= now())::int`,
    })
    .from(blogCategories)
    .leftJoin(blogs, eq(blogs.categoryId, blogCategories.id))
    .groupBy(blogCategories.id)
    .orderBy(blogCategories.name);
  return rows;
}

/** Published posts, newest first, optionally of one category; a page past the end gives an empty list. */
export async function listPublishedBlogs(
  opts: { categorySlug?: string; page?: number; pageSize?: number } = {},
  db?: DbOrTx,
): Promise<BlogListDto> {
  db ??= await getDb();
  const pageSize = opts.pageSize ?? BLOG_PAGE_SIZE;
  const page = Math.max(1, Math.floor(opts.page ?? 1));
  const categories = await listBlogCategories(db);
  const category = opts.categorySlug ? (categories.find((c) => c.slug === opts.categorySlug) ?? null) : null;
  if (opts.categorySlug && !category) return { posts: [], page, pageCount: 0, total: 0, category: null, categories };
  const where = category ? and(isPublic(), eq(blogCategories.slug, category.slug)) : isPublic();
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(where);
  const rows = await db
    .select({
      title: blogs.title,
      slug: blogs.slug,
      excerpt: blogs.excerpt,
      coverImage: blogs.coverImage,
      publishedAt: blogs.publishedAt,
      categoryName: blogCategories.name,
      categorySlug: blogCategories.slug,
      categoryTranslations: blogCategories.translations,
      translations: blogs.translations,
    })
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(where)
    .orderBy(desc(blogs.publishedAt), blogs.slug)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    posts: rows.map((r) => ({
      title: r.title,
      slug: r.slug,
      excerpt: r.excerpt,
      coverImage: r.coverImage,
      publishedAt: r.publishedAt!.toISOString(),
      category: r.categorySlug ? { name: r.categoryName!, slug: r.categorySlug, translations: r.categoryTranslations ?? {} } : null,
      translations: blogTextTranslations(r.translations, false) as ContentTranslations<'title' | 'excerpt'>,
    })),
    page,
    pageCount: Math.ceil(total / pageSize),
    total,
    category,
    categories,
  };
}

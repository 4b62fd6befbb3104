import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/server/db';
import { blogCategories, blogs, users } from '@/server/db/schema';
import { blogTextTranslations, isPublic, type BlogCategoryRef, type BlogPostText } from './list-blogs';
import type { ContentTranslations, FallbackLang, SeoTextField } from '@/domain/content/translations';
import { richTextToPlain, sanitizeRichText } from './sanitize-html';

export interface BlogPostDto {
  title: string;
  slug: string;
  excerpt: string;
  coverImage: string | null;
  /** sanitised on the way out as well as when it was stored */
  html: string;
  tags: string[];
  publishedAt: string;
  updatedAt: string;
  author: string | null;
  category: BlogCategoryRef | null;
  /** the English SEO title, else the title; after localizeBlogPost: the page's (docs/requirements.md, "Content in four languages") */
  seoTitle: string;
  /** the English SEO description, else the excerpt or the content's start; after localizeBlogPost: the page's */
  seoDescription: string;
  /** the texts and the SEO title and description in Bengali, Arabic and French */
  translations?: ContentTranslations<BlogPostText | SeoTextField>;
  /** after localizeBlogPost: the fields shown in English on a page of another language */
  lang?: FallbackLang<BlogPostText>;
}

/** A published post by slug; null for an unknown slug, a draft or a post scheduled for later. */
export async function getPublishedBlog(slug: string, db?: DbOrTx): Promise<BlogPostDto | null> {
  db ??= await getDb();
  const [r] = await db
    .select({
      blog: blogs,
      categoryName: blogCategories.name,
      categorySlug: blogCategories.slug,
      categoryTranslations: blogCategories.translations,
      author: users.name,
    })
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .leftJoin(users, eq(users.id, blogs.authorId))
    .where(and(eq(blogs.slug, slug), isPublic()));
  if (!r) return null;
  const b = r.blog;
  const html = sanitizeRichText(b.content);
  return {
    title: b.title,
    slug: b.slug,
    excerpt: b.excerpt,
    coverImage: b.coverImage,
    html,
    tags: b.tags,
    publishedAt: b.publishedAt!.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    author: r.author,
    category: r.categorySlug ? { name: r.categoryName!, slug: r.categorySlug, translations: r.categoryTranslations ?? {} } : null,
    seoTitle: b.seoTitle || b.title,
    seoDescription: b.seoDescription || b.excerpt || richTextToPlain(html).slice(0, 160),
    translations: blogTextTranslations(b.translations, true),
  };
}

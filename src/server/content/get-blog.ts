import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/server/db';
import { blogCategories, blogs, users } from '@/server/db/schema';
import { isPublic } from './list-blogs';
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
  category: { name: string; slug: string } | null;
  seoTitle: string;
  seoDescription: string;
}

/** A published post by slug; null for an unknown slug, a draft or a post scheduled for later. */
export async function getPublishedBlog(slug: string, db?: DbOrTx): Promise<BlogPostDto | null> {
  db ??= await getDb();
  const [r] = await db
    .select({ blog: blogs, categoryName: blogCategories.name, categorySlug: blogCategories.slug, author: users.name })
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
    category: r.categorySlug ? { name: r.categoryName!, slug: r.categorySlug } : null,
    seoTitle: b.seoTitle || b.title,
    seoDescription: b.seoDescription || b.excerpt || richTextToPlain(html).slice(0, 160),
  };
}

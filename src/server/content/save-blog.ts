import 'server-only';
import { eq } from 'drizzle-orm';
import { blogInputSchema, type BlogInput } from '@/domain/content/blogs';
import { getDb, type DbOrTx } from '@/server/db';
import { blogCategories, blogs } from '@/server/db/schema';
import { richTextToPlain, sanitizeRichText } from './sanitize-html';

/**
 * Creates or updates (by slug) a blog post with its content sanitised before it is stored. The staff
 * permission check (blogs, edit) belongs to the dashboard action that calls this (dashboard shell issue).
 */
export async function saveBlog(input: BlogInput, opts: { authorId?: string } = {}, db?: DbOrTx) {
  db ??= await getDb();
  const data = blogInputSchema.parse(input);
  let categoryId: string | null = null;
  if (data.categorySlug) {
    const [c] = await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.slug, data.categorySlug));
    if (!c) throw new Error(`unknown blog category ${data.categorySlug}`);
    categoryId = c.id;
  }
  const content = sanitizeRichText(data.content);
  const publishedAt = data.status === 'published' ? (data.publishedAt ?? new Date()) : (data.publishedAt ?? null);
  const values = {
    title: data.title,
    slug: data.slug,
    categoryId,
    coverImage: data.coverImage || null,
    excerpt: data.excerpt || richTextToPlain(content).slice(0, 240),
    content,
    tags: data.tags,
    status: data.status,
    publishedAt,
    seoTitle: data.seoTitle || null,
    seoDescription: data.seoDescription || null,
  };
  const [row] = await db
    .insert(blogs)
    .values({ ...values, authorId: opts.authorId ?? null })
    .onConflictDoUpdate({ target: blogs.slug, set: { ...values, updatedAt: new Date() } })
    .returning({ id: blogs.id, slug: blogs.slug, content: blogs.content });
  return row;
}

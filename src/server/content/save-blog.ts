import 'server-only';
import { eq } from 'drizzle-orm';
import { blogInputSchema, type BlogInput } from '@/domain/content/blogs';
import { getDb, type DbOrTx } from '@/server/db';
import { blogCategories, blogs } from '@/server/db/schema';
import { BLOG_TEXT_FIELDS } from '@/domain/content/blog-forms';
import type { ContentTranslations, SeoTextField } from '@/domain/content/translations';
import { richTextToPlain, sanitizeRichText, sanitizeTranslations } from './sanitize-html';

/**
 * A post's translations as stored (docs/requirements.md, "Content in four languages"): content sanitised as the
 * English content, and a language with content but no excerpt gets one from its content, as English does.
 */
export function blogTranslations(translations: ContentTranslations): ContentTranslations<(typeof BLOG_TEXT_FIELDS)[number] | SeoTextField> {
  const out: ContentTranslations = sanitizeTranslations(translations, ['content']);
  for (const fields of Object.values(out)) {
    if (fields?.content && !fields.excerpt) fields.excerpt = richTextToPlain(fields.content).slice(0, 240);
  }
  return out;
}

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
    // absent: the stored translations stay
    ...(data.translations ? { translations: blogTranslations(data.translations) } : {}),
  };
  const [row] = await db
    .insert(blogs)
    .values({ ...values, authorId: opts.authorId ?? null })
    .onConflictDoUpdate({ target: blogs.slug, set: { ...values, updatedAt: new Date() } })
    .returning({ id: blogs.id, slug: blogs.slug, content: blogs.content });
  return row;
}

import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { revalidateStore } from '@/server/cache/revalidate-store';
import { z } from 'zod';
import { blogCategoryFormSchema, blogCategoryTextStatuses, blogFormSchema, blogTextStatuses } from '@/domain/content/blog-forms';
import { listQuerySchema, pageOffset, pickSort, type ListResult } from '@/domain/dashboard/list-query';
import { idSchema, idsSchema } from '@/domain/ids';
import { ActionError, defineAction } from '@/server/action';
import { saveBlog } from '@/server/content/save-blog';
import { sanitizeRichText, sanitizeStoredTranslations, sanitizeTranslations } from '@/server/content/sanitize-html';
import {
  TRANSLATION_LOCALES,
  type ContentTranslations,
  type SeoTextField,
  type TranslationLocale,
  type TranslationStatus,
} from '@/domain/content/translations';
import { blogCategories, blogs } from '@/server/db/schema';
import { containsPattern } from '@/server/db/like';

const VIEW = { area: 'blogs', action: 'view' } as const;
const EDIT = { area: 'blogs', action: 'edit' } as const;
const DELETE = { area: 'blogs', action: 'delete' } as const;

export interface BlogRow {
  id: string;
  title: string;
  slug: string;
  category: string | null;
  status: 'draft' | 'published';
  publishedAt: string | null;
  updatedAt: string;
  /** how far title, excerpt and content are translated, per language (docs/requirements.md, "Content in four languages") */
  languages: Record<TranslationLocale, TranslationStatus>;
}

const BLOG_SORTS = ['title', 'status', 'publishedAt', 'updatedAt'] as const;
const blogListQuery = listQuerySchema.extend({ status: z.enum(['draft', 'published']).optional().catch(undefined) });

const listBlogs = defineAction('blogs.list', blogListQuery, VIEW, async (query, { tx }): Promise<ListResult<BlogRow>> => {
  const filters: SQL[] = [];
  if (query.q) filters.push(or(ilike(blogs.title, containsPattern(query.q)), ilike(blogs.slug, containsPattern(query.q)))!);
  if (query.status) filters.push(eq(blogs.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const sortKey = pickSort(query.sort, BLOG_SORTS, 'updatedAt');
  const column = { title: blogs.title, status: blogs.status, publishedAt: blogs.publishedAt, updatedAt: blogs.updatedAt }[sortKey];
  const order = query.dir === 'asc' ? asc(column) : desc(column);
  const [rows, [{ n }]] = await Promise.all([
    tx
      .select({
        id: blogs.id,
        title: blogs.title,
        slug: blogs.slug,
        category: blogCategories.name,
        status: blogs.status,
        publishedAt: blogs.publishedAt,
        updatedAt: blogs.updatedAt,
        // the texts the language column is computed from; only the statuses leave the server
        excerpt: blogs.excerpt,
        content: blogs.content,
        translations: blogs.translations,
      })
      .from(blogs)
      .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
      .where(where)
      .orderBy(order, asc(blogs.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    tx.select({ n: count() }).from(blogs).where(where),
  ]);
  return {
    rows: rows.map(({ excerpt, content, translations, ...r }) => ({
      ...r,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
      languages: blogTextStatuses({ title: r.title, excerpt, content }, translations),
    })),
    total: Number(n),
    page: query.page,
    pageSize: query.pageSize,
  };
});

export interface BlogEditData {
  id: string;
  title: string;
  slug: string;
  categorySlug: string;
  coverImage: string;
  excerpt: string;
  content: string;
  tags: string[];
  status: 'draft' | 'published';
  seoTitle: string;
  seoDescription: string;
  /** title, excerpt, content and SEO texts in Bengali, Arabic and French (docs/requirements.md, "Content in four languages") */
  translations: ContentTranslations<'title' | 'excerpt' | 'content' | SeoTextField>;
}

const getBlog = defineAction('blogs.get', idSchema, VIEW, async ({ id }, { tx }): Promise<BlogEditData> => {
  const [row] = await tx
    .select({ blog: blogs, categorySlug: blogCategories.slug })
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(eq(blogs.id, id));
  if (!row) throw new ActionError(404, 'notFound');
  const b = row.blog;
  return {
    id: b.id,
    title: b.title,
    slug: b.slug,
    categorySlug: row.categorySlug ?? '',
    coverImage: b.coverImage ?? '',
    excerpt: b.excerpt,
    content: sanitizeRichText(b.content),
    tags: b.tags,
    status: b.status,
    seoTitle: b.seoTitle ?? '',
    seoDescription: b.seoDescription ?? '',
    translations: sanitizeStoredTranslations(b.translations, ['content']),
  };
});

/**
 * Creates or edits a post through saveBlog (which sanitises the content). saveBlog upserts by slug, so this
 * refuses a new post whose slug is taken (it would overwrite that post) and renames the slug of an edited
 * post first (a slug already used by another post is a 409 conflict from the unique index).
 */
const saveBlogAction = defineAction(
  'blogs.save',
  blogFormSchema,
  EDIT,
  async (input, { tx, actor, audit }) => {
    if (input.categorySlug) {
      const [c] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.slug, input.categorySlug));
      if (!c) throw new ActionError(400, 'invalid', undefined, { categorySlug: 'invalid' });
    }
    let before: typeof blogs.$inferSelect | undefined;
    if (input.id) {
      [before] = await tx.select().from(blogs).where(eq(blogs.id, input.id));
      if (!before) throw new ActionError(404, 'notFound');
      if (before.slug !== input.slug) await tx.update(blogs).set({ slug: input.slug }).where(eq(blogs.id, input.id));
    } else {
      const [taken] = await tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, input.slug));
      if (taken) throw new ActionError(409, 'conflict', undefined, { slug: 'dashContent.validation.slugTaken' });
    }
    const saved = await saveBlog(
      {
        title: input.title,
        slug: input.slug,
        categorySlug: input.categorySlug || undefined,
        coverImage: input.coverImage,
        excerpt: input.excerpt,
        content: input.content,
        tags: input.tags,
        status: input.status,
        publishedAt: before?.publishedAt ?? undefined,
        seoTitle: input.seoTitle,
        seoDescription: input.seoDescription,
        translations: input.translations,
      },
      { authorId: before ? (before.authorId ?? undefined) : actor.id },
      tx,
    );
    if (!input.categorySlug) await tx.update(blogs).set({ categoryId: null }).where(eq(blogs.id, saved.id));
    await audit({ entity: 'blog', entityId: saved.id, before: before ?? null, after: { ...input, content: saved.content } });
    return { id: saved.id, slug: saved.slug, previousSlug: before?.slug ?? null };
  },
  {
    after: (data) =>
      void revalidateStore({
        blogSlugs: [data.slug, ...(data.previousSlug && data.previousSlug !== data.slug ? [data.previousSlug] : [])],
      }),
  },
);

const deleteBlogs = defineAction(
  'blogs.delete',
  idsSchema,
  DELETE,
  async (input, { tx, audit }) => {
    const removed = await tx
      .delete(blogs)
      .where(inArray(blogs.id, input.ids))
      .returning({ id: blogs.id, slug: blogs.slug, title: blogs.title });
    for (const r of removed) await audit({ entity: 'blog', entityId: r.id, before: r });
    return { deleted: removed.length, slugs: removed.map((r) => r.slug) };
  },
  {
    after: (data) => void revalidateStore({ blogs: true, blogSlugs: data.slugs }),
  },
);

export interface BlogCategoryRow {
  id: string;
  name: string;
  slug: string;
  posts: number;
  /** how far the name is translated, per language (docs/requirements.md, "Content in four languages") */
  languages: Record<TranslationLocale, TranslationStatus>;
}

const CATEGORY_SORTS = ['name', 'slug', 'posts'] as const;

const listCategories = defineAction(
  'blogs.categoryList',
  listQuerySchema,
  VIEW,
  async (query, { tx }): Promise<ListResult<BlogCategoryRow>> => {
    const where = query.q
      ? or(ilike(blogCategories.name, containsPattern(query.q)), ilike(blogCategories.slug, containsPattern(query.q)))
      : undefined;
    const posts = count(blogs.id);
    const sortKey = pickSort(query.sort, CATEGORY_SORTS, 'name');
    const column = { name: blogCategories.name, slug: blogCategories.slug, posts }[sortKey];
    const [rows, [{ n }]] = await Promise.all([
      tx
        .select({
          id: blogCategories.id,
          name: blogCategories.name,
          slug: blogCategories.slug,
          translations: blogCategories.translations,
          posts,
        })
        .from(blogCategories)
        .leftJoin(blogs, eq(blogs.categoryId, blogCategories.id))
        .where(where)
        .groupBy(blogCategories.id)
        .orderBy(query.dir === 'asc' ? asc(column) : desc(column), asc(blogCategories.id))
        .limit(query.pageSize)
        .offset(pageOffset(query)),
      tx.select({ n: count() }).from(blogCategories).where(where),
    ]);
    return {
      rows: rows.map(({ translations, ...r }) => ({
        ...r,
        posts: Number(r.posts),
        languages: blogCategoryTextStatuses({ name: r.name }, translations),
      })),
      total: Number(n),
      page: query.page,
      pageSize: query.pageSize,
    };
  },
);

/** Every category (name and slug) for the post editor's select. */
const categoryOptions = defineAction('blogs.categoryOptions', z.object({}), VIEW, async (_i, { tx }) =>
  tx.select({ name: blogCategories.name, slug: blogCategories.slug }).from(blogCategories).orderBy(asc(blogCategories.name)),
);

const getCategory = defineAction('blogs.categoryGet', idSchema, VIEW, async ({ id }, { tx }) => {
  const [row] = await tx
    .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug, translations: blogCategories.translations })
    .from(blogCategories)
    .where(eq(blogCategories.id, id));
  if (!row) throw new ActionError(404, 'notFound');
  return row;
});

/** The name in some language changes: the category's posts name it. */
const namesChange = (before: ContentTranslations, after: ContentTranslations | undefined) =>
  !!after && TRANSLATION_LOCALES.some((l) => (before[l]?.name ?? '') !== (after[l]?.name ?? ''));

/**
 * Creates or edits a blog category (name in four languages, docs/requirements.md "Content in four languages"). A new
 * name (in any language) or address also clears the pages of the category's posts, which name and link it.
 */
const saveCategory = defineAction(
  'blogs.categorySave',
  blogCategoryFormSchema,
  EDIT,
  async (input, { tx, audit }) => {
    const translations = input.translations ? { translations: sanitizeTranslations(input.translations, []) } : {};
    if (input.id) {
      const [before] = await tx.select().from(blogCategories).where(eq(blogCategories.id, input.id));
      if (!before) throw new ActionError(404, 'notFound');
      const [row] = await tx
        .update(blogCategories)
        .set({ name: input.name, slug: input.slug, ...translations, updatedAt: new Date() })
        .where(eq(blogCategories.id, input.id))
        .returning();
      await audit({ entity: 'blogCategory', entityId: row.id, before, after: row });
      const shown = before.name !== row.name || before.slug !== row.slug || namesChange(before.translations, translations.translations);
      const posts = shown ? await tx.select({ slug: blogs.slug }).from(blogs).where(eq(blogs.categoryId, row.id)) : [];
      return { id: row.id, postSlugs: posts.map((p) => p.slug) };
    }
    const [row] = await tx
      .insert(blogCategories)
      .values({ name: input.name, slug: input.slug, ...translations })
      .returning();
    await audit({ entity: 'blogCategory', entityId: row.id, after: row });
    return { id: row.id, postSlugs: [] as string[] };
  },
  { after: (data) => void revalidateStore({ blogs: true, blogSlugs: data.postSlugs }) },
);

/** Deleting a category keeps its posts (they become uncategorised: ON DELETE SET NULL). */
const deleteCategories = defineAction(
  'blogs.categoryDelete',
  idsSchema,
  DELETE,
  async (input, { tx, audit }) => {
    const removed = await tx.delete(blogCategories).where(inArray(blogCategories.id, input.ids)).returning();
    for (const r of removed) await audit({ entity: 'blogCategory', entityId: r.id, before: r });
    return { deleted: removed.length };
  },
  { after: () => void revalidateStore({ blogs: true }) },
);

export const blogActions = {
  listBlogs,
  getBlog,
  saveBlogAction,
  deleteBlogs,
  listCategories,
  categoryOptions,
  getCategory,
  saveCategory,
  deleteCategories,
};

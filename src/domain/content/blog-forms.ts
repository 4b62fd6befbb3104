import { z } from 'zod';
import { SLUG_PATTERN } from '@/lib/slug';
import { translationStatuses, type ContentTranslations } from './translations';
import { translationsSchema } from './translations-schema';

/* Dashboard blog editor (docs/requirements.md, "Dashboard forms"): inputs with `dashboard.validation` message keys. */

/** Longest blog post or blog category slug. */
export const BLOG_SLUG_MAX = 200;

const slug = z.string().trim().min(1, 'required').max(BLOG_SLUG_MAX, 'tooLong').regex(SLUG_PATTERN, 'invalidSlug');
const imagePath = z
  .string()
  .trim()
  .max(2000, 'tooLong')
  .refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s/]+/.test(v), 'invalidUrl');

/** A post's translatable texts with the English field's limits (docs/requirements.md, "Content in four languages"). */
const blogText = {
  title: z.string().trim().max(200, 'tooLong'),
  excerpt: z.string().trim().max(600, 'tooLong'),
  /** HTML; the server sanitises it before storing, as the English content */
  content: z.string().max(200_000, 'tooLong'),
  /** optional in every language, and not counted by the language completeness: the page takes its title and excerpt */
  seoTitle: z.string().trim().max(200, 'tooLong'),
  seoDescription: z.string().trim().max(400, 'tooLong'),
};
/** The texts whose translation the language tabs count (the SEO texts are optional). */
export const BLOG_TEXT_FIELDS = ['title', 'excerpt', 'content'] as const;
export const blogTranslationsSchema = translationsSchema(blogText);

export type BlogText = (typeof BLOG_TEXT_FIELDS)[number];

/**
 * How far a post is translated, per language (docs/requirements.md, "Content in four languages"): title, excerpt and
 * content, the content counted by its words (an empty editor is no text). The editor's tabs and the post list show it.
 */
export const blogTextStatuses = (
  english: Record<BlogText, string | null | undefined>,
  translations: ContentTranslations | null | undefined,
) => translationStatuses(english, translations, ['content']);

const blogCategoryName = z.string().trim().max(120, 'tooLong');
export const BLOG_CATEGORY_TEXT_FIELDS = ['name'] as const;
export const blogCategoryTranslationsSchema = translationsSchema({ name: blogCategoryName });

/** How far a blog category's name is translated, per language: its editor's tabs and the category list show it. */
export const blogCategoryTextStatuses = (english: { name: string }, translations: ContentTranslations | null | undefined) =>
  translationStatuses(english, translations);

/** A post as the editor sends it; `id` is absent for a new post. */
export const blogFormSchema = z.object({
  id: z.uuid('invalid').optional(),
  title: blogText.title.min(1, 'required'),
  slug,
  categorySlug: z.string().trim().max(200, 'tooLong').default(''),
  coverImage: imagePath.default(''),
  excerpt: blogText.excerpt.default(''),
  content: blogText.content,
  /** Bengali, Arabic and French texts; absent: the stored ones stay */
  translations: blogTranslationsSchema.optional(),
  tags: z.array(z.string().trim().min(1, 'required').max(40, 'tooLong')).max(20, 'tooLong').default([]),
  status: z.enum(['draft', 'published'], { error: 'invalid' }),
  seoTitle: blogText.seoTitle.default(''),
  seoDescription: blogText.seoDescription.default(''),
});

export const blogCategoryFormSchema = z.object({
  id: z.uuid('invalid').optional(),
  name: blogCategoryName.min(1, 'required'),
  slug,
  /** Bengali, Arabic and French names; absent: the stored ones stay */
  translations: blogCategoryTranslationsSchema.optional(),
});

/** `a, b ,, c` → ['a', 'b', 'c'] (tags typed as one comma-separated field) */
export const splitTags = (value: string) => [
  ...new Set(
    value
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

import { z } from 'zod';
import { SLUG_PATTERN } from '@/lib/slug';

/* Dashboard blog editor (docs/requirements.md, "Dashboard forms"): inputs with `dashboard.validation` message keys. */

/** Longest blog post or blog category slug. */
export const BLOG_SLUG_MAX = 200;

const slug = z.string().trim().min(1, 'required').max(BLOG_SLUG_MAX, 'tooLong').regex(SLUG_PATTERN, 'invalidSlug');
const imagePath = z
  .string()
  .trim()
  .max(2000, 'tooLong')
  .refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s/]+/.test(v), 'invalidUrl');

/** A post as the editor sends it; `id` is absent for a new post. */
export const blogFormSchema = z.object({
  id: z.uuid('invalid').optional(),
  title: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  slug,
  categorySlug: z.string().trim().max(200, 'tooLong').default(''),
  coverImage: imagePath.default(''),
  excerpt: z.string().trim().max(600, 'tooLong').default(''),
  content: z.string().max(200_000, 'tooLong'),
  tags: z.array(z.string().trim().min(1, 'required').max(40, 'tooLong')).max(20, 'tooLong').default([]),
  status: z.enum(['draft', 'published'], { error: 'invalid' }),
  seoTitle: z.string().trim().max(200, 'tooLong').default(''),
  seoDescription: z.string().trim().max(400, 'tooLong').default(''),
});
export type BlogForm = z.input<typeof blogFormSchema>;

export const blogCategoryFormSchema = z.object({
  id: z.uuid('invalid').optional(),
  name: z.string().trim().min(1, 'required').max(120, 'tooLong'),
  slug,
});
export type BlogCategoryForm = z.input<typeof blogCategoryFormSchema>;

/** `a, b ,, c` → ['a', 'b', 'c'] (tags typed as one comma-separated field) */
export const splitTags = (value: string) => [
  ...new Set(
    value
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

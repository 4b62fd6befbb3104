import { z } from 'zod';

/* Dashboard blog editor (docs/requirements.md, "Dashboard forms"): inputs with `dashboard.validation` message keys. */

const slug = z
  .string()
  .trim()
  .min(1, 'required')
  .max(200, 'tooLong')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'invalidSlug');
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

/** `Oak & Walnut: 2024 care!` → `oak-walnut-2024-care` */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

/** `a, b ,, c` → ['a', 'b', 'c'] (tags typed as one comma-separated field) */
export const splitTags = (value: string) => [...new Set(value.split(',').map((t) => t.trim()).filter(Boolean))];

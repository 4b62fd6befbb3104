import { z } from 'zod';
import { SLUG_PATTERN } from '@/lib/slug';
import { blogTranslationsSchema } from './blog-forms';

export const BLOG_PAGE_SIZE = 6;

const slug = z.string().trim().min(1).max(200).regex(SLUG_PATTERN, 'slug must be lower-case words joined by hyphens');
const imagePath = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => v === '' || (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\//.test(v),
    'image must be a path or an http(s) URL',
  );

/** What a blog write accepts; `content` is rich text and is sanitised by the server before it is stored. */
export const blogInputSchema = z.object({
  title: z.string().trim().min(1).max(200),
  slug,
  categorySlug: z.string().trim().max(200).optional(),
  coverImage: imagePath.optional(),
  excerpt: z.string().trim().max(600).default(''),
  content: z.string().max(200_000),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  status: z.enum(['draft', 'published']).default('draft'),
  publishedAt: z.coerce.date().optional(),
  seoTitle: z.string().trim().max(200).optional(),
  seoDescription: z.string().trim().max(400).optional(),
  /** Bengali, Arabic and French title, excerpt and content (sanitised as the English); absent: the stored ones stay */
  translations: blogTranslationsSchema.optional(),
});
export type BlogInput = z.input<typeof blogInputSchema>;

/** Page number from a query string value: a positive integer, else 1. */
export function parsePage(value: unknown): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** Share links of a post (Facebook, X/Twitter, LinkedIn, WhatsApp, e-mail). */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    email: `mailto:?subject=${t}&body=${u}`,
  } as const;
}

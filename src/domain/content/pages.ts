import { z } from 'zod';
import { faqItemTranslationsSchema, homeBannerTranslationsSchema, homeSlideTranslationsSchema } from './page-forms';
import type { Localized } from './translations';

const text = (max: number) => z.string().trim().max(max);
const link = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//.test(v), 'link must be a path or an http(s) URL');

export const heroSlideSchema = z.object({
  image: text(2000).min(1),
  heading: text(160).min(1),
  text: text(400),
  link,
  linkLabel: text(60),
  /** Bengali, Arabic and French heading, text and link label (docs/requirements.md, "Content in four languages") */
  translations: homeSlideTranslationsSchema.optional(),
});

export const bannerSchema = z.object({
  image: text(2000).min(1),
  heading: text(160).min(1),
  text: text(400),
  link,
  /** Bengali, Arabic and French heading and text (docs/requirements.md, "Content in four languages") */
  translations: homeBannerTranslationsSchema.optional(),
});

export const homeContentSchema = z.object({
  hero: z.array(heroSlideSchema).min(1).max(8),
  banners: z.array(bannerSchema).max(6),
  featuredCategorySlugs: z.array(text(120)).max(12),
  featuredProductSlugs: z.array(text(200)).max(24),
});

/** about, privacy, terms, return: rich text (sanitised HTML) */
export const richPageSchema = z.object({ html: text(200_000) });

export const faqContentSchema = z.object({
  items: z
    .array(
      z.object({
        question: text(300).min(1),
        answer: text(5000).min(1),
        /** Bengali, Arabic and French question and answer (docs/requirements.md, "Content in four languages") */
        translations: faqItemTranslationsSchema.optional(),
      }),
    )
    .max(100),
});

export type HomeContent = z.infer<typeof homeContentSchema>;
/** The home content as a page in one language shows it (localizeHome): texts in place, English fallbacks named. */
export type LocalizedHomeSlide = Localized<HomeContent['hero'][number], 'heading' | 'text' | 'linkLabel'>;
export type LocalizedHomeBanner = Localized<HomeContent['banners'][number], 'heading' | 'text'>;
export type LocalizedHomeContent = Omit<HomeContent, 'hero' | 'banners'> & { hero: LocalizedHomeSlide[]; banners: LocalizedHomeBanner[] };
export type RichPageContent = z.infer<typeof richPageSchema>;
export type FaqContent = z.infer<typeof faqContentSchema>;

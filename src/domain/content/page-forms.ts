import { z } from 'zod';
import { translationsSchema } from './translations-schema';

/* Dashboard page editors (docs/requirements.md, "Dashboard forms"): inputs with `dashboard.validation` message keys. */

export const RICH_PAGE_KEYS = ['about', 'privacy', 'terms', 'return'] as const;
export type RichPageFormKey = (typeof RICH_PAGE_KEYS)[number];

const text = (max: number) => z.string().trim().max(max, 'tooLong');

export const FAQ_MAX_ITEMS = 100;

/*
 * Translatable texts with the English field's limits (docs/requirements.md, "Content in four languages"): a page's
 * title and a rich page's HTML in the page's `translations`, an FAQ entry's question and answer in the entry's own.
 */
export const PAGE_TITLE_FIELDS = ['title'] as const;
export const pageTitleTranslationsSchema = translationsSchema({ title: text(200) });
export const RICH_PAGE_TEXT_FIELDS = ['title', 'html'] as const;
export const richPageTranslationsSchema = translationsSchema({ title: text(200), html: z.string().max(200_000, 'tooLong') });
export const FAQ_ITEM_TEXT_FIELDS = ['question', 'answer'] as const;
export const faqItemTranslationsSchema = translationsSchema({ question: text(300), answer: text(5000) });
/** a home hero slide's and promo banner's texts, each in the slide's or banner's own `translations` as an FAQ entry's */
export const HOME_SLIDE_TEXT_FIELDS = ['heading', 'text', 'linkLabel'] as const;
export const homeSlideTranslationsSchema = translationsSchema({ heading: text(160), text: text(400), linkLabel: text(60) });
export const HOME_BANNER_TEXT_FIELDS = ['heading', 'text'] as const;
export const homeBannerTranslationsSchema = translationsSchema({ heading: text(160), text: text(400) });

/** /dashboard/page/faq: the ordered question/answer list (answers are rich text, sanitised on save). */
export const faqFormSchema = z.object({
  title: text(200),
  /** the page title in Bengali, Arabic and French; absent: the stored ones stay */
  translations: pageTitleTranslationsSchema.optional(),
  items: z
    .array(
      z.object({
        question: text(300).min(1, 'required'),
        answer: text(5000).min(1, 'required'),
        /** the entry in Bengali, Arabic and French (an entry without: shown in English) */
        translations: faqItemTranslationsSchema.optional(),
      }),
    )
    .max(FAQ_MAX_ITEMS, 'tooLong'),
});
export type FaqForm = z.infer<typeof faqFormSchema>;

/** /dashboard/page/{about,privacy,terms,return}: title and rich text (sanitised on save). */
export const richPageFormSchema = z.object({
  key: z.enum(RICH_PAGE_KEYS, { error: 'invalid' }),
  title: text(200),
  html: z.string().max(200_000, 'tooLong'),
  /** title and HTML in Bengali, Arabic and French; absent: the stored ones stay */
  translations: richPageTranslationsSchema.optional(),
});
export type RichPageForm = z.infer<typeof richPageFormSchema>;

/** Moves the item at `from` one place up (-1) or down (+1); out-of-range moves leave the list as it is. */
export function moveItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  const out = [...items];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  [out[from], out[to]] = [out[to], out[from]];
  return out;
}

const link = text(500).refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s/]+/.test(v), 'invalidUrl');
const image = text(2000)
  .min(1, 'required')
  .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s/]+/.test(v), 'invalidUrl');
const slugList = (max: number) => z.array(text(200).min(1, 'required')).max(max, 'tooLong');

/** /dashboard/page/home: hero slides, banners, featured categories and products (homeContentSchema with message keys). */
export const homeFormSchema = z.object({
  hero: z
    .array(
      z.object({
        image,
        heading: text(160).min(1, 'required'),
        text: text(400),
        link,
        linkLabel: text(60),
        /** the slide in Bengali, Arabic and French (a slide without: shown in English) */
        translations: homeSlideTranslationsSchema.optional(),
      }),
    )
    .min(1, 'required')
    .max(8, 'tooLong'),
  banners: z
    .array(
      z.object({
        image,
        heading: text(160).min(1, 'required'),
        text: text(400),
        link,
        /** the banner in Bengali, Arabic and French (a banner without: shown in English) */
        translations: homeBannerTranslationsSchema.optional(),
      }),
    )
    .max(6, 'tooLong'),
  featuredCategorySlugs: slugList(12),
  featuredProductSlugs: slugList(24),
});
export type HomeForm = z.infer<typeof homeFormSchema>;

import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { faqContentSchema, homeContentSchema, richPageSchema } from '@/domain/content/pages';
import { faqFormSchema, homeFormSchema, RICH_PAGE_KEYS, richPageFormSchema, type HomeForm } from '@/domain/content/page-forms';
import { ActionError, defineAction } from '@/server/action';
import { revalidateStore } from '@/server/cache/revalidate-store';
import { categories, pages, products } from '@/server/db/schema';
import { saveFaq, saveRichPage } from '@/server/content/save-page';
import { sanitizeRichText, sanitizeStoredTranslations, sanitizeTranslations } from '@/server/content/sanitize-html';
import type { ContentTranslations } from '@/domain/content/translations';

const VIEW = { area: 'pageSettings', action: 'view' } as const;
const EDIT = { area: 'pageSettings', action: 'edit' } as const;

const DEFAULT_TITLES = {
  faq: 'Frequently asked questions',
  about: 'About us',
  privacy: 'Privacy policy',
  terms: 'Terms and conditions',
  return: 'Return policy',
} as const;

/* Translations: docs/requirements.md, "Content in four languages". */
export interface FaqEditorData {
  title: string;
  /** the page title in Bengali, Arabic and French */
  translations: ContentTranslations<'title'>;
  items: { question: string; answer: string; translations: ContentTranslations<'question' | 'answer'> }[];
}

export interface RichPageEditorData {
  key: (typeof RICH_PAGE_KEYS)[number];
  title: string;
  html: string;
  translations: ContentTranslations<'title' | 'html'>;
}

/** The FAQ as stored (answers already sanitised), for the editor. */
const getFaqPage = defineAction('pageSettings.getFaq', z.object({}), VIEW, async (_i, { tx }): Promise<FaqEditorData> => {
  const [row] = await tx
    .select({ title: pages.title, content: pages.content, translations: pages.translations })
    .from(pages)
    .where(eq(pages.key, 'faq'));
  const parsed = faqContentSchema.safeParse(row?.content);
  return {
    title: row?.title ?? DEFAULT_TITLES.faq,
    translations: sanitizeStoredTranslations(row?.translations, []),
    items: parsed.success
      ? parsed.data.items.map((i) => ({
          question: i.question,
          answer: sanitizeRichText(i.answer),
          translations: sanitizeStoredTranslations(i.translations, ['answer']),
        }))
      : [],
  };
});

/** Saves the ordered FAQ through saveFaq (answers sanitised there). */
const saveFaqPage = defineAction(
  'pageSettings.saveFaq',
  faqFormSchema,
  EDIT,
  async (input, { tx, audit }) => {
    const [before] = await tx
      .select({ title: pages.title, content: pages.content, translations: pages.translations })
      .from(pages)
      .where(eq(pages.key, 'faq'));
    const content = await saveFaq({ title: input.title, translations: input.translations, items: input.items }, tx);
    const [after] = await tx.select({ translations: pages.translations }).from(pages).where(eq(pages.key, 'faq'));
    await audit({
      entity: 'page',
      entityId: 'faq',
      before: before ?? null,
      after: { title: input.title || DEFAULT_TITLES.faq, content, translations: after.translations },
    });
    return { count: content.items.length };
  },
  { after: () => void revalidateStore({ pages: ['faq'] }) },
);

const pageKey = z.object({ key: z.enum(RICH_PAGE_KEYS, { error: 'invalid' }) });

const getRichPageForEdit = defineAction('pageSettings.getPage', pageKey, VIEW, async ({ key }, { tx }): Promise<RichPageEditorData> => {
  const [row] = await tx
    .select({ title: pages.title, content: pages.content, translations: pages.translations })
    .from(pages)
    .where(eq(pages.key, key));
  const parsed = richPageSchema.safeParse(row?.content);
  return {
    key,
    title: row?.title ?? DEFAULT_TITLES[key],
    html: parsed.success ? sanitizeRichText(parsed.data.html) : '',
    translations: sanitizeStoredTranslations(row?.translations, ['html']),
  };
});

/** Saves about / privacy / terms / return through saveRichPage (HTML sanitised there). */
const saveRichPageAction = defineAction(
  'pageSettings.savePage',
  richPageFormSchema,
  EDIT,
  async (input, { tx, audit }) => {
    const [before] = await tx
      .select({ title: pages.title, content: pages.content, translations: pages.translations })
      .from(pages)
      .where(eq(pages.key, input.key));
    const content = await saveRichPage(input.key, { html: input.html, title: input.title, translations: input.translations }, tx);
    await audit({
      entity: 'page',
      entityId: input.key,
      before: before ?? null,
      after: { title: input.title || DEFAULT_TITLES[input.key], content },
    });
    return { key: input.key };
  },
  { after: (_d, input) => void revalidateStore({ pages: [input.key] }) },
);

export interface HomeEditorData {
  content: HomeForm;
  categories: { slug: string; name: string }[];
}

const EMPTY_HOME: HomeForm = { hero: [], banners: [], featuredCategorySlugs: [], featuredProductSlugs: [] };

/** The home page content for the editor (each slide and banner with its translations), with the categories it may feature. */
const getHomePage = defineAction('pageSettings.getHome', z.object({}), VIEW, async (_i, { tx }): Promise<HomeEditorData> => {
  const [[row], cats] = await Promise.all([
    tx.select({ content: pages.content }).from(pages).where(eq(pages.key, 'home')),
    tx.select({ slug: categories.slug, name: categories.name }).from(categories).orderBy(asc(categories.position), asc(categories.name)),
  ]);
  const parsed = homeContentSchema.safeParse(row?.content);
  return { content: parsed.success ? parsed.data : EMPTY_HOME, categories: cats };
});

/** Saves the home content; featured categories and products must exist. Clears the home page cache (homeContent tag). */
const saveHomePage = defineAction(
  'pageSettings.saveHome',
  homeFormSchema,
  EDIT,
  async (input, { tx, audit }) => {
    const unique = (xs: string[]) => [...new Set(xs)];
    // each slide's and banner's translations stored with it, blank texts dropped (an item without keeps none), as the FAQ's
    const withTranslations = <T extends { translations?: ContentTranslations }>({ translations, ...item }: T) => {
      const kept = sanitizeTranslations(translations, []);
      return Object.keys(kept).length ? { ...item, translations: kept } : item;
    };
    const content = homeContentSchema.parse({
      ...input,
      hero: input.hero.map(withTranslations),
      banners: input.banners.map(withTranslations),
      featuredCategorySlugs: unique(input.featuredCategorySlugs),
      featuredProductSlugs: unique(input.featuredProductSlugs),
    });
    const fieldErrors: Record<string, string> = {};
    if (content.featuredCategorySlugs.length) {
      const found = await tx
        .select({ slug: categories.slug })
        .from(categories)
        .where(inArray(categories.slug, content.featuredCategorySlugs));
      if (found.length !== content.featuredCategorySlugs.length) fieldErrors.featuredCategorySlugs = 'invalid';
    }
    if (content.featuredProductSlugs.length) {
      const found = await tx.select({ slug: products.slug }).from(products).where(inArray(products.slug, content.featuredProductSlugs));
      const known = new Set(found.map((f) => f.slug));
      const missing = content.featuredProductSlugs.filter((s) => !known.has(s));
      if (missing.length) fieldErrors.featuredProductSlugs = 'dashContent.validation.unknownProducts';
    }
    if (Object.keys(fieldErrors).length) throw new ActionError(400, 'invalid', undefined, fieldErrors);
    const [before] = await tx.select({ content: pages.content }).from(pages).where(eq(pages.key, 'home'));
    await tx
      .insert(pages)
      .values({ key: 'home', title: 'Home', content })
      .onConflictDoUpdate({ target: pages.key, set: { content, updatedAt: new Date() } });
    await audit({ entity: 'page', entityId: 'home', before: before?.content ?? null, after: content });
    return { saved: true as const };
  },
  { after: () => void revalidateStore({ homeContent: true }) },
);

export const pageSettingsActions = { getFaqPage, saveFaqPage, getRichPageForEdit, saveRichPageAction, getHomePage, saveHomePage };

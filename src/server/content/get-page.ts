import 'server-only';
import { eq } from 'drizzle-orm';
import { faqContentSchema, homeContentSchema, richPageSchema, type HomeContent } from '@/domain/content/pages';
import { getDb, type DbOrTx } from '@/server/db';
import { pages } from '@/server/db/schema';
import type { ContentTranslations, FallbackLang } from '@/domain/content/translations';
import { richTextToPlain, sanitizeRichText, sanitizeStoredTranslations } from './sanitize-html';

/** The home page content, or null when it is missing or does not match its schema. */
export async function getHomeContent(db?: DbOrTx): Promise<HomeContent | null> {
  db ??= await getDb();
  const [row] = await db.select({ content: pages.content }).from(pages).where(eq(pages.key, 'home'));
  const parsed = homeContentSchema.safeParse(row?.content);
  return parsed.success ? parsed.data : null;
}

export type RichPageKey = 'about' | 'privacy' | 'terms' | 'return';

export interface RichPageDto {
  key: RichPageKey;
  title: string;
  /** sanitised again on the way out */
  html: string;
  seoTitle: string | null;
  seoDescription: string;
  /** title and HTML (sanitised again) in Bengali, Arabic and French (localizeRichPage) */
  translations?: ContentTranslations<'title' | 'html'>;
  lang?: FallbackLang<'title' | 'html'>;
}

/** about / privacy / terms / return, or null when the page is missing or malformed. */
export async function getRichPage(key: RichPageKey, db?: DbOrTx): Promise<RichPageDto | null> {
  db ??= await getDb();
  const [row] = await db.select().from(pages).where(eq(pages.key, key));
  const parsed = richPageSchema.safeParse(row?.content);
  if (!row || !parsed.success) return null;
  const html = sanitizeRichText(parsed.data.html);
  return {
    key,
    title: row.title,
    html,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription || richTextToPlain(html).slice(0, 160),
    translations: sanitizeStoredTranslations(row.translations, ['html']),
  };
}

export type FaqItemText = 'question' | 'answerHtml' | 'answerText';

export interface FaqItemDto {
  question: string;
  answerHtml: string;
  answerText: string;
  /** the entry in Bengali, Arabic and French, read as the English one (localizeFaq) */
  translations?: ContentTranslations<FaqItemText>;
  lang?: FallbackLang<FaqItemText>;
}

export interface FaqDto {
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
  /** in the stored order; answers are sanitised rich text */
  items: FaqItemDto[];
  translations?: ContentTranslations<'title'>;
  lang?: FallbackLang<'title'>;
}

/** An FAQ answer as a page shows it: sanitised again, and as plain text. */
function answerOf(answer: string) {
  const answerHtml = sanitizeRichText(answer);
  return { answerHtml, answerText: richTextToPlain(answerHtml) };
}

/** An entry's stored translations (question, answer) as the page reads them (question, answerHtml, answerText). */
function faqItemTranslations(translations: ContentTranslations<'question' | 'answer'> | undefined): ContentTranslations<FaqItemText> {
  const out: ContentTranslations<FaqItemText> = {};
  for (const [locale, f] of Object.entries(translations ?? {}) as [keyof ContentTranslations, Record<string, string | undefined>][]) {
    if (f) out[locale] = { ...(f.question ? { question: f.question } : {}), ...(f.answer ? answerOf(f.answer) : {}) };
  }
  return out;
}

export async function getFaq(db?: DbOrTx): Promise<FaqDto | null> {
  db ??= await getDb();
  const [row] = await db.select().from(pages).where(eq(pages.key, 'faq'));
  const parsed = faqContentSchema.safeParse(row?.content);
  if (!row || !parsed.success) return null;
  return {
    title: row.title,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    items: parsed.data.items.map((i) => ({
      question: i.question,
      ...answerOf(i.answer),
      translations: faqItemTranslations(i.translations),
    })),
    translations: row.translations,
  };
}

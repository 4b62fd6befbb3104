import 'server-only';
import { eq } from 'drizzle-orm';
import { faqContentSchema, homeContentSchema, richPageSchema, type HomeContent } from '@/domain/content/pages';
import { getDb, type DbOrTx } from '@/server/db';
import { pages } from '@/server/db/schema';
import { richTextToPlain, sanitizeRichText } from './sanitize-html';

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
  };
}

export interface FaqDto {
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
  /** in the stored order; answers are sanitised rich text */
  items: { question: string; answerHtml: string; answerText: string }[];
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
    items: parsed.data.items.map((i) => {
      const answerHtml = sanitizeRichText(i.answer);
      return { question: i.question, answerHtml, answerText: richTextToPlain(answerHtml) };
    }),
  };
}

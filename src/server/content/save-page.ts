import 'server-only';
import { faqContentSchema, richPageSchema, type FaqContent, type RichPageContent } from '@/domain/content/pages';
import { getDb, type DbOrTx } from '@/server/db';
import { pages } from '@/server/db/schema';
import type { RichPageKey } from './get-page';
import { sanitizeRichText } from './sanitize-html';

const TITLES: Record<RichPageKey | 'faq', string> = {
  about: 'About us',
  privacy: 'Privacy policy',
  terms: 'Terms and conditions',
  return: 'Return policy',
  faq: 'Frequently asked questions',
};

/**
 * Stores a rich-text page with its HTML sanitised. The staff permission check (pageSettings, edit)
 * belongs to the dashboard action that calls this, which is built with the dashboard shell.
 */
export async function saveRichPage(key: RichPageKey, input: RichPageContent & { title?: string }, db?: DbOrTx) {
  db ??= await getDb();
  const content = richPageSchema.parse({ html: sanitizeRichText(richPageSchema.parse(input).html) });
  const title = input.title?.trim() || TITLES[key];
  await db
    .insert(pages)
    .values({ key, title, content })
    .onConflictDoUpdate({ target: pages.key, set: { title, content, updatedAt: new Date() } });
  return content;
}

/** Stores the ordered FAQ; each answer is sanitised rich text, questions are plain text. */
export async function saveFaq(input: FaqContent & { title?: string }, db?: DbOrTx) {
  db ??= await getDb();
  const parsed = faqContentSchema.parse(input);
  const content: FaqContent = {
    items: parsed.items.map((i) => ({ question: i.question, answer: sanitizeRichText(i.answer) })).filter((i) => i.answer.trim() !== ''),
  };
  const title = input.title?.trim() || TITLES.faq;
  await db
    .insert(pages)
    .values({ key: 'faq', title, content })
    .onConflictDoUpdate({ target: pages.key, set: { title, content, updatedAt: new Date() } });
  return content;
}

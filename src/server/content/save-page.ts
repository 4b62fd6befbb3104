import 'server-only';
import { faqContentSchema, richPageSchema, type FaqContent, type RichPageContent } from '@/domain/content/pages';
import { getDb, type DbOrTx } from '@/server/db';
import { pages } from '@/server/db/schema';
import type { RichPageKey } from './get-page';
import type { ContentTranslations } from '@/domain/content/translations';
import { sanitizeRichText, sanitizeTranslations } from './sanitize-html';

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
/** A page's title (and a rich page's HTML) in other languages as stored; absent: the stored ones stay. */
const translationColumn = (translations: ContentTranslations | undefined) =>
  translations ? { translations: sanitizeTranslations(translations, ['html']) } : {};

export async function saveRichPage(
  key: RichPageKey,
  input: RichPageContent & { title?: string; translations?: ContentTranslations },
  db?: DbOrTx,
) {
  db ??= await getDb();
  const content = richPageSchema.parse({ html: sanitizeRichText(richPageSchema.parse(input).html) });
  const title = input.title?.trim() || TITLES[key];
  const translations = translationColumn(input.translations);
  await db
    .insert(pages)
    .values({ key, title, content, ...translations })
    .onConflictDoUpdate({ target: pages.key, set: { title, content, ...translations, updatedAt: new Date() } });
  return { ...content, ...translations };
}

/**
 * Stores the ordered FAQ; each answer is sanitised rich text, questions are plain text. An entry's translations are
 * stored with it (answers sanitised as the English ones, an entry without keeps none); the page title's in the
 * page's `translations` (absent: the stored ones stay).
 */
export async function saveFaq(input: FaqContent & { title?: string; translations?: ContentTranslations }, db?: DbOrTx) {
  db ??= await getDb();
  const parsed = faqContentSchema.parse(input);
  const content: FaqContent = {
    items: parsed.items
      .map((i) => {
        const translations = sanitizeTranslations(i.translations, ['answer']);
        return {
          question: i.question,
          answer: sanitizeRichText(i.answer),
          ...(Object.keys(translations).length ? { translations } : {}),
        };
      })
      .filter((i) => i.answer.trim() !== ''),
  };
  const title = input.title?.trim() || TITLES.faq;
  const translations = input.translations ? { translations: sanitizeTranslations(input.translations, []) } : {};
  await db
    .insert(pages)
    .values({ key: 'faq', title, content, ...translations })
    .onConflictDoUpdate({ target: pages.key, set: { title, content, ...translations, updatedAt: new Date() } });
  return content;
}

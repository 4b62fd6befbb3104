import { pickText, type ContentTranslations } from '@/domain/content/translations';

/*
 * An order line's name in the order's language (docs/requirements.md, "Content in four languages"): taken when the
 * order is placed, so a later rename changes no old order; the dashboard and the CSV keep the English name.
 */

/** The product's name in `locale` to keep on the order line: its translation when it differs from English, else null. */
export function localNameOf(english: string, translations: ContentTranslations | null | undefined, locale: string | null): string | null {
  if (!locale) return null;
  const picked = pickText(english, translations, 'name', locale);
  return picked.fallback || picked.text === english ? null : picked.text;
}

/** The name the customer reads (mails, invoice, order pages): the line's name in its order's language, else English. */
export function customerItemName(i: { name: string; localName?: string | null }): string {
  return i.localName || i.name;
}

// what the PDF's fonts can draw: Helvetica's WinAnsi (Latin-1 and a few typographic signs), and Arabic with its
// presentation forms in Noto Sans Arabic (src/features/dashboard/orders/pdf/pdf-fonts.ts)
const PDF_DRAWABLE =
  /^[\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]*$/;

/** Whether the invoice's fonts can draw `text` (French and Arabic can; Bengali cannot). */
export function pdfCanDraw(text: string): boolean {
  return PDF_DRAWABLE.test(text);
}

/**
 * The invoice's name of a line: the name in the order's language when the PDF's fonts can draw it, else the English
 * name (a Bengali order's invoice names its products in English rather than in broken letters).
 */
export function invoiceItemName(i: { name: string; localName?: string | null }): string {
  return i.localName && pdfCanDraw(i.localName) ? i.localName : i.name;
}

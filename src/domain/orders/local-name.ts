import { pickText, type ContentTranslations } from '@/domain/content/translations';

/*
 * An order line's name in the order's language (docs/requirements.md, "Content in four languages"): taken when the
 * order is placed, so a later rename changes no old order; the dashboard and the CSV keep the English name.
 */

/**
 * The text `field` of a catalogue item in `locale` to keep on the order line: its translation when it differs from
 * English, else null (an English order, a missing or blank translation, no English text).
 */
export function localTextOf(
  english: string | null | undefined,
  translations: ContentTranslations | null | undefined,
  field: string,
  locale: string | null,
): string | null {
  if (!locale || english == null) return null;
  const picked = pickText(english, translations, field, locale);
  return picked.fallback || picked.text === english ? null : picked.text;
}

/** The product's name in `locale` to keep on the order line: its translation when it differs from English, else null. */
export function localNameOf(english: string, translations: ContentTranslations | null | undefined, locale: string | null): string | null {
  return localTextOf(english, translations, 'name', locale);
}

/**
 * The variant of a line to keep in the order's language: the colour's `name` and the attribute value's `value`, each
 * null when the order is in English or the term has no differing translation.
 */
export function localVariantOf(
  variant: {
    color: string | null;
    colorTranslations?: ContentTranslations | null;
    attribute: string | null;
    attributeTranslations?: ContentTranslations | null;
  },
  locale: string | null,
): { localColorName: string | null; localAttributeName: string | null } {
  return {
    localColorName: localTextOf(variant.color, variant.colorTranslations, 'name', locale),
    localAttributeName: localTextOf(variant.attribute, variant.attributeTranslations, 'value', locale),
  };
}

/**
 * The delivery option's type and area to keep on the order (`localDeliveryType`, `localDeliveryArea`): each its
 * translation in `locale` when it differs from English, else null.
 */
export function localDeliveryOf(
  option: { type: string; area: string; translations?: ContentTranslations | null },
  locale: string | null,
): { localDeliveryType: string | null; localDeliveryArea: string | null } {
  return {
    localDeliveryType: localTextOf(option.type, option.translations, 'type', locale),
    localDeliveryArea: localTextOf(option.area, option.translations, 'area', locale),
  };
}

/** The delivery the customer reads (order pages, mails): its type and area in the order's language when kept, else English. */
export function customerDelivery(d: { type: string; area: string; localType?: string | null; localArea?: string | null }): {
  type: string;
  area: string;
} {
  return { type: d.localType || d.type, area: d.localArea || d.area };
}

/** An order line's variant as stored: English colour and attribute value, and their names in the order's language. */
export interface LineVariant {
  colorName: string | null;
  attributeName: string | null;
  localColorName?: string | null;
  localAttributeName?: string | null;
}

/** The name the customer reads (mails, invoice, order pages): the line's name in its order's language, else English. */
export function customerItemName(i: { name: string; localName?: string | null }): string {
  return i.localName || i.name;
}

/** The variant the customer reads (mails, order pages): each part in the order's language when kept, else English. */
export function customerVariant(i: LineVariant): { colorName: string | null; attributeName: string | null } {
  return {
    colorName: i.colorName == null ? null : i.localColorName || i.colorName,
    attributeName: i.attributeName == null ? null : i.localAttributeName || i.attributeName,
  };
}

// what the PDF's fonts can draw (src/features/dashboard/orders/pdf/pdf-fonts.ts): Helvetica's WinAnsi (Latin-1 and a
// few typographic signs); or text holding Bengali or Arabic, shaped and drawn in Noto Sans Bengali and Noto Sans
// Arabic, with the Latin-1 letters, digits and signs of Noto Sans Bengali's Latin part (shaped-text.ts beside it)
const WIN_ANSI =
  '\\u0020-\\u007e\\u00a0-\\u00ff\\u0152\\u0153\\u0160\\u0161\\u0178\\u017d\\u017e\\u0192\\u02c6\\u02dc\\u2013\\u2014\\u2018-\\u201a\\u201c-\\u201e\\u2020-\\u2022\\u2026\\u2030\\u2039\\u203a\\u20ac\\u2122';
const ARABIC = '\\u0600-\\u06ff\\u0750-\\u077f\\ufb50-\\ufdff\\ufe70-\\ufeff';
const LATIN_BESIDE_SHAPED =
  '\\u0020-\\u007e\\u00a0-\\u00ff\\u0152\\u0153\\u2013\\u2014\\u2018-\\u201a\\u201c-\\u201e\\u2020-\\u2022\\u2026\\u2030\\u20ac\\u2122';
const BENGALI = '\\u0951\\u0952\\u0964\\u0965\\u0980-\\u09ff\\u200c\\u200d\\u20b9';
const PDF_DRAWABLE = new RegExp(`^(?:[${WIN_ANSI}]*|[${LATIN_BESIDE_SHAPED}${ARABIC}${BENGALI}]*)$`);

/** Whether the invoice's fonts can draw `text` (French, Arabic and Bengali can, alone or together). */
export function pdfCanDraw(text: string): boolean {
  return PDF_DRAWABLE.test(text);
}

/**
 * The invoice's name of a line: the name in the order's language when the PDF's fonts can draw it, else the English
 * name (rather than missing or broken letters).
 */
export function invoiceItemName(i: { name: string; localName?: string | null }): string {
  return i.localName && pdfCanDraw(i.localName) ? i.localName : i.name;
}

/** The invoice's variant of a line: each part in the order's language when the PDF's fonts can draw it, else English. */
export function invoiceVariant(i: LineVariant): { colorName: string | null; attributeName: string | null } {
  const own = (english: string | null, local: string | null | undefined) =>
    english == null ? null : local && pdfCanDraw(local) ? local : english;
  return { colorName: own(i.colorName, i.localColorName), attributeName: own(i.attributeName, i.localAttributeName) };
}

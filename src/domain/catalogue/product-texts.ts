import type { SeoTextField } from '../content/translations';

/*
 * A product's translated texts, declared once (docs/requirements.md, "Content in four languages"): the column's type,
 * the form's limits (product-form.ts, which the type checker holds to this list), the language tabs' count and the
 * page's localisation read it. Imports only a type: the database schema reads it while drizzle-kit runs.
 */

/** The texts whose translation the language tabs and the product list count, and the page shows in its language. */
export const PRODUCT_TEXT_FIELDS = ['name', 'summary', 'description'] as const;

/** Every translated text of a product: its own, and its SEO texts (optional in every language). */
export type ProductText = (typeof PRODUCT_TEXT_FIELDS)[number] | SeoTextField;

import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_COMPARE } from '@/domain/cart/cart';
import { getDb, type DbOrTx } from '@/server/db';
import { products } from '@/server/db/schema';
import type { ProductCardDto } from './dto';
import { getProduct, namesOf, type ProductDetailDto } from './get-product';
import { cardColumns, toCard } from './product-columns';
import { cleanInput } from '@/lib/clean-input';
import { localizeProduct } from './localize';
import { LOCALE_IDS } from '@/i18n/locales';

export const compareIdsSchema = z.array(z.string().uuid()).max(MAX_COMPARE);
/** The compare page's request: its products and the page's language. */
export const compareRequestSchema = z.object({ ids: z.array(z.string()).max(100), locale: z.enum(LOCALE_IDS) });
/** a wishlist page shows at most this many products */
export const MAX_CARD_IDS = 100;
export const cardIdsSchema = z.array(z.string().uuid()).max(MAX_CARD_IDS);

/**
 * Published products with everything the compare table shows, in the order asked; unknown or unpublished ids are
 * dropped. With `locale`, in that language (names, brand, colours, specifications; English marked where it stands in:
 * docs/requirements.md, "Content in four languages"), picked here so the browser carries no picking code.
 */
export async function getCompareProducts(raw: unknown, db?: DbOrTx, locale?: string): Promise<ProductDetailDto[] | null> {
  const parsed = compareIdsSchema.safeParse(cleanInput(raw));
  if (!parsed.success) return null;
  const ids = [...new Set(parsed.data)];
  if (!ids.length) return [];
  db ??= await getDb();
  const rows = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.published, true)));
  const slugOf = new Map(rows.map((r) => [r.id, r.slug]));
  const found = await Promise.all(ids.filter((id) => slugOf.has(id)).map((id) => getProduct(slugOf.get(id)!, db)));
  const shown = found.filter((p): p is ProductDetailDto => p !== null);
  if (locale) return shown.map((p) => localizeProduct(p, locale));
  // the compare table names the products: their translated names go to the browser, not their descriptions
  return shown.map((p) => ({ ...p, translations: namesOf(p.translations ?? {}) }));
}

/** Product cards for a list of ids (a guest's wishlist), in the order asked; unknown or unpublished ids are dropped. */
export async function getProductCards(raw: unknown, db?: DbOrTx): Promise<ProductCardDto[] | null> {
  const parsed = cardIdsSchema.safeParse(cleanInput(raw));
  if (!parsed.success) return null;
  const ids = [...new Set(parsed.data)];
  if (!ids.length) return [];
  db ??= await getDb();
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.published, true)));
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.map((id) => byId.get(id)).filter((p): p is ProductCardDto => !!p);
}

import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';

/**
 * The variants with their colour's name and attribute value, each with its translations: what the cart quote, the
 * order placement and an order edit name a line by (docs/requirements.md, "Content in four languages"). No ids, no query.
 */
export async function variantsWithTerms(db: DbOrTx, variantIds: readonly string[]) {
  if (!variantIds.length) return [];
  return db
    .select({
      v: t.variants,
      color: t.colors.name,
      colorTranslations: t.colors.translations,
      attribute: t.attributeValues.value,
      attributeTranslations: t.attributeValues.translations,
    })
    .from(t.variants)
    .leftJoin(t.colors, eq(t.colors.id, t.variants.colorId))
    .leftJoin(t.attributeValues, eq(t.attributeValues.id, t.variants.attributeValueId))
    .where(inArray(t.variants.id, [...variantIds]));
}

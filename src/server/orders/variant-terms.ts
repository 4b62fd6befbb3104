import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { joinedValueTerms } from '@/domain/catalogue/variant-options';

const value1 = alias(t.attributeValues, 'value1');
const value2 = alias(t.attributeValues, 'value2');
const value3 = alias(t.attributeValues, 'value3');

/**
 * The variants with their colour's name and their option values, each with its translations: what the cart quote, the
 * order placement and an order edit name a line by (docs/requirements.md, "Content in four languages"). The option
 * values come as one term (`attribute`: "12 mm / 7 in", translated value by value). No ids, no query.
 */
export async function variantsWithTerms(db: DbOrTx, variantIds: readonly string[]) {
  if (!variantIds.length) return [];
  const rows = await db
    .select({
      v: t.variants,
      color: t.colors.name,
      colorTranslations: t.colors.translations,
      value1: { value: value1.value, translations: value1.translations },
      value2: { value: value2.value, translations: value2.translations },
      value3: { value: value3.value, translations: value3.translations },
    })
    .from(t.variants)
    .leftJoin(t.colors, eq(t.colors.id, t.variants.colorId))
    .leftJoin(value1, eq(value1.id, t.variants.attributeValueId))
    .leftJoin(value2, eq(value2.id, t.variants.attributeValue2Id))
    .leftJoin(value3, eq(value3.id, t.variants.attributeValue3Id))
    .where(inArray(t.variants.id, [...variantIds]));
  return rows.map(({ value1: a, value2: b, value3: c, ...r }) => {
    const { value, translations } = joinedValueTerms([a, b, c]);
    return { ...r, attribute: value, attributeTranslations: translations };
  });
}

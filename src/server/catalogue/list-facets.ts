import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/server/db';
import { attributes, attributeValues, brands, colors, productColors, products, variants } from '@/server/db/schema';
import type { ListingScope } from './list-products';
import { scopeConditions } from './list-products';
import { searchCandidateIds, withTrigramThreshold } from './search-products';

export interface ListingFacets {
  brands: { slug: string; name: string; count: number }[];
  colors: { id: string; name: string; hex: string; count: number }[];
  attributes: { name: string; values: { id: string; value: string; count: number }[] }[];
  price: { min: number; max: number } | null;
}

/** The filter choices that exist within a scope (before its filters), with product counts. */
export async function listFacets(scope: ListingScope, db?: DbOrTx): Promise<ListingFacets> {
  db ??= await getDb();
  const run = async (tx: DbOrTx): Promise<ListingFacets> => {
    const inScope = and(...scopeConditions(scope, scope.q ? await searchCandidateIds(scope.q.toLowerCase(), tx) : []));
    // within a category or a search, `+ 0` keeps the planner from walking the whole discount index to find the
    // cheapest product; for the whole shop that index is the quick way to the cheapest and dearest
    const discount = scope.categoryId || scope.q ? sql`${products.discount} + 0` : sql`${products.discount}`;
    const [brandRows, colorRows, attrRows, [price]] = await Promise.all([
      tx
        .select({ slug: brands.slug, name: brands.name, count: count() })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(inScope)
        .groupBy(brands.slug, brands.name)
        .orderBy(asc(brands.name)),
      tx
        .select({ id: colors.id, name: colors.name, hex: colors.hex, count: count() })
        .from(products)
        .innerJoin(productColors, eq(productColors.productId, products.id))
        .innerJoin(colors, eq(colors.id, productColors.colorId))
        .where(inScope)
        .groupBy(colors.id, colors.name, colors.hex)
        .orderBy(asc(colors.name)),
      tx
        .select({
          attribute: attributes.name,
          id: attributeValues.id,
          value: attributeValues.value,
          position: attributeValues.position,
          count: sql<number>`count(distinct ${products.id})::int`,
        })
        .from(products)
        .innerJoin(variants, eq(variants.productId, products.id))
        .innerJoin(attributeValues, eq(attributeValues.id, variants.attributeValueId))
        .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
        .where(inScope)
        .groupBy(attributes.name, attributeValues.id, attributeValues.value, attributeValues.position)
        .orderBy(asc(attributes.name), asc(attributeValues.position)),
      tx
        .select({ min: sql<string | null>`min(${discount})`, max: sql<string | null>`max(${discount})` })
        .from(products)
        .where(inScope),
    ]);
    const grouped = new Map<string, ListingFacets['attributes'][number]>();
    for (const r of attrRows) {
      const g = grouped.get(r.attribute) ?? { name: r.attribute, values: [] };
      g.values.push({ id: r.id, value: r.value, count: Number(r.count) });
      grouped.set(r.attribute, g);
    }
    return {
      brands: brandRows.map((b) => ({ ...b, count: Number(b.count) })),
      colors: colorRows.map((c) => ({ ...c, count: Number(c.count) })),
      attributes: [...grouped.values()],
      price: price?.min != null && price?.max != null ? { min: Math.floor(Number(price.min)), max: Math.ceil(Number(price.max)) } : null,
    };
  };
  return scope.q ? withTrigramThreshold(db, run) : run(db);
}

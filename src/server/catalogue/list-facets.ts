import 'server-only';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/server/db';
import { attributes, attributeValues, brands, colors, productColors, products, variants } from '@/server/db/schema';
import type { ContentTranslations, FallbackLang } from '@/domain/content/translations';
import type { ListingScope } from './list-products';
import { scopeConditions } from './list-products';
import { searchCandidateIds, withTrigramThreshold } from './search-products';

type Names<F extends string> = { translations?: ContentTranslations<F>; lang?: FallbackLang<F> };

/**
 * The filter choices; names carry every language's `translations` as read (cached), and the listing shows its own
 * (localizeFacets), `lang` marking English stand-ins (docs/requirements.md, "Content in four languages").
 */
export interface ListingFacets {
  brands: ({ slug: string; name: string; count: number } & Names<'name'>)[];
  colors: ({ id: string; name: string; hex: string; count: number } & Names<'name'>)[];
  attributes: ({ name: string; values: ({ id: string; value: string; count: number } & Names<'value'>)[] } & Names<'name'>)[];
  price: { min: number; max: number } | null;
}

/** The filter choices that exist within a scope (before its filters), with product counts. */
export async function listFacets(scope: ListingScope, db?: DbOrTx): Promise<ListingFacets> {
  db ??= await getDb();
  const run = async (tx: DbOrTx): Promise<ListingFacets> => {
    const inScope = and(...scopeConditions(scope, scope.q ? await searchCandidateIds(scope.q.toLowerCase(), tx) : []));
    // within a category or a search, `+ 0` keeps the planner from walking the whole discount index to find the
    // cheapest product; for the whole shop that index is the quick way to the cheapest and dearest
    const discount = scope.q ? sql`${products.discount} + 0` : sql`${products.discount}`;
    const [brandRows, colorRows, attrRows, [price]] = await Promise.all([
      tx
        .select({ slug: brands.slug, name: brands.name, translations: brands.translations, count: count() })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(inScope)
        .groupBy(brands.id, brands.slug, brands.name)
        .orderBy(asc(brands.name)),
      tx
        .select({ id: colors.id, name: colors.name, hex: colors.hex, translations: colors.translations, count: count() })
        .from(products)
        .innerJoin(productColors, eq(productColors.productId, products.id))
        .innerJoin(colors, eq(colors.id, productColors.colorId))
        .where(inScope)
        .groupBy(colors.id, colors.name, colors.hex)
        .orderBy(asc(colors.name)),
      tx
        .select({
          attribute: attributes.name,
          attributeTranslations: attributes.translations,
          id: attributeValues.id,
          value: attributeValues.value,
          translations: attributeValues.translations,
          position: attributeValues.position,
          count: sql<number>`count(distinct ${products.id})::int`,
        })
        .from(products)
        .innerJoin(variants, eq(variants.productId, products.id))
        // a value of any of the product's options
        .innerJoin(
          attributeValues,
          or(
            eq(attributeValues.id, variants.attributeValueId),
            eq(attributeValues.id, variants.attributeValue2Id),
            eq(attributeValues.id, variants.attributeValue3Id),
          ),
        )
        .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
        .where(inScope)
        .groupBy(attributes.id, attributes.name, attributeValues.id, attributeValues.value, attributeValues.position)
        .orderBy(asc(attributes.name), asc(attributeValues.position)),
      tx
        .select({ min: sql<string | null>`min(${discount})`, max: sql<string | null>`max(${discount})` })
        .from(products)
        .where(inScope),
    ]);
    const grouped = new Map<string, ListingFacets['attributes'][number]>();
    for (const r of attrRows) {
      const g = grouped.get(r.attribute) ?? { name: r.attribute, translations: r.attributeTranslations, values: [] };
      g.values.push({ id: r.id, value: r.value, translations: r.translations, count: Number(r.count) });
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

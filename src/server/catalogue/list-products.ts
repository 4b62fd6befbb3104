import 'server-only';
import { and, asc, count, desc, eq, exists, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { boundedTotal, LISTING_COUNT_LIMIT, PAGE_SIZE, pageCount, type ListingQuery } from '@/domain/catalogue/listing-query';
import { getDb, type DbOrTx } from '@/server/db';
import { brands, productColors, products, variants } from '@/server/db/schema';
import type { ProductCardDto } from './dto';
import { cardColumns, toCard } from './product-columns';
import { withBitmapScansOnly } from '@/server/db/planner-settings';
import { nameMatches, nameRank, searchCandidateIds, withTrigramThreshold } from './search-products';

/** Which products a listing shows before its filters: a category, a subcategory, a search text. */
export interface ListingScope {
  categoryId?: string;
  subcategoryId?: string;
  /** normalised search text (fuzzy, threshold 0.3) */
  q?: string;
}

export interface ProductPage {
  items: ProductCardDto[];
  /** matches counted, at most LISTING_COUNT_LIMIT */
  total: number;
  /** true when more products match than `total` says ("over 1,000") */
  more: boolean;
  page: number;
  pageCount: number;
}

/** `candidates`: with a search text, the search's candidate ids (searchCandidateIds), read first in the same transaction. */
export function scopeConditions(scope: ListingScope, candidates: string[] = []): SQL[] {
  const where: SQL[] = [eq(products.published, true)];
  if (scope.categoryId) where.push(eq(products.categoryId, scope.categoryId));
  if (scope.subcategoryId) where.push(eq(products.subcategoryId, scope.subcategoryId));
  if (scope.q) where.push(nameMatches(scope.q.toLowerCase(), candidates));
  return where;
}

/** The stock rule in SQL (docs/requirements.md, "Stock rule"): a variant product is in stock when some variant counts (-1 unlimited, > 0), i.e. the counted sum exceeds 0. */
export const inStockCondition = or(
  and(eq(products.type, 'simple'), or(eq(products.quantity, -1), sql`${products.quantity} > 0`)),
  and(
    eq(products.type, 'variable'),
    exists(
      sql`(select 1 from ${variants} where ${variants.productId} = ${products.id} and (${variants.quantity} = -1 or ${variants.quantity} > 0))`,
    ),
  ),
)!;

/** `brandIds`: the ids of query.brands (brandIdsOf), so that the planner sees them and the brand index is used with the others. */
export function filterConditions(query: ListingQuery, brandIds: string[] = []): SQL[] {
  const where: SQL[] = [];
  if (query.minPrice !== undefined) where.push(gte(products.discount, query.minPrice.toFixed(2)));
  if (query.maxPrice !== undefined) where.push(lte(products.discount, query.maxPrice.toFixed(2)));
  // the products of a colour or an attribute value are found from the small table (an array computed once, then
  // looked up by id), never by testing every product of the scope
  if (query.colors.length) {
    where.push(
      sql`${products.id} = any(array(select ${productColors.productId} from ${productColors} where ${inArray(productColors.colorId, query.colors)}))`,
    );
  }
  if (query.brands.length) where.push(brandIds.length ? inArray(products.brandId, brandIds) : sql`false`);
  if (query.attrs.length) {
    where.push(
      // a value of any of the product's options (each column has its index)
      sql`${products.id} = any(array(select ${variants.productId} from ${variants} where ${or(
        inArray(variants.attributeValueId, query.attrs),
        inArray(variants.attributeValue2Id, query.attrs),
        inArray(variants.attributeValue3Id, query.attrs),
      )}))`,
    );
  }
  if (query.inStock) where.push(inStockCondition);
  if (query.onSale) where.push(lt(products.discount, products.price));
  return where;
}

/** The ids of the brands a listing filters by (slugs in the URL). */
export async function brandIdsOf(slugs: string[], tx: DbOrTx): Promise<string[]> {
  if (!slugs.length) return [];
  return (await tx.select({ id: brands.id }).from(brands).where(inArray(brands.slug, slugs))).map((b) => b.id);
}

function orderBy(query: ListingQuery, scope: ListingScope): SQL[] {
  switch (query.sort) {
    case 'price-asc':
      return [asc(products.discount), asc(products.name)];
    case 'price-desc':
      return [desc(products.discount), asc(products.name)];
    case 'name':
      return [asc(products.name), asc(products.id)];
    case 'best-selling':
      return [desc(products.sold), asc(products.name)];
    case 'top-rated':
      // the aggregate kept by review moderation, walked on products_rating_idx (docs/requirements.md, "Product reviews")
      return [desc(products.ratingAverage), desc(products.ratingCount), asc(products.id)];
    default:
      // a search listing without an explicit sort is ranked by similarity
      return scope.q ? [nameRank(scope.q.toLowerCase())] : [desc(products.createdAt), asc(products.id)];
  }
}

/** Whether an index can find a listing's matches (a scope, a price band, a brand...): then they may be few. */
const selective = (scope: ListingScope, q: ListingQuery) =>
  Boolean(
    scope.categoryId ||
    scope.q ||
    q.minPrice !== undefined ||
    q.maxPrice !== undefined ||
    q.brands.length ||
    q.colors.length ||
    q.attrs.length ||
    q.onSale,
  );

/**
 * One page of a listing with its total count, each read at a cost bounded by what it returns (docs/architecture.md,
 * "Listings at scale"):
 * - the count, up to LISTING_COUNT_LIMIT + 1, reads the matching set through the indexes of its conditions (bitmap
 *   scans only), never by walking an index in some order and filtering (a listing without such a condition, the
 *   whole shop or only "in stock", matches most products and is counted along its order);
 * - a listing of at most LISTING_COUNT_LIMIT matches sorts that small set the same way;
 * - a larger one walks its sort's index (within its category) and stops at the page: matches are at least
 *   LISTING_COUNT_LIMIT of the category, so few rows are passed over.
 * Left to itself the planner walks a sort index when it takes a sparse or empty combination (a brand of another
 * category, a price band) to be common, and reads the whole table to return nothing.
 */
export async function listProducts(scope: ListingScope, query: ListingQuery, db?: DbOrTx, pageSize = PAGE_SIZE): Promise<ProductPage> {
  db ??= await getDb();
  const run = async (tx: DbOrTx): Promise<ProductPage> => {
    const candidates = scope.q ? await searchCandidateIds(scope.q.toLowerCase(), tx) : [];
    const where = and(...scopeConditions(scope, candidates), ...filterConditions(query, await brandIdsOf(query.brands, tx)));
    const order = orderBy(query, scope);
    const indexed = selective(scope, query);
    const page = async (total: number, small: boolean) => {
      const pages = pageCount(total, pageSize);
      const at = Math.min(query.page, pages);
      const read = () =>
        tx
          .select(cardColumns)
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(pageSize)
          .offset((at - 1) * pageSize);
      return { rows: await (small ? withBitmapScansOnly(tx, read) : read()), page: at, pages };
    };
    const countMatches = async (): Promise<number> => {
      const matches = tx
        .select({ one: sql`1`.as('one') })
        .from(products)
        .where(where)
        // without a condition an index can find (only "in stock"), matches are most products: counted along the page's order
        .orderBy(...(indexed ? [] : order))
        .limit(LISTING_COUNT_LIMIT + 1)
        .as('matches');
      return (await tx.select({ counted: count() }).from(matches))[0].counted;
    };
    const counted = indexed ? await withBitmapScansOnly(tx, countMatches) : await countMatches();
    const { total, more } = boundedTotal(counted);
    const { rows, page: at, pages } = await page(total, indexed && !more);
    return { items: rows.map(toCard), total, more, page: at, pageCount: pages };
  };
  return scope.q ? withTrigramThreshold(db, run) : db.transaction(run);
}

/** Newest published products (the home page and /new-arrivals). */
export async function listNewArrivals(limit: number, db?: DbOrTx): Promise<ProductCardDto[]> {
  db ??= await getDb();
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(eq(products.published, true))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(limit);
  return rows.map(toCard);
}

/** Featured products: the slugs chosen in the home page content first (in that order), then products flagged featured. */
export async function listFeaturedProducts(slugs: string[], limit: number, db?: DbOrTx): Promise<ProductCardDto[]> {
  db ??= await getDb();
  const chosen = slugs.length
    ? (
        await db
          .select(cardColumns)
          .from(products)
          .where(and(eq(products.published, true), inArray(products.slug, slugs)))
      ).map(toCard)
    : [];
  chosen.sort((a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug));
  if (chosen.length >= limit) return chosen.slice(0, limit);
  const flagged = await db
    .select(cardColumns)
    .from(products)
    .where(and(eq(products.published, true), eq(products.featured, true)))
    .orderBy(desc(products.sold), asc(products.id))
    .limit(limit);
  const seen = new Set(chosen.map((c) => c._id));
  return [...chosen, ...flagged.map(toCard).filter((p) => !seen.has(p._id))].slice(0, limit);
}

/** Other products of the same subcategory, best sellers first. */
export async function listRelatedProducts(
  product: { id: string; categoryId: string; subcategoryId: string | null },
  limit = 8,
  db?: DbOrTx,
): Promise<ProductCardDto[]> {
  db ??= await getDb();
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(
      and(
        eq(products.published, true),
        eq(products.categoryId, product.categoryId),
        product.subcategoryId ? eq(products.subcategoryId, product.subcategoryId) : undefined,
        sql`${products.id} <> ${product.id}`,
      ),
    )
    .orderBy(desc(products.sold), asc(products.id))
    .limit(limit);
  return rows.map(toCard);
}

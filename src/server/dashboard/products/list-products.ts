import 'server-only';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { PRODUCT_SORTS, productListQuerySchema, type ProductListRow } from '@/domain/catalogue/product-form';
import { pageOffset, pickSort, type ListResult } from '@/domain/dashboard/list-query';
import { defineAction } from '@/server/action';
import { categories, productImages, products, subcategories, variants } from '@/server/db/schema';
import { containsPattern } from '@/server/db/like';
import { translationStatuses, type TranslationLocale } from '@/domain/content/translations';

/** Stock of a row: the quantity of a simple product; a variable product's variants summed (-1 when one is unlimited). */
const stockExpr = sql<number>`(case when ${products.type} = 'variable' then coalesce((
  select case when bool_or(v.quantity = -1) then -1 else sum(greatest(v.quantity, 0))::int end
  from ${variants} v where v.product_id = ${products.id}), 0) else ${products.quantity} end)`;

type TextFlags = Partial<Record<TranslationLocale, Record<'name' | 'summary' | 'description', boolean>>>;

/** Each language's translation status from which texts exist: a field counts only when the English one has text. */
function completeness(texts: { summary: boolean; description: boolean; tr: TextFlags | null }): ProductListRow['languages'] {
  const has = (yes: boolean | undefined) => (yes ? 'x' : '');
  const english = { name: 'x', summary: has(texts.summary), description: has(texts.description) };
  const translations = Object.fromEntries(
    Object.entries(texts.tr ?? {}).map(([l, f]) => [l, { name: has(f?.name), summary: has(f?.summary), description: has(f?.description) }]),
  );
  return translationStatuses(english, translations);
}

/** `product.list`: the dashboard's product table, searched (name, SKU), sorted, filtered and paged on the server. */
export const listProducts = defineAction(
  'product.list',
  productListQuerySchema,
  { area: 'product', action: 'view' },
  async (query, { tx }): Promise<ListResult<ProductListRow>> => {
    const where: SQL[] = [];
    if (query.q) {
      const pattern = containsPattern(query.q);
      where.push(
        or(
          ilike(products.name, pattern),
          ilike(products.sku, pattern),
          sql`exists (select 1 from ${variants} v where v.product_id = ${products.id} and v.sku ilike ${pattern})`,
        )!,
      );
    }
    if (query.category) where.push(eq(products.categoryId, query.category));
    if (query.published) where.push(eq(products.published, query.published === 'yes'));
    if (query.stock === 'in') where.push(sql`${stockExpr} <> 0`);
    if (query.stock === 'out') where.push(sql`${stockExpr} = 0`);
    const filter = where.length ? and(...where) : undefined;

    const sort = pickSort(query.sort, PRODUCT_SORTS, 'createdAt');
    const column = { name: products.name, price: products.discount, quantity: stockExpr, createdAt: products.createdAt }[sort];
    const order = query.dir === 'asc' ? asc(column) : desc(column);

    const [{ total }] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(filter);
    const rows = await tx
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        sku: products.sku,
        type: products.type,
        image: sql<string | null>`(select i.url from ${productImages} i where i.product_id = ${products.id} order by i.position limit 1)`,
        category: categories.name,
        subcategory: subcategories.name,
        price: products.price,
        discount: products.discount,
        quantity: stockExpr,
        published: products.published,
        featured: products.featured,
        createdAt: products.createdAt,
        // which texts exist (not the texts: a description may be long), English and per language
        texts: sql<{ summary: boolean; description: boolean; tr: TextFlags | null }>`jsonb_build_object(
          'summary', ${products.summary} <> '',
          'description', btrim(regexp_replace(${products.description}, '<[^>]*>', '', 'g')) <> '',
          'tr', (select jsonb_object_agg(l.key, jsonb_build_object('name', l.value ? 'name', 'summary', l.value ? 'summary', 'description', l.value ? 'description')) from jsonb_each(${products.translations}) l))`,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .where(filter)
      .orderBy(order, asc(products.id))
      .limit(query.pageSize)
      .offset(pageOffset(query));
    return {
      rows: rows.map(({ texts, ...r }) => ({
        ...r,
        languages: completeness(texts),
        quantity: Number(r.quantity),
        createdAt: new Date(r.createdAt).toISOString(),
      })),
      total: Number(total),
      page: query.page,
      pageSize: query.pageSize,
    };
  },
);

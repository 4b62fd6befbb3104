import 'server-only';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { PRODUCT_SORTS, productListQuerySchema, type ProductListRow } from '@/domain/catalogue/product-form';
import { pageOffset, pickSort, type ListResult } from '@/domain/dashboard/list-query';
import { defineAction } from '@/server/action';
import { categories, productImages, products, subcategories, variants } from '@/server/db/schema';
import { containsPattern } from '@/server/db/like';

/** Stock of a row: the quantity of a simple product; a variable product's variants summed (-1 when one is unlimited). */
const stockExpr = sql<number>`(case when ${products.type} = 'variable' then coalesce((
  select case when bool_or(v.quantity = -1) then -1 else sum(greatest(v.quantity, 0))::int end
  from ${variants} v where v.product_id = ${products.id}), 0) else ${products.quantity} end)`;

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
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .where(filter)
      .orderBy(order, asc(products.id))
      .limit(query.pageSize)
      .offset(pageOffset(query));
    return {
      rows: rows.map((r) => ({ ...r, quantity: Number(r.quantity), createdAt: new Date(r.createdAt).toISOString() })),
      total: Number(total),
      page: query.page,
      pageSize: query.pageSize,
    };
  },
);

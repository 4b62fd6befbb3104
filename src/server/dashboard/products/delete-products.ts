import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { ActionError, defineAction } from '@/server/action';
import { revalidateStore } from '@/server/cache/revalidate-store';
import { productsChange } from './save-product';
import { orderItems, orders, products } from '@/server/db/schema';
import { readProductRecord } from './product-record';
import { idListSchema } from '@/domain/ids';

const MAX_LISTED_ORDERS = 5;

/**
 * `product.delete`: deletes products (one or many, all or none). A product that was ordered is refused
 * with 409 `inUse` naming the orders: order lines keep a snapshot, but the sales history and reports
 * link to the product, so a shop owner hides such a product by unpublishing it instead.
 */
export const deleteProducts = defineAction(
  'product.delete',
  idListSchema(500),
  { area: 'product', action: 'delete' },
  async ({ ids }, { tx, audit }) => {
    const unique = [...new Set(ids)];
    const found = await tx.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.id, unique));
    if (found.length !== unique.length) throw new ActionError(404, 'notFound');
    const ordered = await tx
      .selectDistinct({ number: orders.number })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(inArray(orderItems.productId, unique))
      .orderBy(orders.number);
    if (ordered.length) {
      const listed = ordered
        .slice(0, MAX_LISTED_ORDERS)
        .map((o) => o.number)
        .join(', ');
      const what = ordered.length > MAX_LISTED_ORDERS ? `${listed} (+${ordered.length - MAX_LISTED_ORDERS})` : listed;
      throw new ActionError(409, 'inUse', { what, orders: what, count: ordered.length });
    }
    for (const p of found) await audit({ entity: 'product', entityId: p.id, before: await readProductRecord(tx, p.id), after: null });
    await tx.delete(products).where(inArray(products.id, unique));
    return { ids: unique, slugs: found.map((p) => p.slug) };
  },
  { after: (data) => void revalidateStore(productsChange({ ids: data.ids, slugs: data.slugs, listed: true })) },
);

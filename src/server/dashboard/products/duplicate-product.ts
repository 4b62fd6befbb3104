import 'server-only';
import { ActionError, defineAction } from '@/server/action';
import { stockReason } from '@/server/stock/stock-reason';
import { revalidateStore } from '@/server/cache/revalidate-store';
import { products } from '@/server/db/schema';
import { productColumns, readProductRecord, writeChildren } from './product-record';
import { freeSlug, type SavedProduct } from './save-product';
import { idSchema } from '@/domain/ids';

/**
 * `product.duplicate`: a copy named "<name> (copy)" with a free slug, unpublished, not featured and without
 * SKUs (a SKU names one article; the copy gets its own when it is edited).
 */
export const duplicateProduct = defineAction(
  'product.duplicate',
  idSchema,
  { area: 'product', action: 'edit' },
  async ({ id }, { tx, actor, audit }): Promise<SavedProduct> => {
    await stockReason(tx, { kind: 'opening', userId: actor.id });
    const source = await readProductRecord(tx, id);
    if (!source) throw new ActionError(404, 'notFound');
    const slug = await freeSlug(tx, `${source.slug}-copy`.slice(0, 120));
    const copy = {
      ...source,
      name: `${source.name} (copy)`.slice(0, 200),
      sku: '',
      variants: source.variants.map((v) => ({ ...v, sku: '' })),
      published: false,
      featured: false,
    };
    const [row] = await tx.insert(products).values(productColumns(copy, slug)).returning({ id: products.id });
    await writeChildren(tx, row.id, copy);
    await audit({
      entity: 'product',
      entityId: row.id,
      before: null,
      after: { ...(await readProductRecord(tx, row.id)), duplicatedFrom: id },
    });
    // a draft: in no list until it is published
    return { id: row.id, slug, slugs: [slug], listed: false };
  },
  { after: (saved) => void revalidateStore({ productSlugs: saved.slugs }) },
);

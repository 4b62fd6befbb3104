import 'server-only';
import { eq, like, or } from 'drizzle-orm';
import { PRODUCT_SLUG_MAX, productFormSchema, productUpdateSchema, uniqueSlug } from '@/domain/catalogue/product-form';
import { slugify } from '@/lib/slug';
import { ActionError, defineAction } from '@/server/action';
import { stockReason } from '@/server/stock/stock-reason';
import { revalidateStore, type StoreChange } from '@/server/cache/revalidate-store';
import type { DbOrTx } from '@/server/db';
import { products } from '@/server/db/schema';
import { checkReferences, checkSkusFree, checkSlugFree, productColumns, readProductRecord, writeChildren } from './product-record';

export interface SavedProduct {
  id: string;
  slug: string;
  /** every slug whose shop page changed (the old one too after a rename) */
  slugs: string[];
  /** whether the lists it may appear in changed: new, or published, moved or (un)featured */
  listed: boolean;
}

/** Where a list of products shows a product: what a change of `fields` moves. */
const LISTED_FIELDS = ['published', 'categoryId', 'subcategoryId', 'featured'] as const;

/**
 * What a product save, import or delete changes in the shop (docs/architecture.md, "What a write expires"): the
 * products' own pages, their cards (every list showing them), the listings' filters, and the lists themselves only
 * when a product entered or left one.
 */
export function productsChange(saved: { ids: string[]; slugs: string[]; listed: boolean }): StoreChange {
  return { productSlugs: saved.slugs, cards: saved.ids, facets: true, listings: saved.listed };
}

/** A free slug made from `base` (base, base-2, ...). */
export async function freeSlug(db: DbOrTx, base: string): Promise<string> {
  const root = base || 'product';
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, root), like(products.slug, `${root}-%`)));
  return uniqueSlug(root, new Set(rows.map((r) => r.slug)));
}

const revalidate = (saved: SavedProduct) => {
  revalidateStore(productsChange({ ids: [saved.id], slugs: saved.slugs, listed: saved.listed }));
};

/** `product.create`: a new simple or variable product with its images, colours and variants. */
export const createProduct = defineAction(
  'product.create',
  productFormSchema,
  { area: 'product', action: 'edit' },
  async (input, { tx, actor, audit }): Promise<SavedProduct> => {
    await checkReferences(tx, input);
    await checkSkusFree(tx, input);
    let slug: string;
    if (input.slug) {
      await checkSlugFree(tx, input.slug);
      slug = input.slug;
    } else {
      slug = await freeSlug(tx, slugify(input.name, PRODUCT_SLUG_MAX));
    }
    await stockReason(tx, { kind: 'opening', userId: actor.id });
    const [row] = await tx.insert(products).values(productColumns(input, slug)).returning({ id: products.id });
    await writeChildren(tx, row.id, input);
    await audit({ entity: 'product', entityId: row.id, before: null, after: await readProductRecord(tx, row.id) });
    return { id: row.id, slug, slugs: [slug], listed: true };
  },
  { after: revalidate },
);

/** `product.update`: saves the whole form; a changed slug clears the old page too. */
export const updateProduct = defineAction(
  'product.update',
  productUpdateSchema,
  { area: 'product', action: 'edit' },
  async ({ id, product: input }, { tx, actor, audit }): Promise<SavedProduct> => {
    const before = await readProductRecord(tx, id);
    if (!before) throw new ActionError(404, 'notFound');
    await checkReferences(tx, input, id);
    await checkSkusFree(tx, input, id);
    const slug =
      input.slug ||
      (slugify(input.name, PRODUCT_SLUG_MAX) === slugify(before.name, PRODUCT_SLUG_MAX)
        ? before.slug
        : await freeSlug(tx, slugify(input.name, PRODUCT_SLUG_MAX)));
    if (slug !== before.slug) await checkSlugFree(tx, slug, id);
    // a stock typed in the form is what staff counted: the ledger records the difference
    await stockReason(tx, { kind: 'counted', userId: actor.id });
    await tx
      .update(products)
      .set(productColumns(input, slug, before.specifications))
      .where(eq(products.id, id));
    await writeChildren(tx, id, input);
    const after = await readProductRecord(tx, id);
    await audit({ entity: 'product', entityId: id, before, after });
    const listed = LISTED_FIELDS.some((f) => (before[f] ?? null) !== (after?.[f] ?? null));
    return { id, slug, slugs: [...new Set([before.slug, slug])], listed };
  },
  { after: revalidate },
);

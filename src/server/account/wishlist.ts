import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/server/db';
import { productImages, products, wishlists } from '@/server/db/schema';

export interface WishlistItemDto {
  _id: string;
  name: string;
  slug: string;
  image: string | null;
  price: string;
  discount: string;
  unit: string;
  unitValue: string;
}

/** The user's wishlist, newest first (published products only). */
export async function getWishlist(userId: string, db?: DbOrTx): Promise<WishlistItemDto[]> {
  db ??= await getDb();
  return db
    .select({
      _id: products.id,
      name: products.name,
      slug: products.slug,
      image: sql<
        string | null
      >`(select ${productImages.url} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
      price: products.price,
      discount: products.discount,
      unit: products.unit,
      unitValue: products.unitValue,
    })
    .from(wishlists)
    .innerJoin(products, eq(products.id, wishlists.productId))
    .where(and(eq(wishlists.userId, userId), eq(products.published, true)))
    .orderBy(desc(wishlists.createdAt));
}

/** Adds products that exist; unknown ids and duplicates change nothing. Returns how many were added. */
export async function addToWishlist(userId: string, productIds: string[], db?: DbOrTx): Promise<number> {
  if (!productIds.length) return 0;
  db ??= await getDb();
  const existing = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.published, true)));
  if (!existing.length) return 0;
  const added = await db
    .insert(wishlists)
    .values(existing.map((p) => ({ userId, productId: p.id })))
    .onConflictDoNothing()
    .returning({ productId: wishlists.productId });
  return added.length;
}

/** Takes a product off the user's list (one that is not on it changes nothing). */
export async function removeFromWishlist(userId: string, productId: string, db?: DbOrTx): Promise<void> {
  db ??= await getDb();
  await db.delete(wishlists).where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)));
}

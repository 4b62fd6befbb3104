import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { productIdSchema, productIdsSchema } from '@/domain/account/schemas';
import { getDb, type DbOrTx } from '@/server/db';
import { productImages, products, wishlists } from '@/server/db/schema';
import { cleanInput } from '@/lib/clean-input';

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

export async function addWishlistItem(userId: string, input: unknown, db?: DbOrTx): Promise<{ ok: boolean }> {
  const parsed = productIdSchema.safeParse(cleanInput(input));
  if (!parsed.success) return { ok: false };
  await addToWishlist(userId, [parsed.data.productId], db);
  return { ok: true };
}

/** Merges a guest's browser wishlist into the account (at sign-in). */
export async function mergeGuestWishlist(userId: string, input: unknown, db?: DbOrTx): Promise<{ ok: boolean; added: number }> {
  const parsed = productIdsSchema.safeParse(cleanInput(input));
  if (!parsed.success) return { ok: false, added: 0 };
  return { ok: true, added: await addToWishlist(userId, [...new Set(parsed.data.productIds)], db) };
}

export async function removeWishlistItem(userId: string, input: unknown, db?: DbOrTx): Promise<{ ok: boolean }> {
  const parsed = productIdSchema.safeParse(cleanInput(input));
  if (!parsed.success) return { ok: false };
  db ??= await getDb();
  await db.delete(wishlists).where(and(eq(wishlists.userId, userId), eq(wishlists.productId, parsed.data.productId)));
  return { ok: true };
}

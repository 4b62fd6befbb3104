import { wishlistDelete, wishlistGet, wishlistPost } from '@/server/account/wishlist-route';

export const dynamic = 'force-dynamic';

/** GET /api/home/wishlist (docs/requirements.md, "Store API"): {success, wishlist} for the signed-in user. */
export function GET(req: Request) {
  return wishlistGet(req);
}

/** Adds {productId}, or merges a guest list {productIds}. */
export function POST(req: Request) {
  return wishlistPost(req);
}

export function DELETE(req: Request) {
  return wishlistDelete(req);
}

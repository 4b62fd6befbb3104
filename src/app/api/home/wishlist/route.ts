import { NextResponse } from 'next/server';
import { auth } from '@/server/auth/auth';
import { bodyLimitBytes } from '@/lib/body-limits.mjs';
import { apiFailure, readJsonBody } from '@/server/http';
import { refuseCrossSite } from '@/server/security/csrf';
import { addWishlistItem, getWishlist, mergeGuestWishlist, removeWishlistItem } from '@/server/account/wishlist';

export const dynamic = 'force-dynamic';

const fail = (err: string, status: number) => NextResponse.json({ success: false, err }, { status });

/** GET /api/home/wishlist (docs/requirements.md, "Store API"): {success, wishlist} for the signed-in user. */
export async function GET() {
  try {
    const user = await auth();
    if (!user) return fail('Unauthorized', 401);
    return NextResponse.json(
      { success: true, wishlist: await getWishlist(user.id) },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  } catch (err) {
    return apiFailure('wishlist', err);
  }
}

async function write(req: Request, run: (userId: string, body: unknown) => Promise<{ ok: boolean }>) {
  const crossSite = await refuseCrossSite(req, { success: false, err: 'Forbidden' });
  if (crossSite) return crossSite;
  try {
    const user = await auth();
    if (!user) return fail('Unauthorized', 401);
    // a wishlist body is a few product ids: anything above 64 kB is refused unread
    const body = await readJsonBody(req, bodyLimitBytes('wishlist'));
    if (!body.ok && body.reason === 'tooLarge') return fail('Request too large', 413);
    // an unreadable body is refused below as an invalid product id
    const result = await run(user.id, body.ok ? body.value : null);
    if (!result.ok) return fail('Invalid product id', 400);
    return NextResponse.json({ success: true, wishlist: await getWishlist(user.id) });
  } catch (err) {
    return apiFailure('wishlist write', err);
  }
}

/** Adds {productId}, or merges a guest list {productIds}. */
export function POST(req: Request) {
  return write(req, (userId, body) =>
    body && typeof body === 'object' && 'productIds' in body ? mergeGuestWishlist(userId, body) : addWishlistItem(userId, body),
  );
}

export function DELETE(req: Request) {
  return write(req, removeWishlistItem);
}

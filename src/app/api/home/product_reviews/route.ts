import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getQueryReviewPage } from '@/server/catalogue/cached-reads';
import { apiRead } from '@/server/http';

const querySchema = z.object({ product: z.uuid(), page: z.coerce.number().int().min(1).max(10_000) });

/** GET /api/home/product_reviews?product=<id>&page=<n> -> {success: true, items, page, pageCount}: published reviews, public. */
export async function GET(req: Request) {
  const sp = new URL(req.url).searchParams;
  const q = querySchema.safeParse({ product: sp.get('product'), page: sp.get('page') ?? '1' });
  if (!q.success) return NextResponse.json({ success: false }, { status: 400 });
  return apiRead('product reviews', () => getQueryReviewPage(q.data.product, q.data.page), { headers: { 'Cache-Control': 'no-store' } });
}

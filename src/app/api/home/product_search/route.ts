import { NextResponse, type NextRequest } from 'next/server';
import { normaliseSearchText } from '@/domain/catalogue/listing-query';
import { getCachedSearch } from '@/server/catalogue/cached-reads';

const LIMIT = 10;

/** GET /api/home/product_search?q=... -> {success: true, product: [...]} (docs/requirements.md, "Store API"). Errors are only logged (docs/requirements.md, "Header search"). */
export async function GET(req: NextRequest | Request) {
  const q = normaliseSearchText(new URL(req.url).searchParams.get('q'))?.toLowerCase();
  if (!q) return NextResponse.json({ success: true, product: [] });
  try {
    const product = await getCachedSearch(q, LIMIT);
    return NextResponse.json({ success: true, product }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (err) {
    console.error('[search] product search failed:', err);
    return NextResponse.json({ success: true, product: [] });
  }
}

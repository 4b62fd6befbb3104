import { NextResponse, type NextRequest } from 'next/server';
import { normaliseSearchText } from '@/domain/catalogue/listing-query';
import { getCachedSearch } from '@/server/catalogue/cached-reads';
import { searchProducts } from '@/server/catalogue/search-products';

const LIMIT = 10;

/** GET /api/home/product_search?q=... -> {success: true, product: [...]} (spec §7). Errors are only logged (spec §8). */
export async function GET(req: NextRequest | Request) {
  const q = normaliseSearchText(new URL(req.url).searchParams.get('q'))?.toLowerCase();
  if (!q) return NextResponse.json({ success: true, product: [] });
  try {
    const product = await getCachedSearch(q, LIMIT).catch((err: unknown) => {
      // outside a Next request (tests, scripts) there is no data cache: read directly
      if (err instanceof Error && err.message.includes('incrementalCache missing')) return searchProducts(q, LIMIT);
      throw err;
    });
    return NextResponse.json({ success: true, product }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (err) {
    console.error('[search] product search failed:', err);
    return NextResponse.json({ success: true, product: [] });
  }
}

import { NextResponse, type NextRequest } from 'next/server';
import { normaliseSearchText } from '@/domain/catalogue/listing-query';
import { getCachedSearch } from '@/server/catalogue/cached-reads';
import { localize } from '@/domain/content/translations';

const LIMIT = 10;

/**
 * GET /api/home/product_search?q=...&lang=... -> {success: true, product: [...]} (docs/requirements.md, "Store API"):
 * each name in `lang` (English where not translated, named in `lang.name`), so the browser ships no picking code.
 * Errors are only logged (docs/requirements.md, "Header search").
 */
export async function GET(req: NextRequest | Request) {
  const params = new URL(req.url).searchParams;
  const q = normaliseSearchText(params.get('q'))?.toLowerCase();
  if (!q) return NextResponse.json({ success: true, product: [] });
  try {
    const product = (await getCachedSearch(q, LIMIT)).map((p) => localize(p, ['name'], params.get('lang') ?? 'en'));
    return NextResponse.json({ success: true, product }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (err) {
    console.error('[search] product search failed:', err);
    return NextResponse.json({ success: true, product: [] });
  }
}

import { z } from 'zod';
import { cleanText } from '@/lib/clean-input';
import { SLUG_PATTERN } from '@/lib/slug';
import { MAX_QUERY_LENGTH } from './search-limits';

/** Sort orders of the shop grid (the first is the default). */
export const SORTS = ['newest', 'price-asc', 'price-desc', 'name', 'best-selling', 'top-rated'] as const;
export type Sort = (typeof SORTS)[number];

export const PAGE_SIZE = 24;
export const MAX_PAGE = 1000;
export { MAX_QUERY_LENGTH };

/** The state of a listing as it travels in the URL (?sort=&page=&min=&max=&color=&brand=&attr=&stock=1&sale=1&q=). */
export interface ListingQuery {
  sort: Sort;
  page: number;
  minPrice?: number;
  maxPrice?: number;
  /** colour ids */
  colors: string[];
  /** brand slugs */
  brands: string[];
  /** attribute value ids */
  attrs: string[];
  inStock: boolean;
  onSale: boolean;
  q?: string;
}

export type RawSearchParams = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);
const all = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

const uuid = z.string().uuid();
const slug = z.string().regex(SLUG_PATTERN).max(120);
const price = z.coerce.number().finite().min(0).max(1_000_000);

/** Values that do not parse are dropped, never an error: a hand-edited URL still shows a listing. */
function pick<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  const r = schema.safeParse(value);
  return r.success ? r.data : undefined;
}

const unique = (xs: string[]) => [...new Set(xs)].slice(0, 50);

export function parseListingQuery(params: RawSearchParams): ListingQuery {
  const sortRaw = first(params.sort);
  const sort: Sort = (SORTS as readonly string[]).includes(sortRaw ?? '') ? (sortRaw as Sort) : 'newest';
  const page = pick(z.coerce.number().int().min(1).max(MAX_PAGE), first(params.page)) ?? 1;
  let minPrice = first(params.min) ? pick(price, first(params.min)) : undefined;
  let maxPrice = first(params.max) ? pick(price, first(params.max)) : undefined;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const q = normaliseSearchText(first(params.q));
  return {
    sort,
    page,
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    colors: unique(all(params.color).filter((v) => uuid.safeParse(v).success)),
    brands: unique(all(params.brand).filter((v) => slug.safeParse(v).success)),
    attrs: unique(all(params.attr).filter((v) => uuid.safeParse(v).success)),
    inStock: first(params.stock) === '1',
    onSale: first(params.sale) === '1',
    ...(q ? { q } : {}),
  };
}

/** Without NUL or lone surrogates, trimmed, inner whitespace collapsed; empty or longer than MAX_QUERY_LENGTH gives undefined (an empty result, not an error). */
export function normaliseSearchText(value: string | undefined | null): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = cleanText(value).replace(/\s+/g, ' ').trim();
  if (!text || text.length > MAX_QUERY_LENGTH) return undefined;
  return text;
}

/** The URL query of a listing state; defaults are left out so that URLs stay short and canonical. */
export function listingSearchParams(query: ListingQuery, change: Partial<ListingQuery> = {}): URLSearchParams {
  const q = { ...query, ...change };
  const out = new URLSearchParams();
  if (q.q) out.set('q', q.q);
  if (q.sort !== 'newest') out.set('sort', q.sort);
  if (q.minPrice !== undefined) out.set('min', String(q.minPrice));
  if (q.maxPrice !== undefined) out.set('max', String(q.maxPrice));
  for (const c of q.colors) out.append('color', c);
  for (const b of q.brands) out.append('brand', b);
  for (const a of q.attrs) out.append('attr', a);
  if (q.inStock) out.set('stock', '1');
  if (q.onSale) out.set('sale', '1');
  if (q.page > 1) out.set('page', String(q.page));
  return out;
}

export function listingHref(path: string, query: ListingQuery, change: Partial<ListingQuery> = {}): string {
  const s = listingSearchParams(query, change).toString();
  return s ? `${path}?${s}` : path;
}

/** True when any filter narrows the listing (for the "clear filters" link and the empty state). */
export function hasFilters(q: ListingQuery): boolean {
  return (
    q.minPrice !== undefined ||
    q.maxPrice !== undefined ||
    q.colors.length > 0 ||
    q.brands.length > 0 ||
    q.attrs.length > 0 ||
    q.inStock ||
    q.onSale
  );
}

/**
 * A listing counts its matches up to this many (docs/architecture.md, "Listings at scale"): counting every match of a
 * broad listing would read every product, so beyond it the page says "over 1,000" and pages stop there.
 */
export const LISTING_COUNT_LIMIT = 1000;

/** The shown total and whether there are more matches than that, from a count taken up to LISTING_COUNT_LIMIT + 1. */
export function boundedTotal(counted: number, limit = LISTING_COUNT_LIMIT): { total: number; more: boolean } {
  return counted > limit ? { total: limit, more: true } : { total: counted, more: false };
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

import { describe, expect, it } from 'vitest';
import { boundedTotal, LISTING_COUNT_LIMIT, listingHref, normaliseSearchText, pageCount, parseListingQuery } from './listing-query';

const C1 = '0b7e2d0c-5a2e-4d7f-9a43-2f1c8d9b6e01';
const C2 = '1c8f3e1d-6b3f-4e80-8b54-3a2d9eac7f12';

describe('parseListingQuery', () => {
  it('reads every filter from the URL', () => {
    const q = parseListingQuery({
      sort: 'price-asc',
      page: '3',
      min: '2.5',
      max: '80',
      color: [C1, C2],
      brand: 'tidewater-vinyl',
      attr: C1,
      stock: '1',
      sale: '1',
    });
    expect(q).toEqual({
      sort: 'price-asc',
      page: 3,
      minPrice: 2.5,
      maxPrice: 80,
      colors: [C1, C2],
      brands: ['tidewater-vinyl'],
      attrs: [C1],
      inStock: true,
      onSale: true,
    });
  });

  it('falls back to defaults for junk instead of failing', () => {
    const q = parseListingQuery({ sort: 'cheapest', page: '-4', min: 'abc', color: ['not-an-id', C1], brand: 'Bad Slug!', stock: 'yes' });
    expect(q).toEqual({ sort: 'newest', page: 1, colors: [C1], brands: [], attrs: [], inStock: false, onSale: false });
    expect(parseListingQuery({ page: '99999999' }).page).toBe(1);
  });

  it('swaps a reversed price range', () => {
    const q = parseListingQuery({ min: '90', max: '10' });
    expect([q.minPrice, q.maxPrice]).toEqual([10, 90]);
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const q = parseListingQuery({ sort: 'name', color: C1, stock: '1', page: '2' });
    const href = listingHref('/shop/laminate', q);
    expect(href).toBe(`/shop/laminate?sort=name&color=${C1}&stock=1&page=2`);
    expect(parseListingQuery(Object.fromEntries(new URL(href, 'http://x').searchParams))).toEqual(q);
    expect(listingHref('/shop', parseListingQuery({}))).toBe('/shop');
    // changing a filter goes back to page 1
    expect(listingHref('/shop', q, { page: 1, sort: 'newest' })).toBe(`/shop?color=${C1}&stock=1`);
  });
});

describe('normaliseSearchText', () => {
  it('trims and refuses empty or over-long text', () => {
    expect(normaliseSearchText('  walnt   oak ')).toBe('walnt oak');
    expect(normaliseSearchText('   ')).toBeUndefined();
    expect(normaliseSearchText('x'.repeat(101))).toBeUndefined();
    expect(normaliseSearchText(undefined)).toBeUndefined();
  });
});

describe('boundedTotal', () => {
  it('shows an exact total up to the limit', () => {
    expect(boundedTotal(0)).toEqual({ total: 0, more: false });
    expect(boundedTotal(LISTING_COUNT_LIMIT)).toEqual({ total: LISTING_COUNT_LIMIT, more: false });
  });
  it('says "over the limit" past it, and the pages stop at the limit', () => {
    expect(boundedTotal(LISTING_COUNT_LIMIT + 1)).toEqual({ total: LISTING_COUNT_LIMIT, more: true });
    expect(boundedTotal(7, 5)).toEqual({ total: 5, more: true });
    expect(pageCount(boundedTotal(LISTING_COUNT_LIMIT + 1).total, 24)).toBe(42);
  });
});

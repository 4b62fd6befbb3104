/**
 * What the bench asks for (docs/benchmarks.md): the rotating searches, unique misspellings no cache can answer
 * (among them pairs of words no product holds together), and distinct filtered listings with the hard cases of
 * docs/architecture.md "Listings at scale" (a brand of another category with a price band, a price band nothing is
 * in, the top-rated sort over a price band, every sort). Deterministic for a given seed.
 */
import { SEED_BRANDS } from '../../src/server/db/seed/data/reference';

export const SEARCHES = [
  'lamnate',
  'walnt',
  'herringbon',
  'porcelian',
  'oak',
  'white oak',
  'vinyl plank',
  'spc',
  'grey',
  'marble',
  'underlay',
  'base shoe',
  'hickory',
  'matt tile',
  'espresso',
  'kitsilano',
  'carving',
  'gloss',
  'ash',
  'waterproof',
];

/** Words of the catalogue's names, from every category: two of them are mostly never found in one name. */
export const WORDS = [
  'laminate',
  'walnut',
  'herringbone',
  'porcelain',
  'hickory',
  'engineered',
  'hardwood',
  'vinyl',
  'plank',
  'marble',
  'travertine',
  'underlay',
  'moulding',
  'baseboard',
  'espresso',
  'driftwood',
  'chestnut',
  'charcoal',
  'blonde',
  'granite',
  'carrara',
  'calacatta',
  'statuario',
  'quartzite',
  'sealant',
  'mortar',
  'spacers',
  'cognac',
  'greige',
  'whitewash',
  'parquet',
  'classic',
];

/** A small deterministic random source (the same run asks for the same things). */
export function randomSource(seed: number): () => number {
  // mulberry32: 32-bit integer steps (a float LCG loses precision and falls into short cycles)
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A word with one typo (dropped, doubled or swapped letter). */
export function typo(word: string, rnd: () => number): string {
  const i = 1 + Math.floor(rnd() * (word.length - 2));
  const op = Math.floor(rnd() * 3);
  if (op === 0) return word.slice(0, i) + word.slice(i + 1);
  if (op === 1) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
}

/** `count` distinct misspelled queries: one word (a third) or two words with a typo each. */
export function typoQueries(count: number, rnd: () => number): string[] {
  const seen = new Set<string>();
  const pick = () => WORDS[Math.floor(rnd() * WORDS.length)];
  while (seen.size < count) seen.add(rnd() < 1 / 3 ? typo(pick(), rnd) : `${typo(pick(), rnd)} ${typo(pick(), rnd)}`);
  return [...seen];
}

export function rotating(list: string[]): () => string {
  let i = 0;
  return () => list[i++ % list.length];
}

const SORTS = ['newest', 'price-asc', 'price-desc', 'name', 'best-selling', 'top-rated'];
const CATEGORIES = ['laminate', 'vinyl-plank', 'tiles', 'engineered-wood', 'accessories'];

/**
 * `count` distinct listing URLs in every sort: a random price band (a fifth with "in stock", some on page 2), a
 * brand (often of another category) with a band, the top-rated sort over a narrow band, a band above every price.
 */
export function filteredListings(count: number, rnd: () => number): string[] {
  const seen = new Set<string>();
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  while (seen.size < count) {
    const i = seen.size;
    const where = i % 10 === 9 ? '/shop' : `/shop/${pick(CATEGORIES)}`;
    const min = Math.floor(rnd() * 200);
    const band = `min=${min}&max=${min + 1 + Math.floor(rnd() * (i % 2 ? 5 : 60))}`;
    const sort = `sort=${SORTS[i % SORTS.length]}`;
    const kinds = [
      `${band}&${sort}${rnd() < 0.2 ? '&stock=1' : ''}${rnd() < 0.15 ? '&page=2' : ''}`,
      `brand=${pick(SEED_BRANDS).slug}&${band}&${sort}`,
      `sort=top-rated&${band}`,
      `min=${5000 + Math.floor(rnd() * 1000)}&max=9000&${sort}`,
    ];
    seen.add(`${where}?${kinds[i % kinds.length]}`);
  }
  return [...seen];
}

/**
 * The router state tree Chromium sends when a visitor changes a filter on a listing that already has one (captured
 * from the shop's filter form in Chromium: /en/shop/laminate?stock=1, then a second box ticked). With it Next.js
 * renders only the listing's part of the page: the layouts (header, menus, footer) are the browser's already.
 */
const FILTERED_LISTING_TREE = [
  '',
  {
    children: [
      ['locale', 'en', 'd', null],
      {
        children: [
          '(store)',
          {
            children: [
              'filtered',
              {
                children: [
                  'shop',
                  { children: [['slug', 'laminate', 'oc', null], { children: ['__PAGE__', {}, null, null, 0] }, null, null, 0] },
                  null,
                  null,
                  0,
                ],
              },
              null,
              null,
              0,
            ],
          },
          null,
          null,
          0,
        ],
      },
      null,
      null,
      16,
    ],
  },
  null,
  null,
  16,
];

/**
 * The headers of a filter change as the browser sends them (a soft navigation of Next.js's router). Next.js answers a
 * request without the matching `_rsc` search parameter (a hash of these headers) with a redirect to the address that
 * has it: `rscSearchParam` asks once and reads it from there.
 */
export const FILTER_CHANGE_HEADERS: Record<string, string> = {
  rsc: '1',
  'next-router-state-tree': encodeURIComponent(JSON.stringify(FILTERED_LISTING_TREE)),
  'next-url': '/en/filtered/shop/laminate',
};

/** The `_rsc` value Next.js expects with FILTER_CHANGE_HEADERS (`_rsc=…`), read from its redirect of `path`. */
export async function rscSearchParam(base: string, path: string): Promise<string> {
  const res = await fetch(base + path, { headers: FILTER_CHANGE_HEADERS, redirect: 'manual' });
  const to = res.headers.get('location');
  const value = to ? new URL(to, base).searchParams.get('_rsc') : null;
  if (!value) throw new Error(`no _rsc redirect for a filter change (${res.status}): the router's request format changed`);
  return `_rsc=${value}`;
}

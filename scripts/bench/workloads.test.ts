import { describe, expect, it } from 'vitest';
import { filteredListings, randomSource, typo, typoQueries } from './workloads';

describe('bench workloads', () => {
  it('asks for distinct misspellings, one or two words, the same for the same seed', () => {
    const queries = typoQueries(2000, randomSource(7));
    expect(new Set(queries).size).toBe(2000);
    expect(queries.some((q) => q.includes(' '))).toBe(true);
    expect(queries.some((q) => !q.includes(' '))).toBe(true);
    expect(typoQueries(50, randomSource(7))).toEqual(queries.slice(0, 50));
  });

  it('misspells a word by one letter dropped, doubled or swapped', () => {
    const rnd = randomSource(1);
    const sorted = (w: string) => [...w].sort().join('');
    for (let i = 0; i < 200; i++) {
      const t = typo('walnut', rnd);
      if (t.length === 6) expect(sorted(t)).toBe(sorted('walnut'));
      else expect(t.length === 5 || t.length === 7).toBe(true);
      expect(t).not.toBe('walnut');
    }
  });

  it('asks for distinct listings with the hard cases in every sort', () => {
    const urls = filteredListings(2000, randomSource(42));
    expect(new Set(urls).size).toBe(2000);
    for (const sort of ['newest', 'price-asc', 'price-desc', 'name', 'best-selling', 'top-rated'])
      expect(urls.some((u) => u.includes(`sort=${sort}`))).toBe(true);
    expect(urls.filter((u) => /brand=[a-z-]+&min=/.test(u)).length).toBeGreaterThan(400);
    expect(urls.filter((u) => u.includes('max=9000')).length).toBeGreaterThan(400);
    expect(urls.filter((u) => /\?sort=top-rated&min=/.test(u)).length).toBeGreaterThan(400);
    expect(urls.some((u) => u.startsWith('/shop?'))).toBe(true);
  });
});

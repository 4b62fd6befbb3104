import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const cleared = vi.hoisted(() => [] as { tag: string; profile: unknown }[]);
vi.mock('next/cache', () => ({ revalidateTag: (tag: string, profile: unknown) => void cleared.push({ tag, profile }) }));
const stored = vi.hoisted(() => [] as string[][]);
vi.mock('./process-store', () => ({
  processCacheStore: async () => ({ revalidateTag: async (tags: string[]) => void stored.push(tags) }),
}));

import { mergeChanges, revalidateStore, tagsOf } from './revalidate-store';

describe('tagsOf', () => {
  it('names exactly what a change makes stale', () => {
    // a product's page alone (an order that took some of its stock): no list, no per-query cache
    expect(tagsOf({ productSlugs: ['oak'] })).toEqual(['catalogue:product:oak']);
    // its card (its stock ran out): the lists showing it, and the per-query caches
    expect(tagsOf({ productSlugs: ['oak'], cards: ['id-1'] })).toEqual(['catalogue:product:oak', 'catalogue:card:id-1', 'catalogue:cards']);
    expect(tagsOf({ listings: true, facets: true })).toEqual(['catalogue:listings', 'catalogue:facets', 'catalogue:cards']);
    expect(tagsOf({ products: true })).toEqual(['catalogue:listings', 'catalogue:facets', 'catalogue:reference', 'catalogue:cards']);
    expect(tagsOf({ categories: true })).toEqual(['catalogue:categories']);
    expect(tagsOf({ pages: ['faq'] })).toEqual(['content:page:faq']);
    expect(tagsOf({ blogSlugs: ['a', 'b'] })).toEqual(['content:blogs', 'content:blog:a', 'content:blog:b']);
    expect(tagsOf({ tours: true, settings: true })).toEqual(['content:tours', 'settings']);
    expect(tagsOf({})).toEqual([]);
  });
});

describe('revalidateStore', () => {
  it('expires the tags at once (no stale page while it refreshes), in the store and through Next.js', async () => {
    revalidateStore({ homeContent: true });
    expect(cleared).toEqual([{ tag: 'content:page:home', profile: { expire: 0 } }]);
    await vi.waitFor(() => expect(stored).toEqual([['content:page:home']]));
  });
});

describe('mergeChanges', () => {
  it('joins two changes: flags of either, slugs and ids of both', () => {
    expect(mergeChanges({ reference: true, productSlugs: ['a'] }, { productSlugs: ['a', 'b'], cards: ['1'] })).toEqual({
      reference: true,
      productSlugs: ['a', 'b'],
      cards: ['1'],
    });
  });
});

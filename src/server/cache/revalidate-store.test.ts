import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const cleared = vi.hoisted(() => [] as { tag: string; profile: unknown }[]);
vi.mock('next/cache', () => ({ revalidateTag: (tag: string, profile: unknown) => void cleared.push({ tag, profile }) }));
const changed = vi.hoisted(() => ({ count: 0 }));
vi.mock('./pages-changed', () => ({ markPagesChanged: () => void changed.count++ }));

import { revalidateStore, tagsOf } from './revalidate-store';

describe('tagsOf', () => {
  it('names exactly what a change makes stale', () => {
    expect(tagsOf({ productSlugs: ['oak'] })).toEqual(['catalogue:products', 'catalogue:product:oak']);
    expect(tagsOf({ categories: true })).toEqual(['catalogue:categories']);
    expect(tagsOf({ pages: ['faq'] })).toEqual(['content:page:faq']);
    expect(tagsOf({ blogSlugs: ['a', 'b'] })).toEqual(['content:blogs', 'content:blog:a', 'content:blog:b']);
    expect(tagsOf({ tours: true, settings: true })).toEqual(['content:tours', 'settings']);
    expect(tagsOf({})).toEqual([]);
  });
});

describe('revalidateStore', () => {
  it('expires the tags at once (no stale page while it refreshes)', () => {
    revalidateStore({ homeContent: true });
    expect(cleared).toEqual([{ tag: 'content:page:home', profile: { expire: 0 } }]);
    // and the production server's memory of answers is dropped
    expect(changed.count).toBe(1);
  });
});

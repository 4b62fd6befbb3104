import { describe, expect, it } from 'vitest';
import { createSearchMemo, searchMemoKey, SEARCH_MEMO_TTL_MS } from './search-memo.mjs';

const answer = (body: string, headers: Record<string, string | number> = {}) => ({
  status: 200,
  headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), date: 'now', ...headers },
  body: Buffer.from(body),
});

describe('search memo', () => {
  it('keys by every parameter that changes the answer (the language too) and by the encoding', () => {
    const key = (q: string, enc = 'br') => searchMemoKey(new URLSearchParams(q), enc);
    expect(key('q=Herringbone&lang=ar')).not.toBe(key('q=herringbone&lang=en'));
    expect(key('q= Herringbone &lang=en')).toBe(key('lang=en&q=herringbone'));
    expect(key('q=oak', 'br')).not.toBe(key('q=oak', 'gzip'));
  });

  it('replays an answer until a card or list changes, or for a few seconds at most', async () => {
    let now = 1_000;
    let changed = 0;
    const memo = createSearchMemo({ lastExpired: async () => changed }, { now: () => now });
    memo.remember('k', answer('[1]'), 900);
    const known = await memo.recall('k');
    expect(known?.body.toString()).toBe('[1]');
    // connection headers are not replayed
    expect(known?.headers.date).toBeUndefined();
    changed = 950;
    expect(await memo.recall('k')).toBeUndefined();
    memo.remember('k', answer('[2]'), 1_000);
    now += SEARCH_MEMO_TTL_MS + 1;
    expect(await memo.recall('k')).toBeUndefined();
  });

  it('never keeps an answer without its whole body (a HEAD), nor replays when the store cannot say what changed', async () => {
    const memo = createSearchMemo({ lastExpired: async () => null });
    memo.remember('head', { ...answer('[1]'), body: Buffer.alloc(0) }, Date.now());
    expect(memo.size()).toBe(0);
    memo.remember('get', answer('[1]'), Date.now());
    expect(await memo.recall('get')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { markPagesChangedLocally, MEMO_MAX_ENTRIES, MEMO_MAX_SEARCHES, MEMO_TTL_MS, pageMemo, recall, remember } from './page-memo.mjs';

const entry = (generation: string, at = Date.now()) => ({
  generation,
  at,
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from('<html></html>'),
});

describe('page memo', () => {
  it('replays an answer only for its generation and within its time', () => {
    const gen = String(pageMemo().generation);
    remember('en/|br', entry(gen, 1_000));
    expect(recall('en/|br', gen, 1_000 + MEMO_TTL_MS)).toBeDefined();
    expect(recall('en/|br', gen, 1_001 + MEMO_TTL_MS)).toBeUndefined();
    expect(recall('en/|br', `${gen}:7`, 1_000)).toBeUndefined();
    expect(recall('ar/|br', gen, 1_000)).toBeUndefined();
  });

  it('forgets everything when a write changed pages', () => {
    const gen = String(pageMemo().generation);
    remember('en/shop|gzip', entry(gen));
    markPagesChangedLocally();
    const next = String(pageMemo().generation);
    expect(next).not.toBe(gen);
    expect(recall('en/shop|gzip', gen)).toBeUndefined();
    expect(pageMemo().entries.size).toBe(0);
  });

  it('keeps a bounded number of answers', () => {
    const gen = String(pageMemo().generation);
    for (let i = 0; i < MEMO_MAX_ENTRIES + 50; i++) remember(`en/product/p${i}|br`, entry(gen));
    expect(pageMemo().entries.size).toBe(MEMO_MAX_ENTRIES);
    expect(recall('en/product/p0|br', gen)).toBeUndefined();
    expect(recall(`en/product/p${MEMO_MAX_ENTRIES + 49}|br`, gen)).toBeDefined();
  });

  it('keeps search answers apart and bounded: a flood of distinct queries evicts no page', () => {
    const gen = String(pageMemo().generation);
    remember('en/|br', entry(gen));
    for (let i = 0; i < MEMO_MAX_SEARCHES * 10; i++) remember(`oak ${i}|br`, entry(gen), 'searches');
    expect(pageMemo().searches.size).toBe(MEMO_MAX_SEARCHES);
    expect(recall('en/|br', gen)).toBeDefined();
    expect(recall(`oak ${MEMO_MAX_SEARCHES * 10 - 1}|br`, gen, Date.now(), 'searches')).toBeDefined();
    expect(recall(`oak ${MEMO_MAX_SEARCHES * 10 - 1}|br`, gen)).toBeUndefined();
    markPagesChangedLocally();
    expect(pageMemo().searches.size).toBe(0);
  });
});

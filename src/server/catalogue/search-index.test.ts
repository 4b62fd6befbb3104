import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '@/server/db';
import { bestSellersHolding, searchIndex, searchIndexBuilder, type SearchIndex } from './search-index';

// five products, best sellers first: a..e (uuids, as the index keeps them)
const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map((x) => `${x.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`);
const builder = searchIndexBuilder('v1', [a, b, c, d, e].join(','), 0);
// the words come in batches, in any order
builder.add([
  { id: e, words: 'oak laminate plank 55738' },
  { id: b, words: 'walnut 12.3 12 007' },
]);
builder.add([
  { id: a, words: 'oak 40970 12' },
  { id: c, words: 'oak laminate 12.3' },
  { id: d, words: 'walnut laminate' },
  // a product published after the ids were read: left for the next reading
  { id: 'ffffffff-0000-4000-8000-000000000000', words: 'oak' },
]);
const index = builder.done();

describe('searchIndexBuilder', () => {
  it('keeps the ids in best-selling order and each word’s products in that order', () => {
    expect(index.size).toBe(5);
    expect([0, 1, 2, 3, 4].map(index.id)).toEqual([a, b, c, d, e]);
    expect([...(index.holders('laminate') as Int32Array)]).toEqual([2, 3, 4]);
    expect([...(index.holders('oak') as Int32Array)]).toEqual([0, 2, 4]);
    // a word of one product is its position alone
    expect(index.holders('plank')).toBe(4);
    expect(index.holders('cherry')).toBeUndefined();
    expect(index.words).toBe(9);
    expect(index.version).toBe('v1');
  });

  it('finds the numbers of one product each (kept apart from the other words), and a number of several', () => {
    expect(index.holders('55738')).toBe(4);
    expect(index.holders('40970')).toBe(0);
    expect(index.holders('55739')).toBeUndefined();
    expect([...(index.holders('12') as Int32Array)]).toEqual([0, 1]);
    // a leading zero is a word like any other: "007" is not 7
    expect(index.holders('007')).toBe(1);
    expect(index.holders('7')).toBeUndefined();
    expect(bestSellersHolding(index, [['oak'], ['55738']], 60)).toEqual([e]);
  });

  it('is empty for a catalogue with no published product', () => {
    const empty = searchIndexBuilder('v0', '').done();
    expect(empty.size).toBe(0);
    expect(bestSellersHolding(empty, [['oak']], 60)).toEqual([]);
  });
});

describe('bestSellersHolding', () => {
  it('gives the best sellers holding a word of every group, best first', () => {
    expect(bestSellersHolding(index, [['oak'], ['laminate']], 60)).toEqual([c, e]);
    // a group is any of its words (the vocabulary words that stand for one typed word)
    expect(bestSellersHolding(index, [['oak', 'walnut'], ['laminate']], 60)).toEqual([c, d, e]);
    expect(bestSellersHolding(index, [['walnut'], ['12.3']], 60)).toEqual([b]);
  });

  it('stops at the limit, keeping the best sellers', () => {
    expect(bestSellersHolding(index, [['oak', 'walnut']], 2)).toEqual([a, b]);
  });

  it('finds nothing when a group holds no known word, or no product holds them all', () => {
    expect(bestSellersHolding(index, [['oak'], ['cherry']], 60)).toEqual([]);
    expect(bestSellersHolding(index, [['walnut'], ['plank']], 60)).toEqual([]);
    expect(bestSellersHolding(index, [], 60)).toEqual([]);
  });

  it('takes up to eight groups (the most words a query keeps)', () => {
    const eight = Array.from({ length: 8 }, () => ['laminate']);
    expect(bestSellersHolding(index, eight, 60)).toEqual([c, d, e]);
    expect(bestSellersHolding(index, [...eight, ['oak']], 60)).toEqual([]);
  });
});

describe('searchIndex', () => {
  /** a stand-in transaction answering the index's statements in order: the setting, the ids, 16 ranges of words, the setting */
  const fakeTx = (ids: string[], failFirst = false) => {
    let calls = 0;
    let failed = !failFirst;
    return {
      get calls() {
        return calls;
      },
      tx: {
        execute: async () => {
          if (!failed) {
            failed = true;
            throw new Error('connection lost');
          }
          const n = calls++ % 19;
          if (n === 0) return { rows: [{ s0: 'off' }] };
          if (n === 1) return { rows: [{ version: 'v9', ids: ids.join(',') }] };
          if (n === 2) return { rows: ids.map((id) => ({ id, words: 'oak' })) };
          return { rows: [] };
        },
      } as unknown as DbOrTx,
    };
  };

  it('reads the index once per token and keeps it for the searches after', async () => {
    const db = fakeTx([a, b]);
    const first = await searchIndex(db.tx, 'token-1');
    expect(bestSellersHolding(first, [['oak']], 60)).toEqual([a, b]);
    expect(await searchIndex(db.tx, 'token-1')).toBe(first);
    expect(db.calls).toBe(19);
    // a new token: read again
    await searchIndex(db.tx, 'token-2');
    expect(db.calls).toBe(38);
  });

  it('reads it again after a failed read, for the caller that failed and the next one alike', async () => {
    const db = fakeTx([c], true);
    // two searches at once: the reading the first started fails; the second, which waited for it, reads again
    const [failed, waited] = await Promise.allSettled([searchIndex(db.tx, 'token-3'), searchIndex(db.tx, 'token-3')]);
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('connection lost') });
    expect(waited.status).toBe('fulfilled');
    expect(bestSellersHolding((waited as PromiseFulfilledResult<SearchIndex>).value, [['oak']], 60)).toEqual([c]);
    // and the next search finds the index that reading made
    expect(await searchIndex(db.tx, 'token-3')).toBe((waited as PromiseFulfilledResult<SearchIndex>).value);
  });

  it('lets searches arriving while it is read wait for that one reading', async () => {
    const db = fakeTx([d]);
    const [x, y] = await Promise.all([searchIndex(db.tx, 'token-4'), searchIndex(db.tx, 'token-4')]);
    expect(x).toBe(y);
    expect(db.calls).toBe(19);
  });
});

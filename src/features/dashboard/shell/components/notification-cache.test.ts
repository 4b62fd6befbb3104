import { describe, expect, it, vi } from 'vitest';
import { NotificationCache, type NotificationItem } from './notification-cache';

const item = (id: string): NotificationItem => ({ _id: id, createdAt: '2026-11-23T10:00:00.000Z', message: id });

describe('notification client cache', () => {
  it('answers from the cache within the window, fetches again after it or when forced', async () => {
    let now = 0;
    const fetcher = vi.fn(async () => [item(`n${fetcher.mock.calls.length}`)]);
    const cache = new NotificationCache(fetcher, 30_000, () => now);
    expect(cache.peek()).toBeNull();
    expect(await cache.get()).toEqual([item('n1')]);
    now = 29_999;
    expect(await cache.get()).toEqual([item('n1')]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    now = 30_000;
    expect(await cache.get()).toEqual([item('n2')]);
    expect(await cache.get(true)).toEqual([item('n3')]);
  });

  it('shares one request between callers and keeps the old list when a fetch fails', async () => {
    let fail = false;
    const fetcher = vi.fn(async () => {
      if (fail) throw new Error('down');
      return [item('a')];
    });
    const cache = new NotificationCache(fetcher, 30_000, () => 0);
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe(b);
    expect(fetcher).toHaveBeenCalledTimes(1);
    fail = true;
    await expect(cache.get(true)).rejects.toThrow('down');
    expect(cache.peek()).toEqual([item('a')]);
    cache.set([]);
    expect(await cache.get()).toEqual([]);
  });
});

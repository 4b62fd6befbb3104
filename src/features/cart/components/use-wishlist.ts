'use client';

import { useCallback, useEffect, useState } from 'react';
import { GUEST_WISHLIST_KEY, parseGuestWishlist } from '@/domain/account/wishlist';
import { useSession } from '@/lib/session-client';

/**
 * The wishlist as every heart, the header's count and /wishlist see it (docs/requirements.md, "Compare and wishlist"):
 * - a guest's list is product ids in localStorage (GUEST_WISHLIST_KEY), shared by the tabs of the browser;
 * - a signed-in customer's list is the account's (/api/home/wishlist), read once per page and shared by every
 *   component; a guest list left in the browser is merged into the account on that first read and then removed.
 */
const EVENT = 'floorshop:wishlist';
const API = '/api/home/wishlist';

let accountIds: string[] | null = null;
let accountLoad: Promise<void> | null = null;
let accountFailed = false;

function notify() {
  window.dispatchEvent(new Event(EVENT));
}

function readGuest(): string[] {
  try {
    return parseGuestWishlist(localStorage.getItem(GUEST_WISHLIST_KEY));
  } catch {
    return [];
  }
}

async function accountCall(init?: RequestInit): Promise<string[]> {
  const res = await fetch(API, {
    cache: 'no-store',
    ...init,
    headers: init?.body ? { 'Content-Type': 'application/json' } : undefined,
  });
  if (!res.ok) throw new Error(`wishlist ${res.status}`);
  const body = (await res.json()) as { wishlist?: { _id: string }[] };
  return (body.wishlist ?? []).map((w) => w._id);
}

function loadAccount(): Promise<void> {
  accountLoad ??= (async () => {
    const pending = readGuest();
    try {
      accountIds = pending.length
        ? await accountCall({ method: 'POST', body: JSON.stringify({ productIds: pending }) })
        : await accountCall();
      accountFailed = false;
      if (pending.length) localStorage.removeItem(GUEST_WISHLIST_KEY);
    } catch (err) {
      console.error('[wishlist] could not read the account list', err);
      accountFailed = true;
      accountLoad = null;
    }
    notify();
  })();
  return accountLoad;
}

export interface Wishlist {
  /** product ids; null until known (session or account list still loading) */
  ids: string[] | null;
  signedIn: boolean;
  /** the account's list could not be read or written */
  failed: boolean;
  /** adds or removes a product; answers the new list (the old one if the account refused) */
  toggle: (productId: string) => Promise<string[]>;
}

export function useWishlist(): Wishlist {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const [ids, setIds] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (status === 'loading') return;
    if (!signedIn) {
      accountIds = null;
      accountLoad = null;
    }
    const sync = () => {
      setIds(signedIn ? accountIds : readGuest());
      setFailed(signedIn && accountFailed);
    };
    sync();
    if (signedIn && !accountIds) void loadAccount();
    const onStorage = (e: StorageEvent) => {
      if (e.key === GUEST_WISHLIST_KEY) sync();
    };
    window.addEventListener(EVENT, sync);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(EVENT, sync);
      window.removeEventListener('storage', onStorage);
    };
  }, [status, signedIn]);

  const toggle = useCallback(
    async (productId: string): Promise<string[]> => {
      if (!signedIn) {
        const current = readGuest();
        const next = current.includes(productId) ? current.filter((x) => x !== productId) : [...current, productId];
        localStorage.setItem(GUEST_WISHLIST_KEY, JSON.stringify(next));
        notify();
        return next;
      }
      await loadAccount();
      const before = accountIds ?? [];
      const removing = before.includes(productId);
      // shown at once; the account's answer replaces it
      accountIds = removing ? before.filter((x) => x !== productId) : [...before, productId];
      notify();
      try {
        accountIds = await accountCall({ method: removing ? 'DELETE' : 'POST', body: JSON.stringify({ productId }) });
        accountFailed = false;
      } catch (err) {
        console.error('[wishlist] could not save', err);
        accountIds = before;
        accountFailed = true;
      }
      notify();
      return accountIds;
    },
    [signedIn],
  );

  return { ids, signedIn, failed, toggle };
}

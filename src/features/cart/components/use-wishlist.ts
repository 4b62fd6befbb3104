'use client';

import { useCallback, useEffect, useState } from 'react';

/** Guests keep their wishlist as product ids in localStorage under this key (signed-in users' list lives on the server). */
export const WISHLIST_STORAGE_KEY = 'WISHLIST';
const EVENT = 'floorshop:wishlist';

export function readWishlist(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, 500) : [];
  } catch {
    return [];
  }
}

function writeWishlist(ids: string[]) {
  localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
  window.dispatchEvent(new Event(EVENT));
}

/** The guest wishlist, kept in step across components and tabs. */
export function useGuestWishlist() {
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => {
    const sync = () => setIds(readWishlist());
    sync();
    const onStorage = (e: StorageEvent) => {
      if (e.key === WISHLIST_STORAGE_KEY) sync();
    };
    window.addEventListener(EVENT, sync);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(EVENT, sync);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  const toggle = useCallback((id: string): string[] => {
    const current = readWishlist();
    const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
    writeWishlist(next);
    return next;
  }, []);
  return { ids, toggle };
}

'use client';

import { useEffect } from 'react';
import { useSession } from '@/lib/session-client';
import { GUEST_WISHLIST_KEY, parseGuestWishlist } from '@/domain/account/wishlist';

/** Once signed in, a guest's browser wishlist moves into the account and leaves browser storage. */
export function WishlistMerge() {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'authenticated') return;
    const ids = parseGuestWishlist(window.localStorage.getItem(GUEST_WISHLIST_KEY));
    if (!ids.length) return;
    void fetch('/api/home/wishlist', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ productIds: ids }),
    })
      .then((res) => {
        if (res.ok) window.localStorage.removeItem(GUEST_WISHLIST_KEY);
      })
      .catch((err) => console.error('[wishlist] merge failed', err));
  }, [status]);
  return null;
}

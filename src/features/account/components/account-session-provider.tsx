'use client';

import { SessionProvider } from 'next-auth/react';
import { WishlistMerge } from './wishlist-merge';

/** Spec §4: refetched when the tab becomes visible, on storage events from other tabs, and every 600 s. */
export const SESSION_REFETCH_SECONDS = 600;

export function AccountSessionProvider({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider refetchInterval={SESSION_REFETCH_SECONDS} refetchOnWindowFocus>
      <WishlistMerge />
      {children}
    </SessionProvider>
  );
}

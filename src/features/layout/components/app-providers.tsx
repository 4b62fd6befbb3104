'use client';

import { SessionProvider } from 'next-auth/react';
import { DeferredToaster } from '@/components/ui/toast';

/** Spec §4/§9: the session is refetched every 600 s and when the tab becomes visible again. */
export const SESSION_REFETCH_SECONDS = 600;

/** Client-wide providers of the root layout: session and toasts (top-right, 2000 ms; sonner loads with the first toast). */
export function AppProviders({ dir, children }: { dir: 'ltr' | 'rtl'; children: React.ReactNode }) {
  return (
    <SessionProvider basePath="/api/auth" refetchInterval={SESSION_REFETCH_SECONDS} refetchOnWindowFocus>
      {children}
      <DeferredToaster position="top-right" duration={2000} dir={dir} richColors closeButton />
    </SessionProvider>
  );
}

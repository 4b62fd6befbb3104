'use client';

import { DeferredToaster } from '@/components/ui/toast';
import { SessionProvider, type ClientSession } from '@/lib/session-client';

/** (docs/requirements.md, "Session"): the session is refetched every 600 s and when the tab becomes visible again. */
export const SESSION_REFETCH_SECONDS = 600;

/**
 * Client-wide providers of the root layout: session (read in the browser: the page itself is the same for everybody) and
 * toasts (top-right, 2000 ms; sonner loads with the first toast).
 */
export function AppProviders({
  dir,
  session,
  children,
}: {
  dir: 'ltr' | 'rtl';
  session?: ClientSession | null;
  children: React.ReactNode;
}) {
  return (
    <SessionProvider session={session} refetchInterval={SESSION_REFETCH_SECONDS} refetchOnWindowFocus>
      {children}
      <DeferredToaster position="top-right" duration={2000} dir={dir} richColors closeButton />
    </SessionProvider>
  );
}

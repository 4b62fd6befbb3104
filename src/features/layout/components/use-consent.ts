'use client';

import { useSyncExternalStore } from 'react';
import { consentCookie, hasConsent } from '@/domain/settings/consent';

/**
 * The visitor's cookie consent, read in the browser (store pages are the same for everybody and served from cache,
 * so the server cannot render it). Before hydration (server snapshot) it counts as "not yet known".
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => hasConsent(document.cookie),
    () => null,
  );
}

/** Stores consent (30 days, path /) and tells every component that reads it. */
export function giveConsent() {
  document.cookie = consentCookie();
  for (const l of listeners) l();
}

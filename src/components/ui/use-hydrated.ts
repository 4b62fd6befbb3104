'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server render and during hydration, true once React runs the page in the browser. Controls whose
 * only effect is a client handler (add a row, save through an action) render disabled until then, so a click
 * made while the page is still starting is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

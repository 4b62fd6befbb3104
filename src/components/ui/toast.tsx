'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

/**
 * Toasts without sonner in a page's first load (docs/requirements.md, "First load"). `DeferredToaster` (root layout) renders nothing
 * until the first toast is asked for; then sonner loads, its Toaster mounts, and the toast is shown. Every toast
 * waits until the Toaster is listening, so none is lost. Same calls as sonner's: `toast.success(text, options)`.
 */
let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
let toasterReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  toasterReady = resolve;
});

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Mounted after sonner's Toaster within the same commit: its effect runs once the Toaster has subscribed. */
function Ready() {
  useEffect(() => toasterReady(), []);
  return null;
}

export function DeferredToaster(props: ToasterProps) {
  const on = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
      <Ready />
    </Suspense>
  );
}

async function show(kind: 'success' | 'error', message: string, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [sonner] = await Promise.all([import('sonner'), ready]);
  sonner.toast[kind](message, options);
}

export const toast = {
  success: (message: string, options?: ExternalToast) => void show('success', message, options),
  error: (message: string, options?: ExternalToast) => void show('error', message, options),
};

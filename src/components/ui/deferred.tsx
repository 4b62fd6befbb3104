'use client';

import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/** The handlers a look-alike trigger spreads onto its button. */
export interface DeferredTriggerProps {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
}

/** A component whose module loads on demand: `Component` for rendering (React.lazy), `preload` to start early. */
export interface DeferredPart<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => void;
}

/** Made once at module level, e.g. `deferredPart(() => import('./language-menu').then((m) => m.LanguageMenu))`. */
export function deferredPart<P>(load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  return {
    Component: lazy(async () => ({ default: await load() })),
    preload: () => void load().catch(() => {}),
  };
}

/**
 * A menu whose code loads when the visitor first reaches for it (docs/requirements.md, "First load": the header's dropdowns are not part
 * of a page's first load). Until then `trigger` renders a button that looks like the real trigger: pointing at it
 * or focusing it starts the download, activating it (click, Enter, Space) renders the real control, opened.
 */
export function DeferredMenu<P extends { defaultOpen?: boolean }>({
  part,
  props,
  trigger,
}: {
  part: DeferredPart<P>;
  props: NoInfer<Omit<P, 'defaultOpen'>>;
  trigger: (handlers: DeferredTriggerProps) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const idle: DeferredTriggerProps = { 'aria-haspopup': 'menu', 'aria-expanded': false };
  if (!wanted) return trigger({ ...idle, onClick: () => setWanted(true), onPointerEnter: part.preload, onFocus: part.preload });
  return (
    <Suspense fallback={trigger(idle)}>
      <part.Component {...({ ...props, defaultOpen: true } as P)} />
    </Suspense>
  );
}

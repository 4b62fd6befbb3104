'use client';

import { Suspense, useEffect, useRef, useState } from 'react';
import { deferredPart } from '@/components/ui/deferred';
import type { AccessoryDto } from '@/server/catalogue/get-accessories';
import type { AccessoryPick } from './accessories-view';

const live = deferredPart(() => import('./accessories-live').then((m) => m.AccessoriesLive));

/**
 * The matching accessories' interactive part (quantities for the calculator's room, the perimeter, the checkboxes,
 * "Add all to cart") loads when the section comes near the screen or the visitor reaches into it, never with the
 * page; until then `children`, the server's copy of the section, is shown (docs/requirements.md, "Matching accessories").
 */
export function AccessoriesIsland({
  accessories,
  currency,
  onAddAll,
  children,
}: {
  accessories: AccessoryDto[];
  currency: string;
  onAddAll: (picks: AccessoryPick[]) => void;
  children: React.ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (wanted || !el || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setWanted(true), { rootMargin: '200px' });
    seen.observe(el);
    return () => seen.disconnect();
  }, [wanted]);
  if (wanted)
    return (
      <Suspense fallback={children}>
        <live.Component accessories={accessories} currency={currency} onAddAll={onAddAll} />
      </Suspense>
    );
  return (
    <div ref={box} onPointerEnter={() => setWanted(true)} onFocusCapture={() => setWanted(true)}>
      {children}
    </div>
  );
}

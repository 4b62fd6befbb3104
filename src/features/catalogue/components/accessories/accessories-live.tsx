'use client';

import { useState, useSyncExternalStore } from 'react';
import { MAX_PERIMETER_FT } from '@/domain/catalogue/accessories';
import type { AccessoryDto } from '@/server/catalogue/get-accessories';
import { calculatorRoom, noCalculatorRoom, subscribeCalculatorRoom } from '../room-area';
import { AccessoriesView, picksOf, type AccessoryPick } from './accessories-view';

/** The matching accessories counted for the calculator's room and the perimeter typed here; loaded by AccessoriesIsland. */
export function AccessoriesLive({
  accessories,
  currency,
  onAddAll,
}: {
  accessories: AccessoryDto[];
  currency: string;
  onAddAll: (picks: AccessoryPick[]) => void;
}) {
  const calculator = useSyncExternalStore(subscribeCalculatorRoom, calculatorRoom, noCalculatorRoom);
  const [perimeter, setPerimeter] = useState('');
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<number | null>(null);
  const feet = Number(perimeter);
  const room = {
    ...calculator,
    perimeter: perimeter.trim() !== '' && Number.isFinite(feet) && feet > 0 ? Math.min(feet, MAX_PERIMETER_FT) : null,
  };
  const checked = (id: string) => !unchecked.has(id);
  return (
    <AccessoriesView
      accessories={accessories}
      currency={currency}
      room={room}
      controls={{
        perimeter,
        onPerimeter: (value) => {
          setPerimeter(value);
          setAdded(null);
        },
        checked,
        onToggle: (id) => {
          const next = new Set(unchecked);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          setUnchecked(next);
          setAdded(null);
        },
        onAddAll: () => {
          const picks = picksOf(accessories, room, checked);
          onAddAll(picks);
          setAdded(picks.length);
        },
        added,
      }}
    />
  );
}

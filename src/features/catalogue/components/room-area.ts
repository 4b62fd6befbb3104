import { DEFAULT_WASTE_PERCENT } from '@/domain/catalogue/boxes';

/**
 * The room the boxes calculator was given (its area in sq ft before waste, and the waste allowance), for the parts of
 * the product page that count by it, like the matching accessories (docs/requirements.md, "Matching accessories").
 * A tiny store in the browser: the calculator writes, readers subscribe with useSyncExternalStore.
 */
export interface CalculatorRoom {
  area: number;
  wastePercent: number;
}

const NO_ROOM: CalculatorRoom = { area: 0, wastePercent: DEFAULT_WASTE_PERCENT };
let current = NO_ROOM;
const listeners = new Set<() => void>();

export function publishCalculatorRoom(room: CalculatorRoom): void {
  if (room.area === current.area && room.wastePercent === current.wastePercent) return;
  current = room;
  for (const listener of listeners) listener();
}

export function subscribeCalculatorRoom(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const calculatorRoom = (): CalculatorRoom => current;
export const noCalculatorRoom = (): CalculatorRoom => NO_ROOM;

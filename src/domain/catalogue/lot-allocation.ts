/*
 * Where an order line's boxes come from (docs/requirements.md, "Locations and lots"): pure, read by the checkout's
 * stock taking and by the storefront's lot notice.
 */

/** What a product or variant holds at one location, of one dye lot (null: no lot recorded). */
export interface Held {
  locationId: string;
  lotId: string | null;
  quantity: number;
}

/** Boxes taken from one location and lot. */
export interface Piece {
  locationId: string;
  lotId: string | null;
  qty: number;
}

export interface AllocationOptions {
  /** stock is kept per dye lot: the boxes come from one lot when one holds enough */
  lotTracked: boolean;
  /** locations to take from first (a pickup order's pickup points) */
  preferLocations?: readonly string[];
  /** lots to take from first, while they last (more of the same as an earlier order) */
  preferLots?: readonly string[];
}

const lotKey = (lotId: string | null) => lotId ?? '';

/** Each lot's boxes over all locations, in the order the holdings first name them (holdings without a lot: one group). */
export function lotTotals(held: readonly Pick<Held, 'lotId' | 'quantity'>[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const h of held) totals.set(lotKey(h.lotId), (totals.get(lotKey(h.lotId)) ?? 0) + h.quantity);
  return totals;
}

/** The most boxes one lot holds (0 when nothing is held). */
export function largestLot(held: readonly Pick<Held, 'lotId' | 'quantity'>[]): number {
  return Math.max(0, ...lotTotals(held).values());
}

/** Takes `qty` from the holdings in order, preferred locations first; the pieces, or what is left untaken. */
function takeInOrder(held: readonly Held[], qty: number, preferLocations: readonly string[]): { pieces: Piece[]; left: number } {
  const rank = (h: Held) => {
    const i = preferLocations.indexOf(h.locationId);
    return i === -1 ? preferLocations.length : i;
  };
  const ordered = held.map((h, i) => ({ h, i })).sort((a, b) => rank(a.h) - rank(b.h) || a.i - b.i);
  const pieces: Piece[] = [];
  let left = qty;
  for (const { h } of ordered) {
    if (!left) break;
    const take = Math.min(left, h.quantity);
    if (take > 0) pieces.push({ locationId: h.locationId, lotId: h.lotId, qty: take });
    left -= take;
  }
  return { pieces, left };
}

/**
 * Where `qty` boxes come from, given the holdings in the locations' order; null when they hold fewer. Without lots: the
 * preferred locations first, then the others in order. With lots: the preferred lots while they last; the rest from
 * the smallest single lot that holds all of it (so larger lots stay whole for larger orders), else from the largest
 * lots first (the fewest lots mixed).
 */
export function allocate(held: readonly Held[], qty: number, options: AllocationOptions): Piece[] | null {
  const available = held.reduce((sum, h) => sum + h.quantity, 0);
  if (qty <= 0) return [];
  if (available < qty) return null;
  const preferLocations = options.preferLocations ?? [];
  if (!options.lotTracked) return takeInOrder(held, qty, preferLocations).pieces;
  const ofLot = (lot: string) => held.filter((h) => lotKey(h.lotId) === lot);
  const pieces: Piece[] = [];
  let left = qty;
  const used = new Set<string>();
  for (const lot of options.preferLots ?? []) {
    if (!left || used.has(lot)) continue;
    used.add(lot);
    const taken = takeInOrder(ofLot(lot), left, preferLocations);
    pieces.push(...taken.pieces);
    left = taken.left;
  }
  if (!left) return pieces;
  const others = [...lotTotals(held)].filter(([lot, total]) => !used.has(lot) && total > 0);
  const fits = others.filter(([, total]) => total >= left);
  const order = fits.length ? [fits.reduce((best, lot) => (lot[1] < best[1] ? lot : best))] : [...others].sort((a, b) => b[1] - a[1]);
  for (const [lot] of order) {
    if (!left) break;
    const taken = takeInOrder(ofLot(lot), left, preferLocations);
    pieces.push(...taken.pieces);
    left = taken.left;
  }
  return pieces;
}

/** The lots an allocation draws on (mixed lots when more than one). */
export const lotsOf = (pieces: readonly Piece[]): (string | null)[] => [...new Set(pieces.map((p) => p.lotId))];

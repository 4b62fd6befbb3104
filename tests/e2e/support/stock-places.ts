/** The lot-tracked tile of the browser tests and what its holdings are (put in place by stock-places-fixture.ts). */
export const LOT_TILE = {
  slug: 'travertino-carving-24x24-porcelain',
  name: 'Travertino Carving 24x24 Porcelain',
  /** lot A: 5 boxes at the showroom and 3 at the warehouse */
  largestLot: 8,
  atShowroom: 5,
  /** lot A's 8 and lot B's 6 */
  stock: 14,
} as const;

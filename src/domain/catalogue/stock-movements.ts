/*
 * The stock ledger's kinds of movement (docs/requirements.md, "Stock ledger"): the one list the database enum
 * (stock_movement_kind), the dashboard's labels and the tests read. Imports nothing: the database schema reads it while
 * drizzle-kit runs.
 */
export const STOCK_MOVEMENT_KINDS = [
  /** the stock a product or variant was created with, or held when the ledger began */
  'opening',
  /** a delivery from a supplier */
  'received',
  /** taken by an order (placed, or raised in an edit) */
  'sold',
  /** given back by an order: cancelled, refunded, or lowered in an edit */
  'returned',
  /** given back when an unpaid online order's hold ran out */
  'released',
  /** set by staff to what they counted (the product editor, the catalogue import) */
  'counted',
  /** written off: broken, returned to the maker */
  'damaged',
  /** moved between locations */
  'transferred',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

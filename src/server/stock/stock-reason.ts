import 'server-only';
import { sql } from 'drizzle-orm';
import type { StockMovementKind } from '@/domain/catalogue/stock-movements';
import type { Tx } from '@/server/db';

/** Why the stock a transaction is about to change moves: what the ledger's rows of the next changes say. */
export interface StockReason {
  kind: StockMovementKind;
  orderId?: string | null;
  /** the supplier's delivery a `received` movement is a line of */
  deliveryId?: string | null;
  /** where units go in or come out first (docs/requirements.md, "Locations and lots"); none: units in go back where
   * the order took them from, else to the first location, and units out come from the locations in their order */
  locationId?: string | null;
  /** the dye lot units go in as, or come out of first */
  lotId?: string | null;
  /** the staff member making the change */
  userId?: string | null;
  note?: string | null;
}

/**
 * Declares, for the rest of the transaction (or until the next declaration), why stock changes: the database's
 * trigger writes each change of a product's or variant's stock as a movement with this reason (docs/requirements.md,
 * "Stock ledger"). Without one, a new row's stock is its opening stock and a change a count.
 */
export async function stockReason(tx: Tx, reason: StockReason): Promise<void> {
  // absent and null fields read the same in the trigger (`->>` answers null)
  await tx.execute(sql`select set_config('floorshop.stock_reason', ${JSON.stringify(reason)}, true)`);
}

import { sql } from 'drizzle-orm';
import type { TestDatabase } from './database';
import { rows } from './database';

export interface LedgerMismatch {
  product_id: string;
  variant_id: string | null;
  held: number;
  ledger: number;
}

/**
 * Every product and variant whose stock movements do not add up to the stock it holds (unlimited stock, -1, counts
 * as none): the stock ledger's rule (docs/requirements.md, "Stock ledger"). Empty when the ledger holds.
 */
export async function ledgerMismatches(tdb: TestDatabase): Promise<LedgerMismatch[]> {
  return (await rows(
    tdb,
    sql`select s.product_id, s.variant_id, s.held, coalesce(m.total, 0)::int as ledger
        from (select id as product_id, null::uuid as variant_id, greatest(quantity, 0) as held from products
              union all select product_id, id, greatest(quantity, 0) from variants) s
        left join (select product_id, variant_id, sum(quantity)::int as total from stock_movements group by product_id, variant_id) m
          on m.product_id = s.product_id and m.variant_id is not distinct from s.variant_id
        where s.held <> coalesce(m.total, 0)`,
  )) as unknown as LedgerMismatch[];
}

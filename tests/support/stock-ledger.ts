import { sql } from 'drizzle-orm';
import type { TestDatabase } from './database';
import { rows } from './database';

export interface LedgerMismatch {
  /** which rule failed: the movements against the stock, the holdings against the stock, a holding against its movements */
  rule: 'ledger' | 'holdings' | 'holding';
  product_id: string;
  variant_id: string | null;
  location_id: string | null;
  lot_id: string | null;
  held: number;
  counted: number;
}

/**
 * Every place the stock ledger's rules do not hold (docs/requirements.md, "Stock ledger"; docs/architecture.md,
 * "Stock ledger"): a product or variant whose movements, or whose holdings, do not add up to the stock it holds
 * (unlimited stock, -1, counts as none), and a location and lot whose movements do not add up to what is held there.
 * Empty when the ledger holds.
 */
export async function ledgerMismatches(tdb: TestDatabase): Promise<LedgerMismatch[]> {
  const items = sql`(select id as product_id, null::uuid as variant_id, greatest(quantity, 0) as held from products
                     union all select product_id, id, greatest(quantity, 0) from variants)`;
  return (await rows(
    tdb,
    sql`select 'ledger' as rule, s.product_id, s.variant_id, null::uuid as location_id, null::uuid as lot_id, s.held, coalesce(m.total, 0)::int as counted
        from ${items} s
        left join (select product_id, variant_id, sum(quantity)::int as total from stock_movements group by product_id, variant_id) m
          on m.product_id = s.product_id and m.variant_id is not distinct from s.variant_id
        where s.held <> coalesce(m.total, 0)
        union all
        select 'holdings', s.product_id, s.variant_id, null, null, s.held, coalesce(h.total, 0)::int
        from ${items} s
        left join (select product_id, variant_id, sum(quantity)::int as total from stock_holdings group by product_id, variant_id) h
          on h.product_id = s.product_id and h.variant_id is not distinct from s.variant_id
        where s.held <> coalesce(h.total, 0)
        union all
        select 'holding', coalesce(h.product_id, m.product_id), coalesce(h.variant_id, m.variant_id), coalesce(h.location_id, m.location_id),
          coalesce(h.lot_id, m.lot_id), coalesce(h.quantity, 0), coalesce(m.total, 0)::int
        from stock_holdings h
        full join (select product_id, variant_id, location_id, lot_id, sum(quantity)::int as total from stock_movements
                   where location_id is not null group by product_id, variant_id, location_id, lot_id) m
          on m.product_id = h.product_id and m.variant_id is not distinct from h.variant_id and m.location_id = h.location_id
          and m.lot_id is not distinct from h.lot_id
        where coalesce(h.quantity, 0) <> coalesce(m.total, 0)`,
  )) as unknown as LedgerMismatch[];
}

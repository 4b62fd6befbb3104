import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/server/db';

/**
 * Every tag the staff gave in `column` (a text[] of `table`, of the rows `where` keeps), sorted, for a list's tag
 * filter (docs/requirements.md, "Customer notes and tags", "Order tags"): at most 500.
 */
export async function distinctTags(db: DbOrTx, table: PgTable, column: PgColumn, where?: SQL): Promise<string[]> {
  const tag = sql<string>`unnest(${column})`;
  const rows = await db
    .selectDistinct({ tag })
    .from(table)
    .where(where)
    .orderBy(sql`1`)
    .limit(500);
  return rows.map((r) => r.tag);
}
